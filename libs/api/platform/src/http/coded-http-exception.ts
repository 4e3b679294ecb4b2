import { HttpException, HttpStatus } from '@nestjs/common';

/** A context's errors: for each code, its HTTP status and default message (spec texts where it has them). */
export type ErrorCatalogue<Code extends string> = Record<Code, { status: HttpStatus; message: string }>;

/**
 * The answers that more than one context gives, each about a thing they all see (a QR code, the
 * caller's email address): one status and wording per code, whichever context answers. A context
 * takes its entry by its own code's value, so the two cannot drift apart.
 */
export const SHARED_ERRORS: ErrorCatalogue<'qr_code_not_found' | 'invalid_qr_code_id' | 'EMAIL_NOT_VERIFIED'> = {
  qr_code_not_found: { status: HttpStatus.NOT_FOUND, message: 'QR code not found' },
  invalid_qr_code_id: { status: HttpStatus.BAD_REQUEST, message: 'Invalid QR code ID' },
  EMAIL_NOT_VERIFIED: {
    status: HttpStatus.FORBIDDEN,
    message: 'Confirm your email address first: open the link we mailed you, or ask for a new one',
  },
};

/**
 * An error a bounded context raises on purpose. The code travels upper-cased in the body's `code`
 * (AllExceptionsFilter), and as written here in the legacy `error`, so the web can show its own
 * translation; the message is the catalogue's unless a more precise one (a validator's) is given.
 * `details` are further fields of the body (e.g. `retryAfterSeconds`).
 */
export class CodedHttpException<Code extends string> extends HttpException {
  constructor(
    readonly code: Code,
    catalogue: ErrorCatalogue<Code>,
    message: string = catalogue[code].message,
    details: Record<string, unknown> = {},
  ) {
    super({ ...details, message, error: code }, catalogue[code].status);
  }
}

/** A context's exception: made from one of its codes, with the catalogue's message or a more precise one. */
export type CodedExceptionClass<Code extends string> = new (
  code: Code,
  message?: string,
  details?: Record<string, unknown>,
) => CodedHttpException<Code>;

/**
 * The base of a context's exception, bound to its catalogue, so that the context only declares
 * its codes and their table: `class BillingException extends codedException(BILLING_ERRORS) {}`.
 */
export function codedException<Code extends string>(catalogue: ErrorCatalogue<Code>): CodedExceptionClass<Code> {
  return class extends CodedHttpException<Code> {
    constructor(code: Code, message?: string, details?: Record<string, unknown>) {
      super(code, catalogue, message, details);
    }
  };
}
