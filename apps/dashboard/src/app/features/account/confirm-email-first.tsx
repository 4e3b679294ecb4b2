import { useState } from 'react';
import { authApi, useAuth } from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import { apiErrorText } from '@liveqr/web/api-client';

/**
 * In place of the forms for API keys and webhooks while the address is unconfirmed (the server
 * refuses them with EMAIL_NOT_VERIFIED): why, and a button that mails a new link.
 */
export function ConfirmEmailFirst() {
  const { t } = useTranslation('auth');
  const { user } = useAuth();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [failure, setFailure] = useState('');

  async function handleResend() {
    setFailure('');
    setState('sending');
    try {
      await authApi.sendVerificationMail();
      setState('sent');
    } catch (error) {
      setFailure(apiErrorText(t, error, t('verifyBanner.failed')));
      setState('idle');
    }
  }

  return (
    <div className="developer__confirm-first">
      <p>{t('developer.confirmFirst')}</p>
      {state === 'sent' ? (
        <p role="status">{t('verifyBanner.sent', { email: user?.email ?? '' })}</p>
      ) : (
        <button type="button" className="button" disabled={state === 'sending'} onClick={() => void handleResend()}>
          {state === 'sending' ? t('verifyBanner.sending') : t('verifyBanner.resend')}
        </button>
      )}
      {failure && <p role="alert">{failure}</p>}
    </div>
  );
}
