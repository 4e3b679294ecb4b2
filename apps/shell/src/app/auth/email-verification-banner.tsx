import { useState } from 'react';
import { apiErrorText } from '@liveqr/web/api-client';
import { authApi, useAuth } from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';

type SendState = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * Until the signed-in user confirms their address: a reminder with a button that mails a new
 * link (the server limits how often). Unconfirmed accounts can use everything else.
 */
export function EmailVerificationBanner() {
  const { t } = useTranslation('auth');
  const { user } = useAuth();
  const [state, setState] = useState<SendState>('idle');
  const [failure, setFailure] = useState('');
  if (!user || user.emailVerified) return null;

  async function handleResend() {
    setState('sending');
    try {
      await authApi.sendVerificationMail();
      setState('sent');
    } catch (error) {
      setFailure(apiErrorText(t, error, t('verifyBanner.failed')));
      setState('failed');
    }
  }

  return (
    <section className="verify-banner" aria-label={t('verifyEmail.title')}>
      <p>{t('verifyBanner.text', { email: user.email })}</p>
      {state === 'sent' ? (
        <p role="status">{t('verifyBanner.sent', { email: user.email })}</p>
      ) : (
        <button type="button" className="button" disabled={state === 'sending'} onClick={() => void handleResend()}>
          {state === 'sending' ? t('verifyBanner.sending') : t('verifyBanner.resend')}
        </button>
      )}
      {state === 'failed' && <p role="alert">{failure}</p>}
    </section>
  );
}
