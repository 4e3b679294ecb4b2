import { HttpException, HttpStatus } from '@nestjs/common';

/** Codes travel in the error body's `error` field so the web can show its own translation. */
export enum ScanAnalyticsErrorCode {
  NotFound = 'qr_code_not_found',
  UnknownTimeZone = 'unknown_time_zone',
}

const MESSAGES = {
  [ScanAnalyticsErrorCode.NotFound]: 'QR code not found',
  [ScanAnalyticsErrorCode.UnknownTimeZone]: 'tz must be a known IANA time zone, such as Europe/Berlin',
} satisfies Record<ScanAnalyticsErrorCode, string>;

const STATUSES = {
  [ScanAnalyticsErrorCode.NotFound]: HttpStatus.NOT_FOUND,
  [ScanAnalyticsErrorCode.UnknownTimeZone]: HttpStatus.BAD_REQUEST,
} satisfies Record<ScanAnalyticsErrorCode, HttpStatus>;

export class ScanAnalyticsException extends HttpException {
  constructor(readonly code: ScanAnalyticsErrorCode) {
    super({ message: MESSAGES[code], error: code }, STATUSES[code]);
  }
}
