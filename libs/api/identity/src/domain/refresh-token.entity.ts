import { defineEntity, p } from '@mikro-orm/postgresql';

const RefreshTokenSchema = defineEntity({
  name: 'RefreshToken',
  tableName: 'refresh_tokens',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    /** Every rotation of one sign-in shares the family; reuse of a rotated token revokes the family. */
    familyId: p.uuid(),
    /** SHA-256 of the token; the token itself only ever lives in the browser's cookie. */
    tokenHash: p.string(),
    /** "Remember me": the cookie outlives the browser session. */
    persistent: p.boolean(),
    expiresAt: p.datetime(),
    rotatedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});

export class RefreshToken extends RefreshTokenSchema.class {
  isUsable(now = new Date()): boolean {
    return !this.rotatedAt && !this.revokedAt && this.expiresAt > now;
  }

  /** A token that was already rotated or revoked and is presented again: someone kept a copy. */
  isReplay(): boolean {
    return Boolean(this.rotatedAt || this.revokedAt);
  }
}
RefreshTokenSchema.setClass(RefreshToken);
