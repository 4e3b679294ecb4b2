import { defineEntity, p } from '@mikro-orm/postgresql';
import type { PasswordOwner } from '@liveqr/shared/password-strength';

const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.uuid().primary(),
    /** Trimmed; unique case-insensitively (index on lower(email)). */
    email: p.string(),
    /** When the owner of the address proved it (mailed link, Google, password reset); null until then. */
    emailVerifiedAt: p.datetime().nullable(),
    /** argon2id; null for accounts that only sign in with Google. */
    passwordHash: p.text().nullable(),
    googleId: p.string().nullable(),
    firstName: p.string(),
    lastName: p.string(),
    createdAt: p.datetime(),
  },
});

export class User extends UserSchema.class {
  /** The signed-in user as the API returns it (spec §3 User; SessionUserDto). */
  toSessionUser() {
    return {
      id: this.id,
      email: this.email,
      firstName: this.firstName,
      lastName: this.lastName,
      emailVerified: this.isEmailVerified(),
    };
  }

  isEmailVerified(): boolean {
    return this.emailVerifiedAt !== null && this.emailVerifiedAt !== undefined;
  }

  /** Whether `email` is this account's address: addresses are unique regardless of letter case. */
  hasEmail(email: string): boolean {
    return this.email.toLowerCase() === normalizeEmail(email).toLowerCase();
  }

  /** The owner of the address has shown they read its mail; later proofs keep the first date. */
  markEmailVerified(now = new Date()): void {
    this.emailVerifiedAt ??= now;
  }

  /** What a new password may not be built from. */
  passwordOwner(): PasswordOwner {
    return { firstName: this.firstName, lastName: this.lastName, email: this.email };
  }
}
UserSchema.setClass(User);

export type SessionUser = ReturnType<User['toSessionUser']>;

/** The one normal form of an e-mail address for storage and comparison. */
export function normalizeEmail(email: string): string {
  return email.trim();
}
