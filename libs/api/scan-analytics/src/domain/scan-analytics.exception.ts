import { codedException, type ErrorCatalogue, SHARED_ERRORS } from '@liveqr/api/platform';
import { HttpStatus } from '@nestjs/common';

/** Codes travel upper-cased in the error body's `code` (as written here in `error`), for the web's texts. */
export enum ScanAnalyticsErrorCode {
  NotFound = 'qr_code_not_found',
  UnknownTimeZone = 'unknown_time_zone',
  InvalidRange = 'invalid_date_range',
  RangeEndsBeforeStart = 'range_ends_before_start',
  RangeTooLong = 'range_too_long',
  TooManyCompared = 'too_many_codes_to_compare',
}

/** Each scan-analytics error's status and default message: the one mapping from its codes to HTTP. */
const SCAN_ANALYTICS_ERRORS: ErrorCatalogue<ScanAnalyticsErrorCode> = {
  [ScanAnalyticsErrorCode.NotFound]: SHARED_ERRORS[ScanAnalyticsErrorCode.NotFound],
  [ScanAnalyticsErrorCode.UnknownTimeZone]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'tz must be a known IANA time zone, such as Europe/Berlin',
  },
  [ScanAnalyticsErrorCode.InvalidRange]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'A custom range needs from and to as calendar days, YYYY-MM-DD',
  },
  [ScanAnalyticsErrorCode.RangeEndsBeforeStart]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'The range ends before it starts',
  },
  [ScanAnalyticsErrorCode.RangeTooLong]: { status: HttpStatus.BAD_REQUEST, message: 'A range spans at most 20 years' },
  [ScanAnalyticsErrorCode.TooManyCompared]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'Compare at most 4 codes at a time',
  },
};

export class ScanAnalyticsException extends codedException(SCAN_ANALYTICS_ERRORS) {}
