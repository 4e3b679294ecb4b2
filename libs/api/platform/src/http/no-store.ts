import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import type { Observable } from 'rxjs';

const NO_STORE = 'liveqr:noStore';

/** Marks a controller or route whose answers carry credentials or account data (sign-in, tokens). */
export const NoStore = () => SetMetadata(NO_STORE, true);

/**
 * `Cache-Control: no-store` on every answer to a signed-in caller and on every `@NoStore()` route,
 * so no browser or proxy cache keeps account data. A route may still set its own value afterwards.
 * (Error answers get it from AllExceptionsFilter.)
 */
@Injectable()
export class NoStoreInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const signedIn = Boolean(http.getRequest<{ user?: unknown }>().user);
    const marked = this.reflector.getAllAndOverride<boolean>(NO_STORE, [context.getHandler(), context.getClass()]);
    if (signedIn || marked) void http.getResponse<FastifyReply>().header('cache-control', 'no-store');
    return next.handle();
  }
}
