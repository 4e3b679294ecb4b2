import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError, apiErrorText } from '@liveqr/web/api-client';
import { authApi, NEW_PASSWORD_PROBLEM_KEYS, newPasswordProblemOf, passwordErrorKey } from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import { LoadingState } from '@liveqr/web/ui';
import { NewPasswordFields } from './auth-fields';
import { AUTH_DELAYS, AuthCard, useAuthPageTitle, FormFailure } from './auth-ui';

type ResetState = 'checking' | 'form' | 'submitting' | 'invalid' | 'success';

const ERROR_PARAMS = ['error', 'error_code', 'error_description'] as const;
/** Spec §8: where an unusable reset link leads ('Link Expired', in the reader's language). */
const INVALID_LINK = '/auth/error?error=access_denied';

/**
 * /reset-password?token=…: an error in the hash goes on to /auth/error; a link the server no
 * longer accepts (used, expired, malformed) too. Otherwise the new-password form.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  useAuthPageTitle(t('reset.title'));
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<ResetState>('checking');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState('');

  useEffect(() => {
    const hash = new URLSearchParams(location.hash.slice(1));
    if (hash.get('error')) {
      const forwarded = new URLSearchParams();
      for (const name of ERROR_PARAMS) if (hash.get(name)) forwarded.set(name, hash.get(name) as string);
      void navigate(`/auth/error?${forwarded}`, { replace: true });
      return;
    }
    let active = true;
    const check = token ? authApi.checkResetLink(token) : Promise.reject(new Error('no token'));
    check.then(
      () => active && setState('form'),
      () => active && navigate(INVALID_LINK, { replace: true }),
    );
    return () => {
      active = false;
    };
  }, [token, location.hash, navigate]);

  useEffect(() => {
    if (state !== 'success') return;
    const timer = setTimeout(() => void navigate('/login', { replace: true }), AUTH_DELAYS.resetSuccessRedirectMs);
    return () => clearTimeout(timer);
  }, [state, navigate]);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setState('submitting');
    setError('');
    // The owner's name is not known here: the server also refuses a password built from it.
    const problem = await newPasswordProblemOf(password, confirmPassword, {}).catch(() => undefined);
    if (problem) {
      setError(t(NEW_PASSWORD_PROBLEM_KEYS[problem]));
      setState('form');
      return;
    }
    try {
      await authApi.resetPassword(token, password, confirmPassword);
      setState('success');
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'RESET_LINK_INVALID') {
        setState('invalid');
      } else {
        const passwordKey = passwordErrorKey(failure);
        setError(passwordKey ? t(passwordKey) : apiErrorText(t, failure, t('reset.failed')));
        setState('form');
      }
    }
  }

  if (state === 'checking') return <LoadingState label={t('account.loading')} />;
  return (
    <AuthCard title={t('reset.title')} subtitle={state === 'success' ? undefined : t('reset.intro')}>
      {state === 'success' ? (
        <div role="status">
          <p className="form__success">{t('reset.success')}</p>
          <p className="muted">{t('reset.redirecting')}</p>
        </div>
      ) : state === 'invalid' ? (
        <div>
          <FormFailure message={t('reset.invalidSession')} />
          <p className="auth-links">
            <Link to="/forgot-password">{t('reset.requestNew')}</Link>
          </p>
        </div>
      ) : (
        <form className="form" onSubmit={(event) => void handleSubmit(event)}>
          <FormFailure message={error} />
          <NewPasswordFields
            label={t('reset.newPassword')}
            password={password}
            onPasswordChange={setPassword}
            confirmPassword={confirmPassword}
            onConfirmPasswordChange={setConfirmPassword}
            owner={{}}
            shownError={error}
          />
          <button type="submit" className="button button--primary button--block" disabled={state === 'submitting'}>
            {state === 'submitting' ? t('reset.submitting') : t('reset.submit')}
          </button>
        </form>
      )}
      {state !== 'success' && (
        <p className="auth-links">
          <Link to="/login">{t('reset.backToLogin')}</Link> · <Link to="/login">{t('reset.backToSignIn')}</Link>
        </p>
      )}
    </AuthCard>
  );
}
