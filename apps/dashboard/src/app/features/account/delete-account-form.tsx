import { apiErrorText } from '@liveqr/web/api-client';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { authApi } from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import { ACCOUNT_DELETED } from '@liveqr/shared/contracts';
import { FormField } from '@liveqr/web/ui';
import { FormFailure, type RefusalPlaces, refusalOf, useRefusal } from '../../ui/form-fields';

/** The word the user types to confirm; the server checks it too. */
const CONFIRMATION = 'DELETE';

/** The form's one field, by id. */
type Field = 'deleteConfirmation';

/** A confirmation the server did not take (not the word, or not text it accepts) is refused at the field. */
const REFUSAL_PLACES: RefusalPlaces<Field> = {
  codes: { DELETE_NOT_CONFIRMED: 'deleteConfirmation' },
  fields: { confirmation: 'deleteConfirmation' },
};

/**
 * Delete account: removes the user and their data after the typed confirmation, then goes to the
 * home page, which says the account is gone (a toast would not outlive the server page's full load).
 */
export function DeleteAccountForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const refusal = useRefusal<Field>();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    refusal.clear();
    try {
      await authApi.deleteAccount(confirmation);
      // The home page is the server's: the app loads it anew, and with it a session that is gone. The
      // user is not cleared first: this signed-in page would send the router to /login before it got there.
      void navigate(`/?account=${ACCOUNT_DELETED}`, { replace: true });
    } catch (failure) {
      // Whatever the request's validation found wrong with the confirmation, the field asks for the one word.
      const takes = { deleteConfirmation: t('apiErrors.DELETE_NOT_CONFIRMED', { ns: 'common' }) };
      refusal.refuse(refusalOf(failure, REFUSAL_PLACES, apiErrorText(t, failure, t('deleteAccount.failed')), takes));
      setBusy(false);
    }
  }

  return (
    <form
      className="card form account__danger"
      onSubmit={(event) => void handleSubmit(event)}
      aria-labelledby="delete-account-title"
    >
      <h2 id="delete-account-title">{t('deleteAccount.title')}</h2>
      <p>{t('deleteAccount.text')}</p>
      <FormFailure text={refusal.failure} />
      <FormField
        id="deleteConfirmation"
        label={t('deleteAccount.prompt')}
        value={confirmation}
        onChange={(value) => {
          setConfirmation(value);
          refusal.changed('deleteConfirmation');
        }}
        error={refusal.errorOf('deleteConfirmation')}
        autoComplete="off"
      />
      <div className="actions">
        <button type="submit" className="button button--danger" disabled={busy || confirmation.trim() !== CONFIRMATION}>
          {busy ? t('deleteAccount.submitting') : t('deleteAccount.submit')}
        </button>
      </div>
    </form>
  );
}
