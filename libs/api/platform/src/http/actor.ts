import type { Actor, AuthenticatedUser } from '@liveqr/shared/contracts';

/** Who makes the call, for the commands that record it: the person, and the API key they used (if any). */
export function actorOf(user: AuthenticatedUser): Actor {
  return { userId: user.id, apiKeyId: user.apiKeyId ?? null };
}
