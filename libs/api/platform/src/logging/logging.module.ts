import type { IncomingMessage } from 'node:http';
import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.tokens';
import { requestIdOf } from '../http/request-id';

/** Query parameters that carry secrets (reset links, OAuth codes) never reach the log. */
const SECRET_QUERY = /([?&](?:token|code|state|access_token|refresh_token|session_id)=)[^&#]*/gi;

export function redactUrl(url: string | undefined): string | undefined {
  return url?.replace(SECRET_QUERY, '$1[redacted]');
}

/** Structured JSON logs (pino) with the request id on every line written during a request. */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        pinoHttp: {
          level: config.logLevel,
          // Fastify assigns the id first (same function); this covers requests that bypass it.
          genReqId: (req: IncomingMessage) => req.id ?? requestIdOf(req),
          customProps: (req: IncomingMessage) => ({ requestId: req.id }),
          redact: {
            paths: [
              'req.headers.cookie',
              'req.headers.authorization',
              'res.headers["set-cookie"]',
              'req.headers["stripe-signature"]',
            ],
            censor: '[redacted]',
          },
          serializers: {
            req: (req: { id: unknown; method: string; url: string; headers: Record<string, unknown> }) => ({
              id: req.id,
              method: req.method,
              url: redactUrl(req.url),
              userAgent: req.headers['user-agent'],
            }),
            res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
          },
          // Health probes and static files would drown the useful lines.
          autoLogging: {
            ignore: (req: IncomingMessage) => /^\/(api\/health|remotes\/|assets\/|favicon)/.test(req.url ?? ''),
          },
        },
      }),
    }),
  ],
})
export class LoggingModule {}
