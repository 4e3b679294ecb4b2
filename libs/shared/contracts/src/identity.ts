import type { Actor } from './auth';
import type { Language } from './languages';

/**
 * A cookie the browser's scripts can read, set beside the (httpOnly) session cookies and ended with
 * them: it holds no secret, only tells the web apps whether asking for the session can succeed, so
 * pages seen signed out make no call that can only fail.
 */
export const SIGNED_IN_COOKIE = 'liveqr_signed_in';

/** The httpOnly cookie that carries a browser session's access token. */
export const ACCESS_COOKIE = 'liveqr_access';

export const ACCOUNT_TYPES = ['private', 'company'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Longest accepted value per profile text field (the columns' sizes): the API refuses longer, the form stops there. */
export const PROFILE_LIMITS = {
  firstName: 100,
  lastName: 100,
  phone: 50,
  companyName: 200,
  taxId: 50,
  address: 500,
  postalCode: 20,
  country: 100,
} as const;

/**
 * The home page's `?account=` once the web app has deleted the visitor's account: the page, written
 * by the server after a full load that no toast survives, says the account is gone.
 */
export const ACCOUNT_DELETED = 'deleted';

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

/**
 * Events that revoke every API key and webhook endpoint made before them: whoever had the account
 * until then (e.g. someone who signed up with another person's address) keeps no access. And
 * leaving a workspace (or being removed) revokes one's keys for it.
 */
export const ACCESS_REVOCATION_REASONS = [
  'password_reset',
  'claimed_with_google',
  'signed_out_everywhere',
  'left_workspace',
] as const;
export type AccessRevocationReason = (typeof ACCESS_REVOCATION_REASONS)[number];

/** Every personal API key starts with this, so secret scanners recognise a leaked one. */
export const API_KEY_PREFIX = 'lq_live_';
export const API_KEY_NAME_MAX_LENGTH = 100;

/** How people tell an API key apart: its name and the first characters of its secret. */
export interface ApiKeyLabel {
  id: string;
  name: string;
  prefix: string;
}

/** Published when one of a workspace's API keys is made or revoked by hand. */
export class ApiKeyChangedEvent {
  constructor(
    readonly workspaceId: string,
    readonly key: ApiKeyLabel,
    readonly change: 'created' | 'revoked',
    readonly actor: Actor,
  ) {}
}

/**
 * `queryBus.execute<GetApiKeyLabelsQuery, ApiKeyLabel[]>(new GetApiKeyLabelsQuery(workspaceId, ids))`:
 * the workspace's keys among `ids`, revoked ones included; unknown ids are left out.
 */
export class GetApiKeyLabelsQuery {
  constructor(
    readonly workspaceId: string,
    readonly apiKeyIds: readonly string[],
  ) {}
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

/**
 * Sent by workspaces when someone accepts an invitation mailed to `email`: opening its link proves
 * they read that address's mail. `commandBus.execute<ConfirmEmailByInvitationCommand, boolean>(...)`
 * answers whether `email` is the account's address (letter case aside), which is then confirmed;
 * false (and nothing changed) for any other address or a deleted account.
 */
export class ConfirmEmailByInvitationCommand {
  constructor(
    readonly userId: string,
    readonly email: string,
  ) {}
}

/** `queryBus.execute<GetMailRecipientQuery, MailRecipientView | null>(new GetMailRecipientQuery(userId))`: null once the account is gone. */
export class GetMailRecipientQuery {
  constructor(readonly userId: string) {}
}

/**
 * The same for many users in one statement (a page of an audit log, a workspace's members):
 * `queryBus.execute<GetMailRecipientsQuery, PersonView[]>(...)`; accounts that are gone are left out.
 */
export class GetMailRecipientsQuery {
  constructor(readonly userIds: readonly string[]) {}
}

export interface PersonView extends MailRecipientView {
  userId: string;
}
