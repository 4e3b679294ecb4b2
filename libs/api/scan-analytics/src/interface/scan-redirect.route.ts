import { APP_CONFIG, type AppConfig, baseSecurityHeaders, pageLanguage, PageTexts } from '@liveqr/api/platform';
import { type INestApplicationContext, Logger } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ScanQrCodeCommand, type ScanOutcome } from '../application/commands/scan-qr-code/scan-qr-code.command';
import { PreviewScanQuery } from '../application/queries/preview-scan/preview-scan.query';
import type { ScanVerdict } from '../domain/scan-verdict';
import {
  expiredPage,
  inactivePage,
  interstitialPage,
  notFoundPage,
  type PageLocale,
  PASSWORD_PAGE_HEADERS,
  passwordPage,
  previewPage,
  refusedPage,
  SCAN_PAGE_HEADERS,
  suspendedPage,
  tooManyAttemptsPage,
} from './scan-pages';

/** The path a tracked QR code encodes, outside the `/api` prefix. */
export const SCAN_PATH = '/s/:slug';
/** `/s/{slug}+` shows where a code leads instead of going there (as does `?preview`). */
const PREVIEW_SUFFIX = '+';

const logger = new Logger('ScanRedirect');

/**
 * `GET /s/{slug}`: what a phone opens when it scans a tracked code (Fastify answers HEAD with the
 * same route). A plain Fastify route, not a Nest controller, because it is the hot path: Nest's
 * router, guards, pipes and middleware (the ORM request context, pino-http's line per request)
 * cost more than the scan itself, and the route needs none of them. It is public, takes only
 * the path parameter, uses no request-scoped EntityManager, and logs only its errors. A redirect
 * needs nothing but the cached target; the pages (warnings, interstitial, preview) are written
 * in the scanner's language. Register it before `app.init()`, outside the global prefix.
 */
export function registerScanRedirect(fastify: FastifyInstance, app: INestApplicationContext): void {
  const commands = app.get(CommandBus);
  const queries = app.get(QueryBus);
  const texts = app.get(PageTexts);
  const config = app.get<AppConfig>(APP_CONFIG);
  const publicHost = new URL(config.publicUrl).host;
  // Every scan must reach the server to be counted: nothing here may be cached. The app's page
  // policy means nothing to a bodiless 302; the pages get a stricter one of their own.
  const redirectHeaders = { ...baseSecurityHeaders(config), 'cache-control': 'no-store' };
  const pageHeaders = { ...redirectHeaders, ...SCAN_PAGE_HEADERS };
  const passwordPageHeaders = { ...redirectHeaders, ...PASSWORD_PAGE_HEADERS };

  const sendPage = (
    reply: FastifyReply,
    request: FastifyRequest,
    status: number,
    render: (locale: PageLocale) => string,
    headers = pageHeaders,
  ) => {
    const language = pageLanguage(request.headers);
    return reply
      .status(status)
      .headers(headers)
      .header('vary', 'Accept-Language, Cookie')
      .send(render({ language, t: texts.in(language) }));
  };

  /** The pages of a code that is not simply followed, for a scan and a preview alike. */
  const sendStop = (reply: FastifyReply, request: FastifyRequest, verdict: Exclude<ScanVerdict, { kind: 'go' }>) => {
    switch (verdict.kind) {
      case 'refused':
        return sendPage(reply, request, 403, (locale) =>
          refusedPage(locale, verdict.reason, verdict.host, verdict.qrCodeId),
        );
      case 'suspended':
        return sendPage(reply, request, 410, suspendedPage);
      case 'inactive':
        return sendPage(reply, request, 410, inactivePage);
      case 'not-found':
        return sendPage(reply, request, 404, notFoundPage);
    }
  };

  /** A scan (GET, HEAD) or the password page's form (POST): the same judgement, the same answers. */
  const scan = async (
    request: FastifyRequest<{ Params: { slug: string } }>,
    reply: FastifyReply,
    password?: string,
  ) => {
    const { slug } = request.params;
    // request.ip is the socket's address, or X-Forwarded-For's only when TRUST_PROXY set the adapter's trustProxy.
    const outcome: ScanOutcome = await commands.execute(
      new ScanQrCodeCommand(slug, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        acceptLanguage: request.headers['accept-language'],
        isScan: request.method !== 'HEAD',
        password,
      }),
    );
    switch (outcome.kind) {
      case 'redirect':
        // 303 after the password form, so the browser follows with a GET.
        return reply.headers(redirectHeaders).redirect(outcome.location, request.method === 'POST' ? 303 : 302);
      case 'interstitial':
        return sendPage(reply, request, 200, (locale) => interstitialPage(locale, outcome, publicHost));
      case 'password':
        return sendPage(
          reply,
          request,
          outcome.wrong ? 401 : 200,
          (locale) => passwordPage(locale, slug, outcome.wrong),
          passwordPageHeaders,
        );
      case 'too-many-attempts':
        return sendPage(reply, request, 429, tooManyAttemptsPage);
      case 'expired':
        return sendPage(reply, request, 410, expiredPage);
      default:
        return sendStop(reply, request, outcome);
    }
  };

  const errorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    logger.error(`Scan ${request.id} failed: ${error.stack ?? String(error)}`);
    void reply.code(500).headers(redirectHeaders).type('text/plain; charset=utf-8').send('Server error');
  };

  fastify.get<{ Params: { slug: string }; Querystring: Record<string, string | undefined> }>(SCAN_PATH, {
    config: { securityHeaders: false },
    errorHandler,
    handler: async (request, reply) => {
      const { slug } = request.params;
      if (slug.endsWith(PREVIEW_SUFFIX) || request.query['preview'] !== undefined) {
        const bare = slug.endsWith(PREVIEW_SUFFIX) ? slug.slice(0, -PREVIEW_SUFFIX.length) : slug;
        const verdict = await queries.execute(new PreviewScanQuery(bare));
        if (verdict.kind === 'protected') {
          return sendPage(reply, request, 200, (locale) => passwordPage(locale, bare, false), passwordPageHeaders);
        }
        if (verdict.kind !== 'go') return sendStop(reply, request, verdict);
        return sendPage(reply, request, 200, (locale) => previewPage(locale, { ...verdict, slug: bare }, publicHost));
      }
      return scan(request, reply);
    },
  });

  fastify.post<{ Params: { slug: string }; Body: unknown }>(SCAN_PATH, {
    config: { securityHeaders: false },
    errorHandler,
    handler: async (request, reply) => {
      const body = request.body as Record<string, unknown> | undefined;
      const password = typeof body?.['password'] === 'string' ? body['password'] : '';
      return scan(request, reply, password);
    },
  });
}
