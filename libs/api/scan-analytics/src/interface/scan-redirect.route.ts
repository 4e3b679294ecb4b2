import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import {
  APP_CONFIG,
  type AppConfig,
  baseSecurityHeaders,
  clientAddressOf,
  CodePasses,
  Metrics,
  pageLanguage,
  PageTexts,
  proxyTrustOf,
  requestIdOf,
} from '@liveqr/api/platform';
import { type INestApplicationContext, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ScanOutcome } from '../application/scan-qr-code/scan-outcome';
import { ScanQrCode } from '../application/scan-qr-code/scan-qr-code';
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
/** A GET or HEAD of exactly `/s/{slug}`: what nearly every scan is, answered by the plain scan listener. */
const PLAIN_SCAN_URL = /^\/s\/([A-Za-z0-9]{1,16})$/;

const logger = new Logger('ScanRedirect');

/** What a scan request is answered with, whichever layer writes it. No body: a redirect. */
interface ScanAnswer {
  status: number;
  headers: Record<string, string>;
  body?: string;
}

/** The HTTP request's facts that a scan's answer (and the page's language) depends on. */
interface HttpFacts {
  ip: string;
  method: string;
  headers: IncomingHttpHeaders;
}

/**
 * Answers the plain scans (`GET`/`HEAD /s/{slug}`) straight from Node's request, ahead of Fastify;
 * false for any other request, which then goes to Fastify.
 */
export type PlainScanListener = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * `/s/{slug}`: what a phone opens when it scans a tracked code. It is the hot path, so it runs
 * outside Nest's pipeline (router, guards, pipes, middleware such as the ORM request context and
 * pino-http's line per request), which costs more than the scan itself and which it needs none of:
 * it is public, takes only the path parameter, uses no request-scoped EntityManager, and logs only
 * its errors. A redirect needs nothing but the cached target; the pages (warnings, interstitial,
 * preview, password) are written in the scanner's language: their profile's when they are signed
 * in (their access token checked, their session as last read), else their browser's.
 * - The returned listener answers a GET or HEAD of exactly `/s/{slug}` from Node's request, before
 *   Fastify builds its request and reply and runs its hooks: that is nearly every scan. It keeps
 *   what those hooks give a scan: the request id, the request metrics, the client's address as
 *   TRUST_PROXY defines it. A server that is shutting down leaves every request to Fastify's 503.
 * - Fastify routes answer the rest alike: previews (`/s/{slug}+`, `?preview`), query strings, the
 *   password form's POST, and `inject()` in tests.
 * Register it before `app.init()`, outside the global prefix.
 */
