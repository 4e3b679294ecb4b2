import { CodedHttpException, type ErrorCatalogue } from '@liveqr/api/platform';
import { HttpStatus } from '@nestjs/common';
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

/** Each identity error's status and default message: the one mapping from its codes to HTTP. */
const IDENTITY_ERRORS: ErrorCatalogue<IdentityErrorCode> = {
  [IdentityErrorCode.InvalidCredentials]: { status: HttpStatus.UNAUTHORIZED, message: 'Invalid email or password' },
  [IdentityErrorCode.EmailTaken]: {
    status: HttpStatus.CONFLICT,
    message: 'An account with this email address already exists',
  },
  [IdentityErrorCode.PasswordsDoNotMatch]: { status: HttpStatus.BAD_REQUEST, message: PASSWORD_MESSAGES.mismatch },
  [IdentityErrorCode.PasswordTooShort]: { status: HttpStatus.BAD_REQUEST, message: PASSWORD_MESSAGES.tooShort },
  [IdentityErrorCode.NotSignedIn]: {
    status: HttpStatus.UNAUTHORIZED,
    message: 'Your session has ended. Please sign in again.',
  },
  [IdentityErrorCode.ResetLinkInvalid]: { status: HttpStatus.BAD_REQUEST, message: 'Invalid or expired reset link' },
  [IdentityErrorCode.WrongCurrentPassword]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'Current password is incorrect',
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
};

export class IdentityException extends CodedHttpException<IdentityErrorCode> {
  constructor(code: IdentityErrorCode, message?: string) {
    super(code, IDENTITY_ERRORS, message);
  }
}

/** Throws the spec's message for the first problem of a new password (match first, then length). */
export function assertNewPassword(password: string, confirmPassword: string): void {
  const problem = newPasswordProblem(password, confirmPassword);
  if (problem === 'mismatch') throw new IdentityException(IdentityErrorCode.PasswordsDoNotMatch);
  if (problem === 'tooShort') throw new IdentityException(IdentityErrorCode.PasswordTooShort);
}
