import { apiErrorText } from '@liveqr/web/api-client';
import { type FormEvent, useState } from 'react';
import { authApi, useAuth } from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import { FormField, toast } from '@liveqr/web/ui';
import { FormFailure } from './account-fields';
import { useGoogleSignIn } from './use-google-sign-in';

/** A new address: it replaces the current one only once the link mailed to it is opened. */
export function ChangeEmailForm() {
  const { t } = useTranslation('auth');
  const { user } = useAuth();
  const google = useGoogleSignIn();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await authApi.changeEmail(newEmail, password);
      // A toast: the card's top, where a failure shows, is off screen once Send is pressed on a phone.
      toast.success(t('changeEmail.sent', { email: newEmail.trim() }));
      setNewEmail('');
      setPassword('');
    } catch (failure) {
      setError(apiErrorText(t, failure, t('changeEmail.failed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card form" onSubmit={(event) => void handleSubmit(event)} aria-labelledby="change-email-title">
      <h2 id="change-email-title">{t('changeEmail.title')}</h2>
      {user && <p className="account__wrap">{t('changeEmail.current', { email: user.email })}</p>}
      <FormFailure text={error} />
      <FormField
        id="newEmail"
        type="email"
        label={t('changeEmail.newEmail')}
        value={newEmail}
        onChange={setNewEmail}
        autoComplete="email"
        maxLength={254}
      />
      <FormField
        id="changeEmailPassword"
        type="password"
        label={t('changeEmail.password')}
        value={password}
        onChange={setPassword}
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
