import { createHash, randomBytes } from 'node:crypto';

/** The random token of an invitation's link, and the SHA-256 digest that is stored instead of it. */
export function newInvitationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
