import { defineEntity, p } from '@mikro-orm/postgresql';
import type { SessionUser } from '@liveqr/shared/contracts';

const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.uuid().primary(),
    /** Trimmed; unique case-insensitively (index on lower(email)). */
    email: p.string(),
    /** argon2id; null for accounts that only sign in with Google. */
    passwordHash: p.text().nullable(),
    googleId: p.string().nullable(),
    firstName: p.string(),
    lastName: p.string(),
    /** Carried in every access token; raising it ends every session issued so far (password reset or change). */
    sessionVersion: p.integer(),
    createdAt: p.datetime(),
  },
});

export class User extends UserSchema.class {
  toSessionUser(): SessionUser {
    return { id: this.id, email: this.email, firstName: this.firstName, lastName: this.lastName };
  }

  /** Ends every session issued so far, their access tokens included. */
  invalidateSessions(): void {
    this.sessionVersion += 1;
  }

  acceptsSessionVersion(version: unknown): boolean {
    return version === this.sessionVersion;
  }
}
UserSchema.setClass(User);

/** The one normal form of an e-mail address for storage and comparison. */
export function normalizeEmail(email: string): string {
  return email.trim();
}
