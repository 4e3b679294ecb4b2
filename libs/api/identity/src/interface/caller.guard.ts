import { type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import {
  ACCEPTS_API_KEY,
  APP_CONFIG,
  type AppConfig,
  IS_PUBLIC,
  isPublicApiRoute,
  RateLimiter,
  READS_OPTIONAL_USER,
  TooManyAttemptsException,
} from '@liveqr/api/platform';
import type { ApiScope, AuthenticatedUser } from '@liveqr/shared/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { looksLikeApiKey } from '../domain/api-key-secret';
import { IdentityErrorCode, IdentityException } from '../domain/identity.exception';
import { ApiKeys } from '../infrastructure/api-keys';

const MINUTE_MS = 60_000;
const READING_METHODS = new Set(['GET', 'HEAD']);

/**
 * Global guard, the one door for every caller: every route needs a session (access token cookie or
 * Bearer) or, on the versioned public API only, a personal API key with the scope the request
 * needs. Both yield the same principal. `@Public()` routes need neither; `@PublicWithOptionalUser()`
 * routes read the session when there is one and pass without it.
 */
@Injectable()
export class CallerGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    private readonly apiKeys: ApiKeys,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.flag(IS_PUBLIC, context) && !this.flag(READS_OPTIONAL_USER, context)) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthenticatedUser }>();
    const apiKey = bearerApiKey(request);
    if (apiKey === undefined) return (await super.canActivate(context)) as boolean;
    request.user = await this.admitApiKey(context, request, apiKey);
    return true;
  }

  override handleRequest<TUser = AuthenticatedUser>(
    error: unknown,
    user: TUser | false,
    _info: unknown,
    context: ExecutionContext,
  ): TUser {
    if (!error && user) return user;
    if (this.flag(READS_OPTIONAL_USER, context)) return null as TUser;
    throw new IdentityException(IdentityErrorCode.NotSignedIn);
  }

  /** Where keys may go first (no lookup for a key on an account route), then whose, how often, and for what. */
  private async admitApiKey(
    context: ExecutionContext,
    request: FastifyRequest,
    secret: string,
  ): Promise<AuthenticatedUser> {
    if (!this.flag(ACCEPTS_API_KEY, context) || !isPublicApiRoute(request.routeOptions.url)) {
      throw new IdentityException(IdentityErrorCode.ApiKeyNotAllowed);
    }
    const principal = await this.apiKeys.authenticate(secret);
    const allowance = await this.limiter.hit(
      `api-key:${principal.apiKeyId}`,
      this.config.apiKeyRequestsPerMinute,
      MINUTE_MS,
    );
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    void reply.headers({
      'ratelimit-limit': allowance.limit,
      'ratelimit-remaining': allowance.remaining,
      'ratelimit-reset': allowance.resetSeconds,
    });
    if (!allowance.allowed) {
      void reply.header('retry-after', allowance.resetSeconds);
      throw new TooManyAttemptsException(allowance.resetSeconds);
    }
    const needed: ApiScope = READING_METHODS.has(request.method) ? 'read' : 'write';
    if (!principal.scopes.includes(needed)) {
      throw new IdentityException(IdentityErrorCode.ApiKeyScopeMissing, undefined, { requiredScope: needed });
    }
    return principal;
  }

  private flag(key: string, context: ExecutionContext): boolean {
    return this.reflector.getAllAndOverride<boolean>(key, [context.getHandler(), context.getClass()]) === true;
  }
}

/** A personal API key sent as `Authorization: Bearer lq_live_...`; anything else is a session's business. */
function bearerApiKey(request: FastifyRequest): string | undefined {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  return token !== undefined && looksLikeApiKey(token) ? token : undefined;
}
