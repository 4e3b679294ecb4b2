import { HttpStatus } from '@nestjs/common';
import { RequestInputErrorCode } from './request-input';
import { RateLimitErrorCode } from '../security/rate-limiter';

/**
 * The codes of the errors that no context names: refused input, no session, another site's request,
 * an unknown route, a request Node could not read, a failure on our side or a shutdown. Statuses
 * that already had a platform code keep it (413 `BODY_TOO_LARGE`, 415 `UNSUPPORTED_MEDIA_TYPE`,
 * 429 `TOO_MANY_ATTEMPTS`).
 */
export enum HttpErrorCode {
  ValidationFailed = 'VALIDATION_FAILED',
  BadRequest = 'BAD_REQUEST',
  Unauthorized = 'UNAUTHORIZED',
  Forbidden = 'FORBIDDEN',
  NotFound = 'NOT_FOUND',
  RouteNotFound = 'ROUTE_NOT_FOUND',
  MethodNotAllowed = 'METHOD_NOT_ALLOWED',
  RequestTimeout = 'REQUEST_TIMEOUT',
  HeadersTooLarge = 'HEADERS_TOO_LARGE',
  InternalError = 'INTERNAL_ERROR',
  ServiceUnavailable = 'SERVICE_UNAVAILABLE',
}

/** The code of an error without a context's code, by its status; other statuses by their class. */
const CODE_OF_STATUS: Partial<Record<number, string>> = {
  [HttpStatus.BAD_REQUEST]: HttpErrorCode.BadRequest,
  [HttpStatus.UNAUTHORIZED]: HttpErrorCode.Unauthorized,
  [HttpStatus.FORBIDDEN]: HttpErrorCode.Forbidden,
  [HttpStatus.NOT_FOUND]: HttpErrorCode.NotFound,
  [HttpStatus.METHOD_NOT_ALLOWED]: HttpErrorCode.MethodNotAllowed,
  [HttpStatus.REQUEST_TIMEOUT]: HttpErrorCode.RequestTimeout,
  // Request Header Fields Too Large, which Nest's HttpStatus does not name.
  431: HttpErrorCode.HeadersTooLarge,
  [HttpStatus.PAYLOAD_TOO_LARGE]: RequestInputErrorCode.BodyTooLarge,
  [HttpStatus.UNSUPPORTED_MEDIA_TYPE]: RequestInputErrorCode.UnsupportedMediaType,
  [HttpStatus.TOO_MANY_REQUESTS]: RateLimitErrorCode.TooManyAttempts,
  [HttpStatus.SERVICE_UNAVAILABLE]: HttpErrorCode.ServiceUnavailable,
};

/**
 * The one stable code of an error body (its `code`), always UPPER_SNAKE_CASE: a context's code
 * upper-cased (`qr_code_not_found` is `QR_CODE_NOT_FOUND`), else the code of the status. The body's
 * `error` keeps the context's code as it was written, for clients of before `code`.
 */
export function stableErrorCode(status: number, contextCode?: string): string {
  if (contextCode) return stableCodeOf(contextCode);
  return CODE_OF_STATUS[status] ?? (status < 500 ? HttpErrorCode.BadRequest : HttpErrorCode.InternalError);
}

/** A context's code as the stable `code`: upper-cased, so both casings of the contexts read alike. */
export function stableCodeOf(contextCode: string): string {
  return contextCode.toUpperCase();
}
