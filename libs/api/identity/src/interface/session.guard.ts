import { type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { IS_PUBLIC, READS_OPTIONAL_USER } from '@liveqr/api/platform';
import type { AuthenticatedUser } from '@liveqr/shared/contracts';
import { IdentityErrorCode, IdentityException } from '../domain/identity.exception';

/**
 * Global guard: every route needs a valid access token unless it is marked `@Public()`;
 * `@PublicWithOptionalUser()` routes read the session when there is one and pass without it.
 */
@Injectable()
export class SessionGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    const isPublic = this.flag(IS_PUBLIC, context);
    return isPublic && !this.flag(READS_OPTIONAL_USER, context) ? true : super.canActivate(context);
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

  private flag(key: string, context: ExecutionContext): boolean {
    return this.reflector.getAllAndOverride<boolean>(key, [context.getHandler(), context.getClass()]) === true;
  }
}
