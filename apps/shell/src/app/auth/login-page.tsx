import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError, apiErrorText } from '@liveqr/web/api-client';
import { returnPath, useAuth } from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import { usePageMeta } from '../public/use-page-meta';
import { FormField } from '@liveqr/web/ui';
import { AuthCard, FormFailure, GoogleButton, tooManyAttemptsMessage } from './auth-ui';
import { EmailField } from './auth-fields';
import { SecondStepForm } from './second-step-form';

const CALLBACK_ERRORS = ['auth_failed', 'no_session', 'callback_failed'] as const;

/** A Google sign-in of an account with two-factor on comes back as /login#mfa=<ticket>. */
function ticketInFragment(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('mfa');
}

/**
 * /login: 'Welcome Back'. Success returns to the protected page first asked for, else /dashboard.
 * With two-factor on, the password (or Google) is followed by a second step asking for a code.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  usePageMeta('login');
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const callbackError = CALLBACK_ERRORS.find((code) => code === params.get('error'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(callbackError ? t(`login.callbackErrors.${callbackError}`) : '');
  const [ticket, setTicket] = useState(() => ticketInFragment(location.hash));
  const signedIn = () => void navigate(returnPath(location.state), { replace: true });

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      await signIn(email, password, rememberMe);
      signedIn();
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'MFA_REQUIRED' && typeof failure.body.ticket === 'string') {
        setTicket(failure.body.ticket);
        setBusy(false);
        return;
      }
      const throttled = failure instanceof ApiError && failure.code === 'TOO_MANY_SIGN_IN_ATTEMPTS';
      setError(
        throttled ? tooManyAttemptsMessage(t, failure.retryAfterSeconds) : apiErrorText(t, failure, t('login.failed')),
      );
      setBusy(false);
    }
  }

  function handleRestart() {
    setTicket(null);
    setPassword('');
    // The fragment of a Google sign-in names a ticket that is gone now.
    if (location.hash) void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }

  if (ticket) {
    return (
      <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
        <SecondStepForm ticket={ticket} onSignedIn={signedIn} onRestart={handleRestart} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <form className="form" onSubmit={(event) => void handleSubmit(event)}>
        <FormFailure message={error} />
        <EmailField value={email} onChange={setEmail} />
        <FormField
          id="password"
          type="password"
          label={t('fields.password')}
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          required
        />
        <div className="auth-row">
          <label className="auth-check">
            <input
              type="checkbox"
              name="rememberMe"
              checked={rememberMe}
              onChange={(event) => setRememberMe(event.target.checked)}
            />
            {t('login.rememberMe')}
          </label>
          <Link to="/forgot-password">{t('login.forgotPassword')}</Link>
        </div>
        <button type="submit" className="button button--primary button--block" disabled={busy}>
          {busy ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
      <GoogleButton rememberMe={rememberMe} />
      <p className="auth-links">
        {t('login.noAccount')}{' '}
        <Link to="/signup" state={location.state}>
          {t('login.signUp')}
        </Link>
      </p>
    </AuthCard>
  );
}
