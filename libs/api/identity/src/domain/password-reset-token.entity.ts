import { defineEntity, p } from '@mikro-orm/postgresql';

const PasswordResetTokenSchema = defineEntity({
  name: 'PasswordResetToken',
  tableName: 'password_reset_tokens',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    /** SHA-256 of the random token sent by e-mail. */
    tokenHash: p.string(),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});

export class PasswordResetToken extends PasswordResetTokenSchema.class {
  isExpired(now = new Date()): boolean {
    return this.expiresAt <= now;
  }
}
PasswordResetTokenSchema.setClass(PasswordResetToken);
