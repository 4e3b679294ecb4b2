import { type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import {
  ACCEPTS_API_KEY,
  ACCESS_RULE,
  type AccessRule,
  API_KEY_ONLY,
  APP_CONFIG,
  type AppConfig,
  inWorkspace,
  IS_PUBLIC,
  isPublicApiRoute,
  RateLimiter,
  READS_OPTIONAL_USER,
  TooManyAttemptsException,
  WorkspaceAccessErrorCode,
  WorkspaceAccessException,
  WorkspaceMemberships,
} from '@liveqr/api/platform';
import {
  type ApiScope,
  type AuthenticatedUser,
  roleCovers,
  WORKSPACE_HEADER,
  WORKSPACE_QUERY_PARAMETER,
  type WorkspaceRole,
} from '@liveqr/shared/contracts';
import { isUUID } from 'class-validator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { looksLikeApiKey } from '../domain/api-key-secret';
import { IdentityErrorCode, IdentityException } from '../domain/identity.exception';
import { type ApiKeyPrincipal, ApiKeys } from '../infrastructure/api-keys';
import type { SessionPrincipal } from '../infrastructure/session-registry';

const MINUTE_MS = 60_000;
const READING_METHODS = new Set(['GET', 'HEAD']);
const WORKSPACE_HEADER_KEY = WORKSPACE_HEADER.toLowerCase();

type Caller = SessionPrincipal | ApiKeyPrincipal;

/**
 * Global guard, the one door for every caller: every route needs a session (access token cookie or
 * Bearer) or, on the versioned public API only, a personal API key with the scope the request
 * needs. Both yield the same principal. `@Public()` routes need neither; `@PublicWithOptionalUser()`
 * routes read the session when there is one and pass without it.
 *
 * It then places the caller in the workspace the call acts on, with their role there, and refuses
 * a role below the route's rule (`@RequiresRole`): every query after it is scoped by that workspace.
 */
@Injectable()
export class CallerGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    private readonly apiKeys: ApiKeys,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly memberships: WorkspaceMemberships,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.flag(IS_PUBLIC, context) && !this.flag(READS_OPTIONAL_USER, context)) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: Caller | AuthenticatedUser | null }>();
    const apiKey = bearerApiKey(request);
    if (apiKey === undefined) {
      if (this.keyOnlyScope(context)) throw new IdentityException(IdentityErrorCode.ApiKeyRequired);
      if (!((await super.canActivate(context)) as boolean)) return false;
    } else {
      request.user = await this.admitApiKey(context, request, apiKey);
    }
    if (request.user) request.user = await this.placeInWorkspace(context, request, request.user as Caller);
    return true;
  }

  /**
   * The caller in the workspace the route acts on, with their role there. A session acts on the
   * workspace the header (or the path) names, else on its personal one; a key on its own only,
   * with its creator's current role. Someone else's workspace, or one they left, is a 404.
   */
  private async placeInWorkspace(
    context: ExecutionContext,
    request: FastifyRequest,
    caller: Caller,
  ): Promise<AuthenticatedUser> {
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, [
      context.getHandler(),
      context.getClass(),
    ]);
    const keyWorkspace = 'apiKeyId' in caller ? caller.workspaceId : undefined;
    if (!rule || rule.on === 'account') {
      // Public routes that read an optional session, and the caller's own account: no workspace but their own.
      if (!rule && !this.flag(IS_PUBLIC, context))
        throw new WorkspaceAccessException(WorkspaceAccessErrorCode.RoleTooLow);
      return inWorkspace(caller, keyWorkspace ?? caller.id, 'owner');
    }
    const named = rule.workspaceFrom === 'path' ? pathWorkspace(request) : requestedWorkspace(request);
    if (named !== undefined && !isUUID(named)) throw new WorkspaceAccessException(WorkspaceAccessErrorCode.NotFound);
    if (keyWorkspace !== undefined && named !== undefined && named !== keyWorkspace) {
      throw new WorkspaceAccessException(WorkspaceAccessErrorCode.ApiKeyOtherWorkspace);
    }
    const workspaceId = keyWorkspace ?? named ?? caller.id;
    const role = await this.roleIn(caller, workspaceId);
    if (!roleCovers(role, rule.role)) {
      throw new WorkspaceAccessException(WorkspaceAccessErrorCode.RoleTooLow, undefined, { requiredRole: rule.role });
    }
    return inWorkspace(caller, workspaceId, role);
  }

  /** A person owns their personal workspace for good; any other membership is looked up (from memory mostly). */
  private async roleIn(caller: Caller, workspaceId: string): Promise<WorkspaceRole> {
    const role = workspaceId === caller.id ? 'owner' : await this.memberships.roleOf(caller.id, workspaceId);
    if (role) return role;
    // A key whose creator is no longer a member is refused as revoked (removal revokes it, too).
    if ('apiKeyId' in caller) throw new IdentityException(IdentityErrorCode.ApiKeyRevoked);
    throw new WorkspaceAccessException(WorkspaceAccessErrorCode.NotFound);
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
  ): Promise<ApiKeyPrincipal> {
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
    const needed: ApiScope = this.keyOnlyScope(context) ?? (READING_METHODS.has(request.method) ? 'read' : 'write');
    if (!principal.scopes.includes(needed)) {
      throw new IdentityException(IdentityErrorCode.ApiKeyScopeMissing, undefined, { requiredScope: needed });
    }
    return principal;
  }

  /** The scope an `@ApiKeyOnly` route asks of every key, whatever the method; undefined elsewhere. */
  private keyOnlyScope(context: ExecutionContext): ApiScope | undefined {
    return this.reflector.getAllAndOverride<ApiScope | undefined>(API_KEY_ONLY, [
      context.getHandler(),
      context.getClass(),
    ]);
  }

  private flag(key: string, context: ExecutionContext): boolean {
    return this.reflector.getAllAndOverride<boolean>(key, [context.getHandler(), context.getClass()]) === true;
  }
}

/**
 * The header's workspace, else the `workspace` query parameter of a navigation (a download link, a
 * form), which is taken out of the query so that no route's query validation sees it.
 */
function requestedWorkspace(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.[WORKSPACE_QUERY_PARAMETER];
  if (query && fromQuery !== undefined) delete query[WORKSPACE_QUERY_PARAMETER];
  const fromHeader = request.headers[WORKSPACE_HEADER_KEY];
  if (typeof fromHeader === 'string' && fromHeader !== '') return fromHeader;
  return typeof fromQuery === 'string' && fromQuery !== '' ? fromQuery : undefined;
}

function pathWorkspace(request: FastifyRequest): string | undefined {
  return (request.params as Record<string, string | undefined> | undefined)?.['id'];
}

/** A personal API key sent as `Authorization: Bearer lq_live_...`; anything else is a session's business. */
function bearerApiKey(request: FastifyRequest): string | undefined {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  return token !== undefined && looksLikeApiKey(token) ? token : undefined;
}
