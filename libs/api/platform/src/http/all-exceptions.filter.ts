import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { databaseErrorOf } from '../database/statement-timeout';
import { CodedHttpException } from './coded-http-exception';
import { requestInputErrorOf } from './request-input';
import { HttpErrorCode, stableErrorCode } from './stable-error-code';

export interface ErrorBody {
  statusCode: number;
  /** The one stable code, UPPER_SNAKE_CASE (see stableErrorCode). */
  code: string;
  /** The code as before `code` existed: a context's code as written, or the status text. */
  error: string;
  message: string | string[];
  detail?: string;
  /** Further fields a coded exception carries (e.g. `retryAfterSeconds`). */
  [field: string]: unknown;
}

/**
 * Every error leaves as JSON. Client errors keep their reason; anything unexpected is logged
 * with its stack and answered with a generic 500 — no stack traces or SQL outside development.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Http');

  constructor(private readonly exposeDetails: boolean) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const body = this.toBody(exception, http.getRequest<FastifyRequest>());
    if (body.statusCode >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (reply.sent) return;
    void reply.status(body.statusCode).header('cache-control', 'no-store').send(body);
  }

  private toBody(thrown: unknown, request: FastifyRequest): ErrorBody {
    // Fastify's body errors (bad JSON, too large, unsupported type) leave with our stable codes.
    // A statement over the database's time limit is a temporary failure, not a bug: 503, not 500.
    const exception = requestInputErrorOf(thrown) ?? databaseErrorOf(thrown) ?? thrown;
    if (exception instanceof HttpException) {
      const response = exception.getResponse();
      const status = exception.getStatus();
      if (typeof response === 'string') return plainErrorBody(status, response, codeOf(exception, status, request));
      const { message, error, ...details } = response as { message?: string | string[]; error?: string };
      return {
        ...details,
        statusCode: status,
        code: codeOf(exception, status, request, 'fieldErrors' in details),
        error: error ?? statusText(status),
        message: message ?? statusText(status),
      };
    }
    // Any other framework error with a 4xx status keeps it.
    const status = (exception as { statusCode?: unknown })?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return plainErrorBody(status, (exception as Error).message);
    }
    return {
      ...plainErrorBody(
        HttpStatus.INTERNAL_SERVER_ERROR,
        'Something went wrong on our side. Please try again.',
        HttpErrorCode.InternalError,
      ),
      ...(this.exposeDetails && exception instanceof Error ? { detail: exception.stack ?? exception.message } : {}),
    };
  }
}

/**
 * The stable code of an HttpException: its context's code, else what no context names — refused
 * validation (the RequestValidationPipe's `fieldErrors`), a path no route answers, or the status's code.
 */
function codeOf(exception: HttpException, status: number, request: FastifyRequest, validation = false): string {
  if (exception instanceof CodedHttpException) return stableErrorCode(status, exception.code);
  if (validation && status === HttpStatus.BAD_REQUEST) return HttpErrorCode.ValidationFailed;
  // Nest's not-found handler throws the plain 404 for a path Fastify has no route for.
  if (status === HttpStatus.NOT_FOUND && request.is404) return HttpErrorCode.RouteNotFound;
  return stableErrorCode(status);
}

/** The body of an error without a context's code: `error` is the status text, `code` the status's unless given. */
export function plainErrorBody(status: number, message: string, code = stableErrorCode(status)): ErrorBody {
  return { statusCode: status, code, error: statusText(status), message };
}

/** `Bad Request` for 400: the legacy `error` of an HTTP error that no context names. */
export function statusText(status: number): string {
  const name = HttpStatus[status] as string | undefined;
  return name
    ? name.toLowerCase().replace(/(^|_)(\w)/g, (_m, sep: string, c: string) => (sep ? ' ' : '') + c.toUpperCase())
    : 'Error';
}
