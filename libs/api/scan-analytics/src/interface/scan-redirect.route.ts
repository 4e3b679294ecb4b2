import { APP_CONFIG, type AppConfig, baseSecurityHeaders } from '@liveqr/api/platform';
import { type INestApplicationContext, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ScanQrCodeCommand } from '../application/commands/scan-qr-code/scan-qr-code.command';
import { inactivePage, notFoundPage, refusedPage, SCAN_PAGE_HEADERS } from './scan-pages';

/** The path a tracked QR code encodes, outside the `/api` prefix. */
export const SCAN_PATH = '/s/:slug';

const logger = new Logger('ScanRedirect');

/**
 * `GET /s/{slug}`: what a phone opens when it scans a tracked code (Fastify answers HEAD with the
 * same route). A plain Fastify route, not a Nest controller, because it is the hot path: Nest's
 * router, guards, pipes and middleware (the ORM request context, pino-http's line per request)
 * cost more than the scan itself, and the route needs none of them. It is public, takes only
 * the path parameter, uses no request-scoped EntityManager, and logs only its errors.
 * Register it before `app.init()`, and keep it out of the global prefix (it is not a Nest route).
 */
export function registerScanRedirect(fastify: FastifyInstance, app: INestApplicationContext): void {
  const commands = app.get(CommandBus);
  // Every scan must reach the server to be counted: nothing here may be cached. The app's page
  // policy means nothing to a bodiless 302; the two pages get a stricter one of their own.
  const redirectHeaders = { ...baseSecurityHeaders(app.get<AppConfig>(APP_CONFIG)), 'cache-control': 'no-store' };
  const pageHeaders = { ...redirectHeaders, ...SCAN_PAGE_HEADERS };
  fastify.get<{ Params: { slug: string } }>(SCAN_PATH, {
    config: { securityHeaders: false },
    errorHandler: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      logger.error(`Scan ${request.id} failed: ${error.stack ?? String(error)}`);
      void reply.code(500).headers(redirectHeaders).type('text/plain; charset=utf-8').send('Server error');
    },
    handler: async (request, reply) => {
      // request.ip is the socket's address, or X-Forwarded-For's only when TRUST_PROXY set the adapter's trustProxy.
      const outcome = await commands.execute(
        new ScanQrCodeCommand(request.params.slug, request.ip, request.headers['user-agent'], request.method === 'GET'),
      );
      switch (outcome.kind) {
        case 'redirect':
          return reply.headers(redirectHeaders).redirect(outcome.location, 302);
        case 'refused':
          return reply.status(403).headers(pageHeaders).send(refusedPage(outcome.reason, outcome.host));
        case 'inactive':
          return reply.status(410).headers(pageHeaders).send(inactivePage());
        case 'not-found':
          return reply.status(404).headers(pageHeaders).send(notFoundPage());
      }
    },
  });
}
