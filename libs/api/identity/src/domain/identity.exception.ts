import { HttpException, HttpStatus } from '@nestjs/common';
import { newPasswordProblem, PASSWORD_MESSAGES } from '@liveqr/shared/contracts';
import { DELETE_CONFIRMATION } from './session-policy';

export enum IdentityErrorCode {
  InvalidCredentials = 'INVALID_CREDENTIALS',
  EmailTaken = 'EMAIL_TAKEN',
  PasswordsDoNotMatch = 'PASSWORDS_DO_NOT_MATCH',
  PasswordTooShort = 'PASSWORD_TOO_SHORT',
  NotSignedIn = 'NOT_SIGNED_IN',
  ResetLinkInvalid = 'RESET_LINK_INVALID',
  WrongCurrentPassword = 'WRONG_CURRENT_PASSWORD',
  DeleteNotConfirmed = 'DELETE_NOT_CONFIRMED',
  GoogleNotConfigured = 'GOOGLE_NOT_CONFIGURED',
  GoogleEmailNotVerified = 'GOOGLE_EMAIL_NOT_VERIFIED',
}

/** What the caller reads; `satisfies` keeps the map complete when a code is added. */
const MESSAGES = {
  [IdentityErrorCode.InvalidCredentials]: 'Invalid email or password',
  [IdentityErrorCode.EmailTaken]: 'An account with this email address already exists',
  [IdentityErrorCode.PasswordsDoNotMatch]: PASSWORD_MESSAGES.mismatch,
  [IdentityErrorCode.PasswordTooShort]: PASSWORD_MESSAGES.tooShort,
  [IdentityErrorCode.NotSignedIn]: 'Your session has ended. Please sign in again.',
  [IdentityErrorCode.ResetLinkInvalid]: 'Invalid or expired reset link',
  [IdentityErrorCode.WrongCurrentPassword]: 'Current password is incorrect',
  [IdentityErrorCode.DeleteNotConfirmed]: `Type ${DELETE_CONFIRMATION} to confirm that the account should be deleted`,
  [IdentityErrorCode.GoogleNotConfigured]: 'Sign-in with Google is not configured',
  [IdentityErrorCode.GoogleEmailNotVerified]: 'Your Google account has no verified email address',
} satisfies Record<IdentityErrorCode, string>;

/** The one mapping from identity errors to HTTP statuses. */
const STATUSES = {
  [IdentityErrorCode.InvalidCredentials]: HttpStatus.UNAUTHORIZED,
  [IdentityErrorCode.EmailTaken]: HttpStatus.CONFLICT,
  [IdentityErrorCode.PasswordsDoNotMatch]: HttpStatus.BAD_REQUEST,
  [IdentityErrorCode.PasswordTooShort]: HttpStatus.BAD_REQUEST,
  [IdentityErrorCode.NotSignedIn]: HttpStatus.UNAUTHORIZED,
  [IdentityErrorCode.ResetLinkInvalid]: HttpStatus.BAD_REQUEST,
  [IdentityErrorCode.WrongCurrentPassword]: HttpStatus.BAD_REQUEST,
  [IdentityErrorCode.DeleteNotConfirmed]: HttpStatus.BAD_REQUEST,
  [IdentityErrorCode.GoogleNotConfigured]: HttpStatus.NOT_FOUND,
  [IdentityErrorCode.GoogleEmailNotVerified]: HttpStatus.FORBIDDEN,
} satisfies Record<IdentityErrorCode, HttpStatus>;

export class IdentityException extends HttpException {
  constructor(readonly code: IdentityErrorCode) {
    super(MESSAGES[code], STATUSES[code]);
  }
}

/** Throws the spec's message for the first problem of a new password (match first, then length). */
export function assertNewPassword(password: string, confirmPassword: string): void {
  const problem = newPasswordProblem(password, confirmPassword);
  if (problem === 'mismatch') throw new IdentityException(IdentityErrorCode.PasswordsDoNotMatch);
  if (problem === 'tooShort') throw new IdentityException(IdentityErrorCode.PasswordTooShort);
}
