import { codedException, type ErrorCatalogue, SHARED_ERRORS } from '@liveqr/api/platform';
import { HttpStatus } from '@nestjs/common';

/** Codes travel upper-cased in the error body's `code` (as written here in `error`), for the web's texts. */
export enum TrustErrorCode {
  QrCodeNotFound = 'qr_code_not_found',
  InvalidId = 'invalid_qr_code_id',
  NotOperator = 'not_operator',
  OperatorRequirementsMissing = 'operator_requirements_missing',
  NotReported = 'not_reported',
  NotDisabled = 'qr_code_not_disabled',
  AppealOpen = 'appeal_already_open',
  NoOpenAppeal = 'no_open_appeal',
}

const TRUST_ERRORS: ErrorCatalogue<TrustErrorCode> = {
  [TrustErrorCode.QrCodeNotFound]: SHARED_ERRORS[TrustErrorCode.QrCodeNotFound],
  [TrustErrorCode.InvalidId]: SHARED_ERRORS[TrustErrorCode.InvalidId],
  [TrustErrorCode.NotOperator]: {
    status: HttpStatus.FORBIDDEN,
    message: 'Only LiveQR operators can review abuse reports',
  },
  [TrustErrorCode.OperatorRequirementsMissing]: {
    status: HttpStatus.FORBIDDEN,
    message: 'Operators need a confirmed email address and two-factor authentication',
  },
  [TrustErrorCode.NotReported]: { status: HttpStatus.NOT_FOUND, message: 'This QR code has no reports' },
  [TrustErrorCode.NotDisabled]: {
    status: HttpStatus.CONFLICT,
    message: 'Only a QR code that LiveQR disabled can be appealed',
  },
  [TrustErrorCode.AppealOpen]: {
    status: HttpStatus.CONFLICT,
    message: 'This QR code already has an appeal waiting for a decision',
  },
  [TrustErrorCode.NoOpenAppeal]: { status: HttpStatus.CONFLICT, message: 'This QR code has no open appeal' },
};

export class TrustException extends codedException(TRUST_ERRORS) {}
