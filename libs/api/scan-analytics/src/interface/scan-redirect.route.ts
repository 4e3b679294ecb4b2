import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import {
  APP_CONFIG,
  type AppConfig,
  baseSecurityHeaders,
  clientAddressOf,
  CodePasses,
  type CustomHost,
  CustomHosts,
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
import type { ScanHost, ScanVerdict } from '../domain/scan-verdict';
import {
  domainHomePage,
  domainNotFoundPage,
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
  withdrawnPage,
} from './scan-pages';

/** The path a tracked QR code encodes, outside the `/api` prefix. */
export const SCAN_PATH = '/s/:slug';
/** `/s/{slug}+` shows where a code leads instead of going there (as does `?preview`). */
const PREVIEW_SUFFIX = '+';
/** A GET or HEAD of exactly `/s/{slug}`: what nearly every scan is, answered by the plain scan listener. */
const PLAIN_SCAN_URL = /^\/s\/([A-Za-z0-9]{1,16})$/;
/** On a custom domain a code answers at `/{slug}` (what it encodes) and at `/s/{slug}` alike. */
const PLAIN_DOMAIN_SCAN_URL = /^\/(?:s\/)?([A-Za-z0-9]{1,16})$/;
/** The paths a custom domain (or a host that is nobody's) answers itself: `/`, `/{slug}`, `/s/{slug}`, each with `+`. */
const DOMAIN_PATH = /^\/(?:(?:s\/)?([^/]+))?$/;

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
 * Where a scan came in: LiveQR's own host, a workspace's verified custom domain, or a name that is
 * nobody's now (not verified, disabled, removed, or a spoofed Host).
 */
type ScanPlace =
  { kind: 'own' } | { kind: 'custom'; host: CustomHost; hostname: string } | { kind: 'foreign'; hostname: string };

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
 * The Host decides whose codes answer (platform's CustomHosts, from memory): on LiveQR's own host
 * every code, as ever; on a workspace's verified custom domain only that workspace's, at `/{slug}`
 * and `/s/{slug}`, with `/` going to the domain's root URL and an unknown slug to its not-found
 * URL (else white-label pages); on any other name (a domain that is not verified, a spoofed Host)
 * no code at all. A code whose domain was disabled or removed answers "no longer available".
 * Register it before `app.init()`, outside the global prefix.
 */
export function registerScanRedirect(fastify: FastifyInstance, app: INestApplicationContext): PlainScanListener {
  const scanQrCode = app.get(ScanQrCode);
  const queries = app.get(QueryBus);
  const texts = app.get(PageTexts);
  const metrics = app.get(Metrics);
  const passes = app.get(CodePasses);
  const customHosts = app.get(CustomHosts);
  const config = app.get<AppConfig>(APP_CONFIG);
  const publicHost = new URL(config.publicUrl).host;
  const publicOrigin = new URL(config.publicUrl).origin;
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

  const redirect = (location: string): ScanAnswer => ({ status: 302, headers: { ...redirectHeaders, location } });

  /** A slug nobody has here: on a custom domain its not-found URL, else its white-label 404. */
  const notFound = (slug: string, request: HttpFacts, place: ScanPlace): Promise<ScanAnswer> => {
    if (place.kind !== 'custom') return page(request, 404, notFoundPage);
    if (place.host.notFoundUrl) return Promise.resolve(redirect(place.host.notFoundUrl));
    const reportUrl = `${publicOrigin}/report/s/${encodeURIComponent(slug)}`;
    return page(request, 404, (locale) => domainNotFoundPage(locale, reportUrl));
  };

  /** The pages of a code that is not simply followed, for a scan and a preview alike. */
  const stop = (
    slug: string,
    request: HttpFacts,
    place: ScanPlace,
    verdict: Exclude<ScanVerdict, { kind: 'go' }>,
  ): Promise<ScanAnswer> => {
    switch (verdict.kind) {
      case 'refused':
        return page(request, 403, (locale) => refusedPage(locale, verdict.reason, verdict.host, slug));
      case 'suspended':
        return page(request, 410, suspendedPage);
      case 'inactive':
        return page(request, 410, (locale) => inactivePage(locale, place.kind === 'custom'));
      case 'withdrawn':
        return page(request, 410, withdrawnPage);
      case 'not-found':
        return notFound(slug, request, place);
    }
  };

  /** Whose codes answer here: every workspace's on LiveQR's host, the domain's workspace's on a custom domain, none elsewhere. */
  const scopeOf = (place: ScanPlace): ScanHost => {
    switch (place.kind) {
      case 'own':
        return null;
      case 'custom':
        return { workspaceId: place.host.workspaceId };
      case 'foreign':
        return { retiredHostname: place.hostname };
    }
  };
  /** The host the pages name for LiveQR's own pages: the custom domain the visitor is on, else ours. */
  const shownHost = (place: ScanPlace) => (place.kind === 'custom' ? place.hostname : publicHost);

  /** The pass of a code whose password or scan limit the visitor got through: its page and files open for them. */
  const passHeaders = (qrCodeId: string | undefined): Record<string, string> =>
    qrCodeId === undefined ? {} : { 'set-cookie': passes.setCookie(qrCodeId) };

  /** A scan (GET, HEAD) or the password page's form (POST): the same judgement, the same answers. */
  const scan = async (slug: string, request: HttpFacts, place: ScanPlace, password?: string): Promise<ScanAnswer> => {
    const outcome: ScanOutcome = await scanQrCode.scan(slug, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      acceptLanguage: request.headers['accept-language'],
      isScan: request.method !== 'HEAD',
      password,
      host: scopeOf(place),
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
        return page(request, 200, (locale) => interstitialPage(locale, outcome, slug, shownHost(place)), {
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
        return stop(slug, request, place, outcome);
    }
  };

  const preview = async (slug: string, request: HttpFacts, place: ScanPlace): Promise<ScanAnswer> => {
    const verdict = await queries.execute(new PreviewScanQuery(slug, scopeOf(place)));
    if (verdict.kind === 'protected') {
      return page(request, 200, (locale) => passwordPage(locale, slug, false), passwordPageHeaders);
    }
    if (verdict.kind !== 'go') return stop(slug, request, place, verdict);
    const verifiedDomain = place.kind === 'custom' ? place.hostname : undefined;
    return page(request, 200, (locale) => previewPage(locale, { ...verdict, slug }, shownHost(place), verifiedDomain));
  };

  /** Where a request came in, by its Host: one comparison for LiveQR's own host, else one Map lookup. */
  const placeOf = (hostHeader: string | undefined): ScanPlace => customHosts.of(hostHeader);

  /** `/s/{slug}` or, on a custom domain, `/{slug}`: a preview with `+` (or `?preview`), else a scan. */
  const scanOrPreview = (slug: string, request: HttpFacts, place: ScanPlace, query: Record<string, unknown>) => {
    if (slug.endsWith(PREVIEW_SUFFIX)) return preview(slug.slice(0, -PREVIEW_SUFFIX.length), request, place);
    if (query['preview'] !== undefined) return preview(slug, request, place);
    return scan(slug, request, place);
  };

  /**
   * A GET or HEAD on a custom domain (or on a name that is nobody's) of a path it answers itself;
   * undefined for any other path, which the app answers as on any host (its public pages, files).
   */
  const onOtherHost = (
    place: Exclude<ScanPlace, { kind: 'own' }>,
    path: string,
    request: HttpFacts,
    query: Record<string, unknown>,
  ): Promise<ScanAnswer> | undefined => {
    const match = DOMAIN_PATH.exec(path);
    if (!match) return undefined;
    if (match[1] !== undefined) return scanOrPreview(safeDecode(match[1]), request, place, query);
    // `/`: the domain's root URL or its white-label page; a name that is nobody's leaves it to the app.
    if (place.kind === 'foreign') return undefined;
    return place.host.rootUrl ? Promise.resolve(redirect(place.host.rootUrl)) : page(request, 200, domainHomePage);
  };

  const send = (reply: FastifyReply, { status, headers, body }: ScanAnswer) =>
    reply.code(status).headers(headers).send(body);

  const errorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    logger.error(`Scan ${request.id} failed: ${error.stack ?? String(error)}`);
    void send(reply, failure);
  };

  // Custom domains and names that are nobody's: `/`, `/{slug}` and `/s/{slug}` are answered here,
  // before the app's routes (its pages at `/`, `/pricing`, ...), whatever route matched the path.
  // LiveQR's own host costs one comparison.
  fastify.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    const place = placeOf(request.headers.host);
    if (place.kind === 'own') return done();
    const answer = onOtherHost(place, request.url.split('?')[0], request, request.query as Record<string, unknown>);
    if (!answer) return done();
    // Answered here: the app's route and its security headers are not this page's.
    answer
      .catch((error: unknown) => {
        logger.error(`Scan ${request.id} failed: ${error instanceof Error ? error.stack : String(error)}`);
        return failure;
      })
      .then((scanAnswer) => send(reply, scanAnswer))
      .catch((error: unknown) => logger.error(`Scan ${request.id} not answered: ${String(error)}`));
  });

  fastify.get<{ Params: { slug: string }; Querystring: Record<string, string | undefined> }>(SCAN_PATH, {
    config: { securityHeaders: false },
    errorHandler,
    handler: async (request, reply) => {
      // Other hosts were answered by the hook above.
      return send(reply, await scanOrPreview(request.params.slug, request, OWN_PLACE, request.query));
    },
  });

  fastify.post<{ Params: { slug: string }; Body: unknown }>(SCAN_PATH, {
    config: { securityHeaders: false },
    errorHandler,
    handler: async (request, reply) => {
      const place = placeOf(request.headers.host);
      const body = request.body as Record<string, unknown> | undefined;
      const password = typeof body?.['password'] === 'string' ? body['password'] : '';
      return send(reply, await scan(request.params.slug, request, place, password));
    },
  });

  // The client's address as Fastify's request.ip gives it (the same TRUST_PROXY, the same rule).
  const clientIp = clientAddressOf(proxyTrustOf(config.trustProxy));

  return (request, response) => {
    const { method } = request;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const place = placeOf(request.headers.host);
    // Anything but a plain scan (`/`, previews, query strings, the app's pages) goes to Fastify.
    const plain = (place.kind === 'own' ? PLAIN_SCAN_URL : PLAIN_DOMAIN_SCAN_URL).exec(request.url ?? '');
    if (!plain) return false;
    const started = performance.now();
    const requestId = requestIdOf(request);
    const facts = { ip: clientIp(request), method, headers: request.headers };
    scan(plain[1], facts, place)
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

const OWN_PLACE: ScanPlace = { kind: 'own' };

/** A path segment as the router would decode it; a malformed escape stays as it is (and matches no slug). */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
