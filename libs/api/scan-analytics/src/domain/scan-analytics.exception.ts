import { CodedHttpException, type ErrorCatalogue } from '@liveqr/api/platform';
import { HttpStatus } from '@nestjs/common';

/** Codes travel in the error body's `error` field so the web can show its own translation. */
export enum ScanAnalyticsErrorCode {
  NotFound = 'qr_code_not_found',
  UnknownTimeZone = 'unknown_time_zone',
}

/** Each scan-analytics error's status and default message: the one mapping from its codes to HTTP. */
const SCAN_ANALYTICS_ERRORS: ErrorCatalogue<ScanAnalyticsErrorCode> = {
  [ScanAnalyticsErrorCode.NotFound]: { status: HttpStatus.NOT_FOUND, message: 'QR code not found' },
  [ScanAnalyticsErrorCode.UnknownTimeZone]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'tz must be a known IANA time zone, such as Europe/Berlin',
  },
};

export class ScanAnalyticsException extends CodedHttpException<ScanAnalyticsErrorCode> {
  constructor(code: ScanAnalyticsErrorCode, message?: string) {
    super(code, SCAN_ANALYTICS_ERRORS, message);
  }
}
