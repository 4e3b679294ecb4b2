import { codedException, type ErrorCatalogue, SHARED_ERRORS } from '@liveqr/api/platform';
import { HttpStatus } from '@nestjs/common';
import { newPasswordProblem, PASSWORD_MESSAGES } from '@liveqr/shared/contracts';
import { type PasswordOwner, passwordWeakness } from '@liveqr/shared/password-strength';
import { DELETE_CONFIRMATION, MAX_ACTIVE_API_KEYS } from './session-policy';

export enum IdentityErrorCode {
  InvalidCredentials = 'INVALID_CREDENTIALS',
  TooManySignInAttempts = 'TOO_MANY_SIGN_IN_ATTEMPTS',
  EmailTaken = 'EMAIL_TAKEN',
  EmailUnchanged = 'EMAIL_UNCHANGED',
  PasswordsDoNotMatch = 'PASSWORDS_DO_NOT_MATCH',
  PasswordTooShort = 'PASSWORD_TOO_SHORT',
  PasswordTooCommon = 'PASSWORD_TOO_COMMON',
  PasswordPersonal = 'PASSWORD_PERSONAL',
  NotSignedIn = 'NOT_SIGNED_IN',
  ResetLinkInvalid = 'RESET_LINK_INVALID',
  VerificationLinkInvalid = 'VERIFICATION_LINK_INVALID',
  WrongCurrentPassword = 'WRONG_CURRENT_PASSWORD',
  DeleteNotConfirmed = 'DELETE_NOT_CONFIRMED',
  OwnsSharedWorkspaces = 'ACCOUNT_OWNS_SHARED_WORKSPACES',
  GoogleNotConfigured = 'GOOGLE_NOT_CONFIGURED',
  GoogleEmailNotVerified = 'GOOGLE_EMAIL_NOT_VERIFIED',
  ApiKeyInvalid = 'API_KEY_INVALID',
  ApiKeyRevoked = 'API_KEY_REVOKED',
  ApiKeyExpired = 'API_KEY_EXPIRED',
  ApiKeyScopeMissing = 'API_KEY_SCOPE_MISSING',
  ApiKeyNotAllowed = 'API_KEY_NOT_ALLOWED',
  ApiKeyRequired = 'API_KEY_REQUIRED',
  ApiKeyNotFound = 'API_KEY_NOT_FOUND',
  ApiKeyExpiryInPast = 'API_KEY_EXPIRY_IN_PAST',
  ApiKeyLimitReached = 'API_KEY_LIMIT_REACHED',
  EmailNotVerified = 'EMAIL_NOT_VERIFIED',
  MfaRequired = 'MFA_REQUIRED',
  MfaTicketInvalid = 'MFA_TICKET_INVALID',
  MfaCodeInvalid = 'MFA_CODE_INVALID',
  TwoFactorAlreadyOn = 'TWO_FACTOR_ALREADY_ON',
  TwoFactorNotOn = 'TWO_FACTOR_NOT_ON',
  TwoFactorNotPending = 'TWO_FACTOR_NOT_PENDING',
  TwoFactorNeedsVerifiedEmail = 'TWO_FACTOR_NEEDS_VERIFIED_EMAIL',
}

