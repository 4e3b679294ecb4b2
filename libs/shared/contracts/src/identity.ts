import type { ApiScope } from './auth';
import type { Language } from './languages';

/**
 * A cookie the browser's scripts can read, set beside the (httpOnly) session cookies and ended with
 * them: it holds no secret, only tells the web apps whether asking for the session can succeed, so
 * pages seen signed out make no call that can only fail.
 */
export const SIGNED_IN_COOKIE = 'liveqr_signed_in';

/** The httpOnly cookie that carries a browser session's access token. */
export const ACCESS_COOKIE = 'liveqr_access';

/** The signed-in user as the API returns it (spec §3 User). */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Whether the owner of the address confirmed it (mailed link, Google, password reset). */
  emailVerified: boolean;
}

export const ACCOUNT_TYPES = ['private', 'company'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Spec §3 Profile, as GET/PUT /api/profile carry it. */
export interface ProfileData {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  accountType: AccountType;
  companyName: string;
  taxId: string;
  address: string;
  postalCode: string;
  country: string;
  language: Language;
  /** ISO timestamp of the last save; null until the profile was saved once. */
  updatedAt: string | null;
}

/** Published when an account is deleted, so every context removes that user's data. */
export class UserDeletedEvent {
  constructor(readonly userId: string) {}
}

/**
 * What the account page lists under "Recent activity". Stored as text, so a new kind of event
 * needs no migration: add it here and give it a label in the web app's translations.
 */
export const ACCOUNT_EVENT_TYPES = [
  'signed_up',
  'signed_in',
  'signed_out',
  'signed_out_everywhere',
  'session_reuse_detected',
  'sign_in_locked',
  'password_changed',
  'password_reset',
  'email_verified',
  'email_change_requested',
  'email_changed',
  'google_linked',
  'claimed_with_google',
  'api_key_created',
  'api_key_revoked',
  'two_factor_enabled',
  'two_factor_disabled',
  'recovery_code_used',
] as const;
export type AccountEventType = (typeof ACCOUNT_EVENT_TYPES)[number];

export const SIGN_IN_METHODS = ['password', 'google'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** One line of "Recent activity": when, how and from where, as far as the server could tell. No IP address. */
export interface AccountEventView {
  type: AccountEventType;
  /** ISO timestamp. */
  occurredAt: string;
  method: SignInMethod | null;
  browser: string | null;
  operatingSystem: string | null;
  city: string | null;
  /** ISO 3166-1 alpha-2 code. */
  country: string | null;
}

/**
 * Events that revoke every API key and webhook endpoint made before them: whoever had the account
 * until then (e.g. someone who signed up with another person's address) keeps no access.
 */
export const ACCESS_REVOCATION_REASONS = ['password_reset', 'claimed_with_google', 'signed_out_everywhere'] as const;
export type AccessRevocationReason = (typeof ACCESS_REVOCATION_REASONS)[number];

/** A new authenticator secret, pending until a code of it confirms it (POST /api/account/mfa/totp). */
export interface TotpEnrolment {
  /** Base32, for typing into an authenticator app by hand. */
  secret: string;
  /** `otpauth://totp/...`, shown as a QR code. */
  otpauthUrl: string;
}

/** Two-factor is on: the recovery codes, shown this once (stored hashed). */
export interface TotpConfirmation {
  recoveryCodes: string[];
}

export interface TwoFactorStatus {
  enabled: boolean;
  /** Unused recovery codes (0 while two-factor is off). */
  recoveryCodesLeft: number;
}

/** Every personal API key starts with this, so secret scanners recognise a leaked one. */
export const API_KEY_PREFIX = 'lq_live_';
export const API_KEY_NAME_MAX_LENGTH = 100;

/** A personal API key as its owner sees it: never the secret, which is shown once at creation. */
export interface ApiKeyView {
  id: string;
  name: string;
  /** The key's first characters, to tell keys apart (`lq_live_AbCd`). */
  prefix: string;
  scopes: ApiScope[];
  /** ISO timestamps; null when never used, never expiring or not revoked. */
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
  revokedAt: string | null;
  /** Why it was revoked when not by hand: the account was taken back, or every session ended. */
  revokedReason: AccessRevocationReason | null;
}

/** The answer to creating a key: the only time its secret is shown. */
export interface CreatedApiKey extends ApiKeyView {
  secret: string;
}

/** Where and how to write to a user: their address, first name and the language of their mails. */
export interface MailRecipientView {
  email: string;
  firstName: string;
  language: Language;
}

/**
 * `queryBus.execute<GetSignedInLanguageQuery, Language | null>(new GetSignedInLanguageQuery(accessToken))`:
 * the profile language of the user whose access token (ACCESS_COOKIE) this is, while it is valid
 * and its session lives; null otherwise. For the pages the server renders itself.
 */
export class GetSignedInLanguageQuery {
  constructor(readonly accessToken: string) {}
}

/** `queryBus.execute<IsEmailVerifiedQuery, boolean>(new IsEmailVerifiedQuery(userId))`: false once the account is gone. */
export class IsEmailVerifiedQuery {
  constructor(readonly userId: string) {}
}

/** `queryBus.execute<GetMailRecipientQuery, MailRecipientView | null>(new GetMailRecipientQuery(userId))`: null once the account is gone. */
export class GetMailRecipientQuery {
  constructor(readonly userId: string) {}
}
