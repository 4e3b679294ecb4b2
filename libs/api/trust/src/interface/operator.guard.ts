import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import type { AuthenticatedUser } from '@liveqr/shared/contracts';
import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { TrustErrorCode, TrustException } from '../domain/trust.exception';

/** True for the signed-in users that ADMIN_EMAILS names: the operators' role comes from configuration. */
export function isOperator(user: AuthenticatedUser | undefined, config: AppConfig): boolean {
  return user !== undefined && config.trust.adminEmails.includes(user.email.toLowerCase());
}

/** Lets operators through; runs after identity's session guard, so the caller is signed in. */
@Injectable()
export class OperatorGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const { user } = context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>();
    if (!isOperator(user, this.config)) throw new TrustException(TrustErrorCode.NotOperator);
    return true;
  }
}
