import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { databaseErrorOf } from '../database/statement-timeout';
import { requestInputErrorOf } from './request-input';

export interface ErrorBody {
  statusCode: number;
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
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = this.toBody(exception);
    if (body.statusCode >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (reply.sent) return;
    void reply.status(body.statusCode).header('cache-control', 'no-store').send(body);
  }

  private toBody(thrown: unknown): ErrorBody {
    // Fastify's body errors (bad JSON, too large, unsupported type) leave with our stable codes.
    // A statement over the database's time limit is a temporary failure, not a bug: 503, not 500.
    const exception = requestInputErrorOf(thrown) ?? databaseErrorOf(thrown) ?? thrown;
    if (exception instanceof HttpException) {
      const response = exception.getResponse();
      const status = exception.getStatus();
      if (typeof response === 'string') return { statusCode: status, error: statusText(status), message: response };
      const { message, error, ...details } = response as { message?: string | string[]; error?: string };
      return {
        ...details,
        statusCode: status,
        error: error ?? statusText(status),
        message: message ?? statusText(status),
      };
    }
    // Any other framework error with a 4xx status keeps it.
    const status = (exception as { statusCode?: unknown })?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return { statusCode: status, error: statusText(status), message: (exception as Error).message };
    }
    return {
      statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
      error: statusText(HttpStatus.INTERNAL_SERVER_ERROR),
      message: 'Something went wrong on our side. Please try again.',
      ...(this.exposeDetails && exception instanceof Error ? { detail: exception.stack ?? exception.message } : {}),
    };
  }
}

/** `Bad Request` for 400: the code of an HTTP error that no context names. */
export function statusText(status: number): string {
  const name = HttpStatus[status] as string | undefined;
  return name
    ? name.toLowerCase().replace(/(^|_)(\w)/g, (_m, sep: string, c: string) => (sep ? ' ' : '') + c.toUpperCase())
    : 'Error';
}
