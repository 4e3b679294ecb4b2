import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '@liveqr/web/api-client';
import { authApi, useAuth } from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import { LoadingState } from '@liveqr/web/ui';
import { AuthCard, FormFailure, useAuthPageTitle } from './auth-ui';

type VerifyState = { status: 'checking' } | { status: 'confirmed'; email: string } | { status: 'failed'; key: string };

/**
 * /verify-email?token=…, the link of a verification mail: confirms the address it was sent to (or
 * moves the account to it) whether or not this browser is signed in.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  useAuthPageTitle(t('verifyEmail.title'));
  const { user, reloadUser } = useAuth();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<VerifyState>({ status: 'checking' });

  useEffect(() => {
    let active = true;
    const verify = token ? authApi.verifyEmail(token) : Promise.reject(new Error('no token'));
    verify.then(
      ({ user: verified }) => {
        if (!active) return;
        setState({ status: 'confirmed', email: verified.email });
        // A signed-in browser drops the banner (and shows a changed address) at once.
        reloadUser().catch(() => undefined);
      },
      (error: unknown) => {
        if (!active) return;
        const taken = error instanceof ApiError && error.code === 'EMAIL_TAKEN';
        setState({ status: 'failed', key: taken ? 'verifyEmail.taken' : 'verifyEmail.invalid' });
      },
    );
    return () => {
      active = false;
    };
  }, [token, reloadUser]);

  if (state.status === 'checking') return <LoadingState label={t('verifyEmail.checking')} />;
  return (
    <AuthCard title={t('verifyEmail.title')}>
      {state.status === 'confirmed' ? (
        <p className="form__success" role="status">
          {t('verifyEmail.confirmed', { email: state.email })}
        </p>
      ) : (
        <>
          <FormFailure message={t(state.key)} />
          <p className="muted">{t('verifyEmail.requestNew')}</p>
        </>
      )}
      <p className="auth-links">
        {user ? (
          <Link to="/dashboard">{t('verifyEmail.toDashboard')}</Link>
        ) : (
          <Link to="/login">{t('verifyEmail.toLogin')}</Link>
        )}
      </p>
    </AuthCard>
  );
}
