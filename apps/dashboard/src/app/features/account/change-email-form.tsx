import { apiErrorText } from '@liveqr/web/api-client';
import { type FormEvent, useState } from 'react';
import { authApi, useAuth } from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import { FormField, toast } from '@liveqr/web/ui';
import { FormFailure, type RefusalPlaces, refusalOf, useRefusal } from '../../ui/form-fields';
import { useGoogleSignIn } from './use-google-sign-in';

/** The card's controls, by id. */
type Field = 'newEmail' | 'changeEmailPassword';

/** The refusals that concern one field, shown there; any other (e.g. too many tries) heads the card. */
const REFUSAL_PLACES: RefusalPlaces<Field> = {
  codes: { EMAIL_TAKEN: 'newEmail', EMAIL_UNCHANGED: 'newEmail', WRONG_CURRENT_PASSWORD: 'changeEmailPassword' },
};

/** A new address: it replaces the current one only once the link mailed to it is opened. */
export function ChangeEmailForm() {
  const { t } = useTranslation('auth');
  const { user } = useAuth();
  const google = useGoogleSignIn();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const refusal = useRefusal<Field>();
  /** A change to the refused field takes its error away. */
  const edit = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    refusal.changed(field);
  };

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    refusal.clear();
    try {
      await authApi.changeEmail(newEmail, password);
      // A toast: the card's top, where a failure shows, is off screen once Send is pressed on a phone.
      toast.success(t('changeEmail.sent', { email: newEmail.trim() }));
      setNewEmail('');
      setPassword('');
    } catch (failure) {
      refusal.refuse(refusalOf(failure, REFUSAL_PLACES, apiErrorText(t, failure, t('changeEmail.failed'))));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card form" onSubmit={(event) => void handleSubmit(event)} aria-labelledby="change-email-title">
      <h2 id="change-email-title">{t('changeEmail.title')}</h2>
      {user && <p className="account__wrap">{t('changeEmail.current', { email: user.email })}</p>}
      <FormFailure text={refusal.failure} />
      <FormField
        id="newEmail"
        type="email"
        label={t('changeEmail.newEmail')}
        value={newEmail}
        onChange={edit('newEmail', setNewEmail)}
        error={refusal.errorOf('newEmail')}
        autoComplete="email"
        maxLength={254}
      />
      <FormField
        id="changeEmailPassword"
        type="password"
        label={t('changeEmail.password')}
        value={password}
        onChange={edit('changeEmailPassword', setPassword)}
        error={refusal.errorOf('changeEmailPassword')}
        autoComplete="current-password"
        hint={google ? t('changeEmail.passwordHint') : undefined}
      />
      <div className="actions">
        <button type="submit" className="button button--primary" disabled={busy || !newEmail.trim()}>
          {busy ? t('changeEmail.submitting') : t('changeEmail.submit')}
        </button>
      </div>
    </form>
  );
}
