import { apiErrorText } from '@liveqr/web/api-client';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { authApi } from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import { EmailField } from './auth-fields';
import { AuthCard, FormFailure, useAuthPageTitle } from './auth-ui';

type ForgotState = 'idle' | 'sending' | 'sent' | 'error';

/** /forgot-password: the same confirmation whatever the address (the server answers alike). */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  useAuthPageTitle(t('forgot.title'));
  const [email, setEmail] = useState('');
  const [state, setState] = useState<ForgotState>('idle');
  const [error, setError] = useState('');

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setState('sending');
    try {
      await authApi.requestPasswordReset(email);
      setState('sent');
    } catch (failure) {
      setError(apiErrorText(t, failure, t('forgot.failed')));
      setState('error');
    }
  }

  return (
    <AuthCard title={t('forgot.title')} subtitle={state === 'sent' ? undefined : t('forgot.intro')}>
      {state === 'sent' ? (
        <div role="status">
          <h2>{t('forgot.sentTitle')}</h2>
          <p className="form__success">{t('forgot.sent', { email: email.trim() })}</p>
          <p className="auth-links">
            <Link to="/login">{t('forgot.backToLogin')}</Link>
          </p>
        </div>
      ) : (
        <>
          <form className="form" onSubmit={(event) => void handleSubmit(event)}>
            <FormFailure message={state === 'error' ? error : undefined} />
            <EmailField value={email} onChange={setEmail} />
            <button type="submit" className="button button--primary button--block" disabled={state === 'sending'}>
              {state === 'sending' ? t('forgot.submitting') : t('forgot.submit')}
            </button>
          </form>
          <p className="auth-links">
            <Link to="/login">{t('forgot.backToLogin')}</Link>
          </p>
          <p className="auth-links">
            {t('forgot.remembered')} <Link to="/login">{t('forgot.signIn')}</Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}
