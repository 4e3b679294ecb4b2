import { HttpException, type HttpStatus } from '@nestjs/common';

/** A context's errors: for each code, its HTTP status and default message (spec texts where it has them). */
export type ErrorCatalogue<Code extends string> = Record<Code, { status: HttpStatus; message: string }>;

/**
 * An error a bounded context raises on purpose. The code travels in the body's `error` field, so
 * the web can show its own translation; the message is the catalogue's unless a more precise one
 * (a validator's) is given. `details` are further fields of the body (e.g. `retryAfterSeconds`).
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
