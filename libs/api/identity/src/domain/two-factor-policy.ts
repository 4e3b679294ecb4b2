import { randomBytes } from 'node:crypto';

/** Two-factor sign-in with an authenticator app (TOTP, RFC 6238) and single-use recovery codes. */
export const TWO_FACTOR = {
  /** The issuer an authenticator app shows beside the account. */
  issuer: 'LiveQR',
  /** Codes of the step before and after the current one are accepted too (clocks drift). */
  window: 1,
  /** How long a sign-in waits for its second step. */
  ticketTtlMs: 5 * 60 * 1000,
  /** Wrong codes after which a sign-in's ticket is gone (the sign-in throttle counts them too). */
  ticketMaxFailures: 5,
  /** "Remember this device". */
  trustedDeviceTtlMs: 30 * 24 * 60 * 60 * 1000,
  recoveryCodeCount: 10,
} as const;

const TOTP_CODE = /^\d{6}$/;
/** Base32 in lower case: 32 characters (5 bits a byte, no bias), no 0, 1, 8 or 9 to mistake for letters. */
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const RECOVERY_CODE_LENGTH = 10;

/** A code from the authenticator app (six digits; spaces as apps show them are ignored), else null. */
export function totpCodeOf(input: string): string | null {
  const code = input.replace(/\s/g, '');
  return TOTP_CODE.test(code) ? code : null;
}

/** A new recovery code, shown as `xxxxx-xxxxx` (50 random bits). */
export function newRecoveryCode(): string {
  const bytes = randomBytes(RECOVERY_CODE_LENGTH);
  const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte & 31]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** The one form a recovery code is hashed in: lower case, without spaces and dashes. */
export function normalizeRecoveryCode(input: string): string {
  return input.toLowerCase().replace(/[\s-]/g, '');
}