export function registerScanRedirect(fastify: FastifyInstance, app: INestApplicationContext): PlainScanListener {
  const scanQrCode = app.get(ScanQrCode);
  const queries = app.get(QueryBus);
  const texts = app.get(PageTexts);
  const metrics = app.get(Metrics);
  const passes = app.get(CodePasses);
  const config = app.get<AppConfig>(APP_CONFIG);
  const publicHost = new URL(config.publicUrl).host;
  // Every scan must reach the server to be counted: nothing here may be cached. The app's page
  // policy means nothing to a bodiless 302; the pages get a stricter one of their own.
  const redirectHeaders = { ...baseSecurityHeaders(config), 'cache-control': 'no-store' };
  const pageHeaders = { ...redirectHeaders, ...SCAN_PAGE_HEADERS, vary: 'Accept-Language, Cookie' };
  const passwordPageHeaders = { ...pageHeaders, ...PASSWORD_PAGE_HEADERS };
  const failure: ScanAnswer = {
    status: 500,
    headers: { ...redirectHeaders, 'content-type': 'text/plain; charset=utf-8' },
    body: 'Server error',
  };

  /** A page, in the signed-in visitor's language or their browser's: never reached by a redirect. */
  const page = async (
    request: HttpFacts,
    status: number,
    render: (locale: PageLocale) => string,
    headers: Record<string, string> = pageHeaders,
  ): Promise<ScanAnswer> => {
    const language = await pageLanguage(queries, request.headers);
    return { status, headers, body: render({ language, t: texts.in(language) }) };
  };

  /** The pages of a code that is not simply followed, for a scan and a preview alike. */
  const stop = (
    slug: string,
    request: HttpFacts,
    verdict: Exclude<ScanVerdict, { kind: 'go' }>,
  ): Promise<ScanAnswer> => {
    switch (verdict.kind) {
      case 'refused':
        return page(request, 403, (locale) => refusedPage(locale, verdict.reason, verdict.host, slug));
      case 'suspended':
        return page(request, 410, suspendedPage);
      case 'inactive':
        return page(request, 410, inactivePage);
      case 'not-found':
        return page(request, 404, notFoundPage);
    }
  };

  /** The pass of a code whose password or scan limit the visitor got through: its page and files open for them. */
  const passHeaders = (qrCodeId: string | undefined): Record<string, string> =>
    qrCodeId === undefined ? {} : { 'set-cookie': passes.setCookie(qrCodeId) };

  /** A scan (GET, HEAD) or the password page's form (POST): the same judgement, the same answers. */
  const scan = async (slug: string, request: HttpFacts, password?: string): Promise<ScanAnswer> => {
    const outcome: ScanOutcome = await scanQrCode.scan(slug, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      acceptLanguage: request.headers['accept-language'],
      isScan: request.method !== 'HEAD',
      password,
    });
    switch (outcome.kind) {
      case 'redirect':
        // 303 after the password form, so the browser follows with a GET.
        return {
          status: request.method === 'POST' ? 303 : 302,
          headers: { ...redirectHeaders, ...passHeaders(outcome.passedCode), location: outcome.location },
        };
      case 'withheld':
        // The code answers, without a Location: only a counted scan is sent on.
        return { status: 200, headers: redirectHeaders };
      case 'interstitial':
        return page(request, 200, (locale) => interstitialPage(locale, outcome, slug, publicHost), {
          ...pageHeaders,
          ...passHeaders(outcome.passedCode),
        });
      case 'password':
        return page(
          request,
          outcome.wrong ? 401 : 200,
          (locale) => passwordPage(locale, slug, outcome.wrong),
          passwordPageHeaders,
        );
      case 'too-many-attempts':
        return page(request, 429, tooManyAttemptsPage, {
          ...pageHeaders,
          'retry-after': String(outcome.retryAfterSeconds),
        });
      case 'expired':
        return page(request, 410, expiredPage);
      default:
        return stop(slug, request, outcome);
    }
  };

  const preview = async (slug: string, request: HttpFacts): Promise<ScanAnswer> => {
    const verdict = await queries.execute(new PreviewScanQuery(slug));
    if (verdict.kind === 'protected') {
      return page(request, 200, (locale) => passwordPage(locale, slug, false), passwordPageHeaders);
    }
    if (verdict.kind !== 'go') return stop(slug, request, verdict);
    return page(request, 200, (locale) => previewPage(locale, { ...verdict, slug }, publicHost));
  };

  const send = (reply: FastifyReply, { status, headers, body }: ScanAnswer) =>
    reply.code(status).headers(headers).send(body);

  const errorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    logger.error(`Scan ${request.id} failed: ${error.stack ?? String(error)}`);
    void send(reply, failure);
  };

  fastify.get<{ Params: { slug: string }; Querystring: Record<string, string | undefined> }>(SCAN_PATH, {
    config: { securityHeaders: false },
    errorHandler,
    handler: async (request, reply) => {
      const { slug } = request.params;
      if (slug.endsWith(PREVIEW_SUFFIX))
        return send(reply, await preview(slug.slice(0, -PREVIEW_SUFFIX.length), request));
      if (request.query['preview'] !== undefined) return send(reply, await preview(slug, request));
      return send(reply, await scan(slug, request));
    },
  });

  fastify.post<{ Params: { slug: string }; Body: unknown }>(SCAN_PATH, {
    config: { securityHeaders: false },
    errorHandler,
    handler: async (request, reply) => {
      const body = request.body as Record<string, unknown> | undefined;
      const password = typeof body?.['password'] === 'string' ? body['password'] : '';
      return send(reply, await scan(request.params.slug, request, password));
    },
  });

  // The client's address as Fastify's request.ip gives it (the same TRUST_PROXY, the same rule).
  const clientIp = clientAddressOf(proxyTrustOf(config.trustProxy));

  return (request, response) => {
    const { method } = request;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const plain = PLAIN_SCAN_URL.exec(request.url ?? '');
    if (!plain) return false;
    const started = performance.now();
    const requestId = requestIdOf(request);
    const facts = { ip: clientIp(request), method, headers: request.headers };
    scan(plain[1], facts)
      .catch((error: unknown) => {
        logger.error(`Scan ${requestId} failed: ${error instanceof Error ? error.stack : String(error)}`);
        return failure;
      })
      .then(({ status, headers, body }) => {
        response.writeHead(status, { ...headers, 'x-request-id': requestId });
        response.end(body);
        metrics.observeRequest(method, SCAN_PATH, status, (performance.now() - started) / 1000);
      })
      .catch((error: unknown) => {
        // The answer could not be written (a header Node refuses, a socket gone).
        logger.error(`Scan ${requestId} not answered: ${String(error)}`);
        response.destroy();
      });
    return true;
  };
}
