import { type ReactNode, useEffect, useState } from 'react';
import { authApi } from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import './auth.css';

/** Spec §9: the waits and redirect delays of the auth screens. */
export const AUTH_DELAYS = { callbackWaitMs: 1000, failureRedirectMs: 2000, resetSuccessRedirectMs: 2000 } as const;

export interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The document title of an auth screen that has no meta texts of its own (login and signup have). */
export function useAuthPageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} — LiveQR`;
  }, [title]);
}

/** The centred card every sign-in screen sits in. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <div className="auth-page">
      <section className="card auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        {subtitle && <p className="muted auth-card__subtitle">{subtitle}</p>}
        {children}
      </section>
    </div>
  );
}

/** Errors above a form: a red box (spec §8). */
export function FormFailure({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p className="form__failure" role="alert">
      {message}
    </p>
  );
}

/** The sign-in throttle's answer in the reader's language, in seconds or (from 90 s) minutes. */
export function tooManyAttemptsMessage(t: (key: string, options: { count: number }) => string, retryAfterSeconds = 60) {
  return retryAfterSeconds < 90
    ? t('auth:login.tooManyAttemptsSeconds', { count: retryAfterSeconds })
    : t('auth:login.tooManyAttemptsMinutes', { count: Math.ceil(retryAfterSeconds / 60) });
}

/**
 * 'Continue with Google': a full-page visit to the API, which returns through /auth/callback.
 * Shown only once the API says Google is configured: without GOOGLE_CLIENT_ID there is nothing to offer.
 */
export function GoogleButton({ rememberMe = false }: { rememberMe?: boolean }) {
  const { t } = useTranslation('auth');
  const [configured, setConfigured] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    let active = true;
    authApi
      .providers()
      .then((providers) => active && setConfigured(providers.google))
      .catch(() => active && setConfigured(false));
    return () => {
      active = false;
    };
  }, []);
  if (!configured) return null;
  return (
    <>
      <p className="auth-divider">{t('google.or')}</p>
      <button
        type="button"
        className="button button--block"
        onClick={() => window.location.assign(authApi.googleSignInUrl(rememberMe))}
      >
        {t('google.continue')}
      </button>
    </>
  );
}
