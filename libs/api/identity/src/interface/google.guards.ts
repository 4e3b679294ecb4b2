import { randomBytes } from 'node:crypto';
import { type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { AuthGuard, type AuthGuardAuthenticateOptions } from '@nestjs/passport';
import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GoogleIdentity } from '../application/commands/sign-in-with-google/sign-in-with-google.command';
import { IdentityErrorCode, IdentityException } from '../domain/identity.exception';
import { OAUTH_STATE_COOKIE, SessionCookies } from './session-cookies';

/** What the callback guard leaves on the request for the controller. */
export type GoogleOutcome = { identity: GoogleIdentity; rememberMe: boolean } | { identity: undefined };
export type RequestWithGoogleOutcome = FastifyRequest & {
  googleOutcome?: GoogleOutcome;
  googleIdentity?: GoogleIdentity;
};

function httpOf(context: ExecutionContext) {
  const http = context.switchToHttp();
  return { request: http.getRequest<RequestWithGoogleOutcome>(), reply: http.getResponse<FastifyReply>() };
}

/** Starts the flow: a fresh `state` goes to Google and, signed, into a short-lived cookie. */
@Injectable()
export class GoogleStartGuard extends AuthGuard('google') {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cookies: SessionCookies,
  ) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    if (!this.config.google) throw new IdentityException(IdentityErrorCode.GoogleNotConfigured);
    return super.canActivate(context);
  }

  override getAuthenticateOptions(context: ExecutionContext): AuthGuardAuthenticateOptions {
    const { request, reply } = httpOf(context);
    const state = randomBytes(24).toString('base64url');
    const rememberMe = (request.query as Record<string, string | undefined>)['remember'] === 'true';
    this.cookies.setOAuthState(reply, `${state}.${rememberMe ? 1 : 0}`);
    return { session: false, state };
  }
}

/**
 * Ends the flow: the `state` must equal the signed cookie's (else a forged callback), then
 * passport exchanges the code and reads the user info. Failures become an outcome without
 * identity, which the controller turns into a redirect the web app understands.
 */
@Injectable()
export class GoogleCallbackGuard extends AuthGuard('google') {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cookies: SessionCookies,
  ) {
    super({ property: 'googleIdentity', session: false });
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!this.config.google) throw new IdentityException(IdentityErrorCode.GoogleNotConfigured);
    const { request, reply } = httpOf(context);
    const cookie = request.cookies[OAUTH_STATE_COOKIE];
    this.cookies.clearOAuthState(reply);
    const unsigned = cookie ? request.unsignCookie(cookie) : undefined;
    const [state, remember] = unsigned?.valid && unsigned.value ? unsigned.value.split('.') : [];
    const given = (request.query as Record<string, string | undefined>)['state'];
    request.googleOutcome = { identity: undefined };
    if (!state || state !== given) return true;
    try {
      await super.canActivate(context);
      if (request.googleIdentity)
        request.googleOutcome = { identity: request.googleIdentity, rememberMe: remember === '1' };
    } catch {
      // Denied consent, a bad code, an unreachable provider: the outcome stays a failure.
    }
    return true;
  }
}
