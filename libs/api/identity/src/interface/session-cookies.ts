import { Inject, Injectable } from '@nestjs/common';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import { ACCESS_COOKIE, SIGNED_IN_COOKIE } from '@liveqr/shared/contracts';
import type { FastifyReply } from 'fastify';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_MS } from '../domain/session-policy';
import { TWO_FACTOR } from '../domain/two-factor-policy';
import type { IssuedSession } from '../infrastructure/session-tokens';

export const REFRESH_COOKIE = 'liveqr_refresh';
export const OAUTH_STATE_COOKIE = 'liveqr_oauth_state';
/** "Remember this device": a random token whose hash the server keeps; sign-in and Google read it. */
export const TRUSTED_DEVICE_COOKIE = 'liveqr_trusted_device';
/** The refresh token only travels to the endpoints that use it. */
const REFRESH_COOKIE_PATH = '/api/auth';
export const OAUTH_STATE_COOKIE_PATH = '/api/auth/google';

/**
 * The session as httpOnly, SameSite=Lax cookies, Secure behind https. "Remember me" makes
 * both cookies outlive the browser (the refresh cookie for 30 days); otherwise they are
 * session cookies that end with the browser. A readable SIGNED_IN_COOKIE goes with them.
 */
@Injectable()
export class SessionCookies {
  private readonly base: CookieSerializeOptions;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.base = { httpOnly: true, sameSite: 'lax', secure: config.publicUrl.startsWith('https://') };
  }

  set(reply: FastifyReply, session: IssuedSession): void {
    const persistent = session.persistent;
    void reply.setCookie(ACCESS_COOKIE, session.accessToken, {
      ...this.base,
      path: '/',
      ...(persistent ? { maxAge: ACCESS_TOKEN_TTL_SECONDS } : {}),
    });
    void reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
      ...this.base,
      path: REFRESH_COOKIE_PATH,
      ...(persistent ? { maxAge: REFRESH_TOKEN_TTL_MS / 1000 } : {}),
    });
    // Lives as long as the refresh cookie: while it does, a session can be read or renewed.
    void reply.setCookie(SIGNED_IN_COOKIE, '1', {
      ...this.base,
      httpOnly: false,
      path: '/',
      ...(persistent ? { maxAge: REFRESH_TOKEN_TTL_MS / 1000 } : {}),
    });
  }

  clear(reply: FastifyReply): void {
    void reply.clearCookie(ACCESS_COOKIE, { ...this.base, path: '/' });
    void reply.clearCookie(REFRESH_COOKIE, { ...this.base, path: REFRESH_COOKIE_PATH });
    void reply.clearCookie(SIGNED_IN_COOKIE, { ...this.base, httpOnly: false, path: '/' });
  }

  setTrustedDevice(reply: FastifyReply, token: string): void {
    void reply.setCookie(TRUSTED_DEVICE_COOKIE, token, {
      ...this.base,
      path: REFRESH_COOKIE_PATH,
      maxAge: TWO_FACTOR.trustedDeviceTtlMs / 1000,
    });
  }

  /** The Google sign-in `state`, signed, for ten minutes. */
  setOAuthState(reply: FastifyReply, value: string): void {
    void reply.setCookie(OAUTH_STATE_COOKIE, value, {
      ...this.base,
      path: OAUTH_STATE_COOKIE_PATH,
      maxAge: 600,
      signed: true,
    });
  }

  clearOAuthState(reply: FastifyReply): void {
    void reply.clearCookie(OAUTH_STATE_COOKIE, { ...this.base, path: OAUTH_STATE_COOKIE_PATH });
  }
}
