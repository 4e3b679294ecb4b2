import { HttpStatus } from '@nestjs/common';
import { DatabaseErrorCode } from '../database/statement-timeout';
import { BackgroundJobErrorCode } from '../jobs/background-jobs';
import { RateLimitErrorCode } from '../security/rate-limiter';
import { statusText } from './all-exceptions.filter';
import { RequestInputErrorCode } from './request-input';
import { HttpErrorCode, stableCodeOf } from './stable-error-code';
import { WorkspaceAccessErrorCode } from './workspace-access';

/**
 * The statuses of the plain HTTP errors raised without a context's code (refused input, no session,
 * another site's request, an unknown API route, a failure on our side): their legacy `error` is the
 * status text.
 */
const PLAIN_ERROR_STATUSES = [
  HttpStatus.BAD_REQUEST,
  HttpStatus.UNAUTHORIZED,
  HttpStatus.FORBIDDEN,
  HttpStatus.NOT_FOUND,
  HttpStatus.INTERNAL_SERVER_ERROR,
];

/** The codes of the platform's own coded errors. */
export const PLATFORM_CODED_ERRORS: readonly string[] = [
  ...Object.values(RequestInputErrorCode),
  ...Object.values(DatabaseErrorCode),
  ...Object.values(RateLimitErrorCode),
  ...Object.values(BackgroundJobErrorCode),
  ...Object.values(WorkspaceAccessErrorCode),
];

/** Every legacy `error` the platform answers with by itself; the contexts add their own enums. */
export const PLATFORM_ERROR_CODES: readonly string[] = [
  ...PLAIN_ERROR_STATUSES.map(statusText),
  ...PLATFORM_CODED_ERRORS,
];

/** Every stable `code` the platform answers with by itself (see stableErrorCode). */
export const PLATFORM_STABLE_ERROR_CODES: readonly string[] = [
  ...Object.values(HttpErrorCode),
  ...PLATFORM_CODED_ERRORS.map(stableCodeOf),
];
