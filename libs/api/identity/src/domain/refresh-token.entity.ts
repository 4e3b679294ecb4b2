import { defineEntity, p } from '@mikro-orm/postgresql';

const RefreshTokenSchema = defineEntity({
  name: 'RefreshToken',
  tableName: 'refresh_tokens',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    /** Every rotation of one sign-in belongs to its session (whose end ends them all); reuse of a rotated token ends it. */
    sessionId: p.uuid(),
    /** SHA-256 of the token; the token itself only ever lives in the browser's cookie. */
    tokenHash: p.string(),
    /** "Remember me": the cookie outlives the browser session. */
    persistent: p.boolean(),
    expiresAt: p.datetime(),
    rotatedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});

export class RefreshToken extends RefreshTokenSchema.class {
  isUsable(now = new Date()): boolean {
    return !this.rotatedAt && this.expiresAt > now;
  }

  /** A token that was already rotated and is presented again: someone kept a copy. */
  isReplay(): boolean {
    return Boolean(this.rotatedAt);
  }
}
RefreshTokenSchema.setClass(RefreshToken);