/** Each identity error's status and default message: the one mapping from its codes to HTTP. */
const IDENTITY_ERRORS: ErrorCatalogue<IdentityErrorCode> = {
  [IdentityErrorCode.InvalidCredentials]: { status: HttpStatus.UNAUTHORIZED, message: 'Invalid email or password' },
  [IdentityErrorCode.TooManySignInAttempts]: {
    status: HttpStatus.TOO_MANY_REQUESTS,
    message: 'Too many failed sign-ins for this address. Please wait and try again, or reset your password.',
  },
  [IdentityErrorCode.EmailTaken]: {
    status: HttpStatus.CONFLICT,
    message: 'An account with this email address already exists',
  },
  [IdentityErrorCode.EmailUnchanged]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'This is already the email address of your account',
  },
  [IdentityErrorCode.PasswordsDoNotMatch]: { status: HttpStatus.BAD_REQUEST, message: PASSWORD_MESSAGES.mismatch },
  [IdentityErrorCode.PasswordTooShort]: { status: HttpStatus.BAD_REQUEST, message: PASSWORD_MESSAGES.tooShort },
  [IdentityErrorCode.PasswordTooCommon]: { status: HttpStatus.BAD_REQUEST, message: PASSWORD_MESSAGES.common },
  [IdentityErrorCode.PasswordPersonal]: { status: HttpStatus.BAD_REQUEST, message: PASSWORD_MESSAGES.personal },
  [IdentityErrorCode.NotSignedIn]: {
    status: HttpStatus.UNAUTHORIZED,
    message: 'Your session has ended. Please sign in again.',
  },
  [IdentityErrorCode.ResetLinkInvalid]: { status: HttpStatus.BAD_REQUEST, message: 'Invalid or expired reset link' },
  [IdentityErrorCode.VerificationLinkInvalid]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'This confirmation link is invalid or has expired',
  },
  [IdentityErrorCode.WrongCurrentPassword]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'Current password is incorrect',
  },
  [IdentityErrorCode.OwnsSharedWorkspaces]: {
    status: HttpStatus.CONFLICT,
    message:
      'You own workspaces that others work in: transfer each to an admin, or delete it, before deleting your account',
  },
  [IdentityErrorCode.DeleteNotConfirmed]: {
    status: HttpStatus.BAD_REQUEST,
    message: `Type ${DELETE_CONFIRMATION} to confirm that the account should be deleted`,
  },
  [IdentityErrorCode.GoogleNotConfigured]: {
    status: HttpStatus.NOT_FOUND,
    message: 'Sign-in with Google is not configured',
  },
  [IdentityErrorCode.GoogleEmailNotVerified]: {
    status: HttpStatus.FORBIDDEN,
    message: 'Your Google account has no verified email address',
  },
  [IdentityErrorCode.ApiKeyInvalid]: { status: HttpStatus.UNAUTHORIZED, message: 'This API key is not valid' },
  [IdentityErrorCode.ApiKeyRevoked]: { status: HttpStatus.UNAUTHORIZED, message: 'This API key was revoked' },
  [IdentityErrorCode.ApiKeyExpired]: { status: HttpStatus.UNAUTHORIZED, message: 'This API key has expired' },
  [IdentityErrorCode.ApiKeyScopeMissing]: {
    status: HttpStatus.FORBIDDEN,
    message: 'This API key does not have the scope this request needs',
  },
  [IdentityErrorCode.ApiKeyNotAllowed]: {
    status: HttpStatus.FORBIDDEN,
    message: 'API keys cannot be used here: use the versioned API under /api/v1, or sign in',
  },
  [IdentityErrorCode.ApiKeyRequired]: {
    status: HttpStatus.UNAUTHORIZED,
    message: 'This endpoint takes a personal API key only: send it as Authorization: Bearer lq_live_…',
  },
  [IdentityErrorCode.ApiKeyNotFound]: { status: HttpStatus.NOT_FOUND, message: 'No such API key' },
  [IdentityErrorCode.ApiKeyExpiryInPast]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'The expiry date must be in the future',
  },
  [IdentityErrorCode.ApiKeyLimitReached]: {
    status: HttpStatus.CONFLICT,
    message: `You have ${MAX_ACTIVE_API_KEYS} active API keys. Revoke one before creating another.`,
  },
  [IdentityErrorCode.EmailNotVerified]: SHARED_ERRORS[IdentityErrorCode.EmailNotVerified],
  [IdentityErrorCode.MfaRequired]: {
    status: HttpStatus.UNAUTHORIZED,
    message: 'Enter the code from your authenticator app to finish signing in',
  },
  [IdentityErrorCode.MfaTicketInvalid]: {
    status: HttpStatus.UNAUTHORIZED,
    message: 'This sign-in has expired. Please sign in again.',
  },
  [IdentityErrorCode.MfaCodeInvalid]: { status: HttpStatus.BAD_REQUEST, message: 'This code is not valid' },
  [IdentityErrorCode.TwoFactorAlreadyOn]: {
    status: HttpStatus.CONFLICT,
    message: 'Two-factor authentication is already on',
  },
  [IdentityErrorCode.TwoFactorNotOn]: { status: HttpStatus.CONFLICT, message: 'Two-factor authentication is off' },
  [IdentityErrorCode.TwoFactorNotPending]: {
    status: HttpStatus.CONFLICT,
    message: 'Start setting up two-factor authentication first',
  },
  [IdentityErrorCode.TwoFactorNeedsVerifiedEmail]: {
    status: HttpStatus.FORBIDDEN,
    message: 'Confirm your email address before turning on two-factor authentication',
  },
};

export class IdentityException extends codedException(IDENTITY_ERRORS) {}

const PASSWORD_ERRORS = {
  mismatch: IdentityErrorCode.PasswordsDoNotMatch,
  tooShort: IdentityErrorCode.PasswordTooShort,
  common: IdentityErrorCode.PasswordTooCommon,
  personal: IdentityErrorCode.PasswordPersonal,
} as const;

/**
 * Throws for the first problem of a new password: the spec's match and length (in that order),
 * then one of the most common passwords, then one built from the owner's name or address.
 */
export function assertNewPassword(password: string, confirmPassword: string, owner: PasswordOwner): void {
  const problem = newPasswordProblem(password, confirmPassword) ?? passwordWeakness(password, owner);
  if (problem) throw new IdentityException(PASSWORD_ERRORS[problem]);
}
