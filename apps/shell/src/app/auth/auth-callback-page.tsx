import { apiErrorText } from '@liveqr/web/api-client';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import { AUTH_DELAYS, AuthCard, useAuthPageTitle } from './auth-ui';

type CallbackError = 'auth_failed' | 'no_session' | 'callback_failed';

/**
 * /auth/callback, where Google sign-in returns: waits 1 s, reads the session and goes to
 * /dashboard; otherwise shows the error for 2 s and goes to /login?error=<code>.
 */
export function AuthCallbackPage() {
  const { t } = useTranslation('auth');
  useAuthPageTitle(t('callback.completing'));
  const { reloadUser } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const providerFailed = params.has('error');
  const [message, setMessage] = useState('');

  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout>;
    const fail = (text: string, code: CallbackError) => {
      if (!active) return;
      setMessage(text);
      timer = setTimeout(() => void navigate(`/login?error=${code}`, { replace: true }), AUTH_DELAYS.failureRedirectMs);
    };
    async function complete() {
      let user;
      try {
        user = await reloadUser();
      } catch (error) {
        return fail(apiErrorText(t, error, t('callback.failed')), 'auth_failed');
      }
      if (!user) return fail(t('callback.noSession'), 'no_session');
      if (active) void navigate('/dashboard', { replace: true });
    }
    if (providerFailed) {
      fail(t('callback.failed'), 'auth_failed');
    } else {
      timer = setTimeout(
        () =>
          void complete().catch((error: unknown) =>
            fail(apiErrorText(t, error, t('callback.failed')), 'callback_failed'),
          ),
        AUTH_DELAYS.callbackWaitMs,
      );
    }
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [providerFailed, reloadUser, navigate, t]);

  return (
    <AuthCard title={t('callback.completing')}>
      {message ? (
        <p className="form__failure" role="alert">
          {t('callback.errorPrefix')}
          {message}
        </p>
      ) : (
        <p className="muted" role="status">
          {t('callback.wait')}
        </p>
      )}
    </AuthCard>
  );
}
