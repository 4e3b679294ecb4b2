import type { components } from '../generated/openapi';

/** A stable error code of the API (the contract lists them all; `API_ERROR_CODES` holds the list). */
export type ApiErrorCode = components['schemas']['ErrorResponseDto']['code'];

/** The one error body of the API (every 4xx/5xx), as the contract describes it. */
export type ErrorBody = components['schemas']['ErrorResponseDto'] & Record<string, unknown>;

/**
 * An API answer other than 2xx: the status, the stable error `code` (the body's `code`, which the
 * web apps translate), the server's message for people, and the whole body for refusals that carry
 * more (a design refusal's `problem` and `values`, a form's `fieldErrors`).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly body: Partial<ErrorBody> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** For a 429: the seconds until a retry may work. */
  get retryAfterSeconds(): number | undefined {
    return this.body.retryAfterSeconds;
  }

  /** The server's own text, when its body had one (not just the status text). */
  get serverMessage(): string | undefined {
    const message = this.body.message;
    return (Array.isArray(message) ? message[0] : message) || undefined;
  }

  /** The server's message for one refused field of a form, if it named that field. */
  fieldMessage(field: string): string | undefined {
    return this.body.fieldErrors?.find((error) => error.field === field)?.messages[0];
  }

  /** Reads an answer that is not 2xx; a body that is not the error schema still gives the status. */
  static async of(response: Response): Promise<ApiError> {
    return ApiError.from(response.status, response.statusText, await response.text().catch(() => ''));
  }

  /** The same reading, from an answer's status and body text (e.g. an XMLHttpRequest's). */
  static from(status: number, statusText: string, text: string): ApiError {
    try {
      const body = JSON.parse(text) as Partial<ErrorBody>;
      const message = Array.isArray(body.message) ? body.message[0] : body.message;
      const code = typeof body.code === 'string' ? body.code : undefined;
      return new ApiError(status, message || statusText, code, body);
    } catch {
      return new ApiError(status, statusText);
    }
  }
}
