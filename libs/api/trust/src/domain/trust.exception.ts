import { CodedHttpException, type ErrorCatalogue } from '@liveqr/api/platform';
import { HttpStatus } from '@nestjs/common';

/** Codes travel in the error body's `error` field so the web can show its own translation. */
export enum TrustErrorCode {
  QrCodeNotFound = 'qr_code_not_found',
  InvalidId = 'invalid_qr_code_id',
  NotOperator = 'not_operator',
  NotReported = 'not_reported',
}

const TRUST_ERRORS: ErrorCatalogue<TrustErrorCode> = {
  [TrustErrorCode.QrCodeNotFound]: { status: HttpStatus.NOT_FOUND, message: 'QR code not found' },
  [TrustErrorCode.InvalidId]: { status: HttpStatus.BAD_REQUEST, message: 'Invalid QR code ID' },
  [TrustErrorCode.NotOperator]: {
    status: HttpStatus.FORBIDDEN,
    message: 'Only LiveQR operators can review abuse reports',
  },
  [TrustErrorCode.NotReported]: { status: HttpStatus.NOT_FOUND, message: 'This QR code has no reports' },
};

export class TrustException extends CodedHttpException<TrustErrorCode> {
  constructor(code: TrustErrorCode, message?: string) {
    super(code, TRUST_ERRORS, message);
  }
}
