import { apiErrorText } from '@liveqr/web/api-client';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { authApi, useAuth } from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import { FormField } from '@liveqr/web/ui';
import { FormFailure } from './account-fields';

/** The word the user types to confirm; the server checks it too. */
const CONFIRMATION = 'DELETE';

/** Delete account: removes the user and their data after the typed confirmation, then goes to /. */
export function DeleteAccountForm() {
  const { t } = useTranslation('auth');
  const { clearUser } = useAuth();
  const navigate = useNavigate();
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      await authApi.deleteAccount(confirmation);
      clearUser();
      void navigate('/', { replace: true });
    } catch (failure) {
      setError(apiErrorText(t, failure, t('deleteAccount.failed')));
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
      <FormFailure text={error} />
      <FormField
        id="deleteConfirmation"
        label={t('deleteAccount.prompt')}
        value={confirmation}
        onChange={setConfirmation}
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
