import { apiErrorText } from '@liveqr/web/api-client';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import { toast } from '@liveqr/web/ui';
import { FormFailure } from '../../ui/form-fields';

/** Sign out everywhere: ends every session of the account, on every device, this one included. */
export function SessionsCard() {
  const { t } = useTranslation('auth');
  const { signOutEverywhere } = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function handleSignOutEverywhere() {
    setBusy(true);
    setError('');
    try {
      await signOutEverywhere();
      // The toast outlives this page: it says why the sign-in page shows.
      toast.success(t('sessions.done'));
      void navigate('/login', { replace: true });
    } catch (failure) {
      setError(apiErrorText(t, failure, t('sessions.failed')));
      setBusy(false);
    }
  }

  return (
    <section className="card form" aria-labelledby="sessions-title">
      <h2 id="sessions-title">{t('sessions.title')}</h2>
      <p>{t('sessions.text')}</p>
      <FormFailure text={error} />
      <div className="actions">
        <button type="button" className="button" disabled={busy} onClick={() => void handleSignOutEverywhere()}>
          {busy ? t('sessions.submitting') : t('sessions.submit')}
        </button>
      </div>
    </section>
  );
}
