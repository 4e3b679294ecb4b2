import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import type { AuthenticatedUser } from '@liveqr/shared/contracts';
import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { TrustErrorCode, TrustException } from '../domain/trust.exception';
import type { OperatorStatusResponseDto } from './dto/report.dto';

/**
 * Operators are the signed-in users that ADMIN_EMAILS names, once they have proven the address
 * (else anyone could sign up with a listed address that has no account yet) and turned on
 * two-factor. Read from the principal, which carries both: no query.
 */
export function operatorStatus(user: AuthenticatedUser | undefined, config: AppConfig): OperatorStatusResponseDto {
  if (!user || !config.trust.adminEmails.includes(user.email.toLowerCase())) return { operator: false, missing: [] };
  const missing: OperatorStatusResponseDto['missing'] = [];
  if (!user.emailVerified) missing.push('verified_email');
  if (!user.twoFactorEnabled) missing.push('two_factor');
  return { operator: missing.length === 0, missing };
}

/** Lets operators through; runs after identity's session guard, so the caller is signed in. */
@Injectable()
export class OperatorGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const { user } = context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>();
    const { operator, missing } = operatorStatus(user, this.config);
    if (operator) return true;
    if (missing.length > 0)
      throw new TrustException(TrustErrorCode.OperatorRequirementsMissing, undefined, { missing });
    throw new TrustException(TrustErrorCode.NotOperator);
  }
}
