import type { AuthenticatedUser } from '@liveqr/shared/contracts';
import { createParamDecorator, type ExecutionContext, UnauthorizedException } from '@nestjs/common';

/**
 * The signed-in caller of a protected route, as the identity context's global guard set it.
 * Every query is scoped by this user's id.
 */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedUser => {
  const user = context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>().user;
  if (!user) throw new UnauthorizedException('You must be signed in');
  return user;
});

/** The caller of a `@PublicWithOptionalUser()` route: the signed-in user, or null. */
export const OptionalUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthenticatedUser | null =>
    context.switchToHttp().getRequest<{ user?: AuthenticatedUser | null }>().user ?? null,
);
