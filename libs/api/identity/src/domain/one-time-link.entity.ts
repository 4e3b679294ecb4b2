import { defineEntity, p } from '@mikro-orm/postgresql';

/**
 * Links mailed to the owner of an address that work once and expire: password reset, and e-mail
 * verification (whose `email` is the address it verifies: the account's, or a new one it changes to).
 * A new link of a kind voids the older ones of that user.
 */
const linkProperties = {
  id: p.uuid().primary(),
  userId: p.uuid(),
  /** SHA-256 of the random token in the link. */
  tokenHash: p.string(),
  expiresAt: p.datetime(),
  usedAt: p.datetime().nullable(),
  createdAt: p.datetime(),
};

const PasswordResetTokenSchema = defineEntity({
  name: 'PasswordResetToken',
  tableName: 'password_reset_tokens',
  properties: linkProperties,
});

export class PasswordResetToken extends PasswordResetTokenSchema.class {}
PasswordResetTokenSchema.setClass(PasswordResetToken);

const EmailVerificationTokenSchema = defineEntity({
  name: 'EmailVerificationToken',
  tableName: 'email_verification_tokens',
  properties: { ...linkProperties, email: p.string() },
});

export class EmailVerificationToken extends EmailVerificationTokenSchema.class {}
EmailVerificationTokenSchema.setClass(EmailVerificationToken);

export type OneTimeLink = PasswordResetToken | EmailVerificationToken;
