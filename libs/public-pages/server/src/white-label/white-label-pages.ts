import {
  type AppConfig,
  baseSecurityHeaders,
  type CodePasses,
  pageLanguage,
  type PageTexts,
} from '@liveqr/api/platform';
import {
  GetPublicQrCodeQuery,
  PUBLIC_PAGE_TYPES,
  type PublicPageType,
  type PublicQrCodeView,
  QrCatalogErrorCode,
  QrCatalogException,
  VIEWER_TYPES,
} from '@liveqr/api/qr-catalog';
import {
  expiredPage,
  inactivePage,
  notFoundPage,
  PASSWORD_PAGE_HEADERS,
  passwordPage,
  SCAN_PAGE_HEADERS,
} from '@liveqr/api/scan-analytics';
import type { QueryBus } from '@nestjs/cqrs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { unavailableFilePage, type WhiteLabelPage, whiteLabelPage } from './white-label-html';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What the pages may load: styles inline, images from anywhere over https (customers' galleries),
 * media and scripts from us only; the PDF viewer's engine compiles WebAssembly and runs a worker.
 */
function contentSecurityPolicy(type: PublicPageType): string {
  return [
    "default-src 'none'",
    `script-src 'self'${type === 'pdf' ? " 'wasm-unsafe-eval'" : ''}`,
    "style-src 'unsafe-inline'",
    "img-src 'self' https: data: blob:",
    "media-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "font-src 'self' data:",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The pages a scan lands on (/vcard/{id}, /business/{id}, ..., and the /pdf, /video and /mp3
 * viewers), written by the server: customers' content in their colours, white-label, and small
 * enough for a phone on a slow network. A code answers as its scan would: inactive, suspended,
 * expired or out of scans, 410 with nothing of its content; behind a password, the password page
 * (whose form is the scan's, which sends the visitor back here with the code's pass); an unknown
 * one 404; a viewer whose file was deleted, 404 with a notice. Opening a page counts no scan.
 */
/**
 * The paths of codes' public pages and of their scripts: what a customer's custom domain serves
 * besides its codes' scans, since a scan of a page's code sends the phone there on the same host.
 */
export const WHITE_LABEL_PATH = new RegExp(`^/(?:white-label/[^/]+|(?:${PUBLIC_PAGE_TYPES.join('|')})/[^/]+)$`);

export function registerWhiteLabelPages(
  fastify: FastifyInstance,
  { config, queries, texts, passes }: { config: AppConfig; queries: QueryBus; texts: PageTexts; passes: CodePasses },
): void {
  const base = baseSecurityHeaders(config);
  for (const type of PUBLIC_PAGE_TYPES) {
    const pageHeaders = {
      ...base,
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': contentSecurityPolicy(type),
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      // The page is the code's current content: always asked again, never shared between visitors.
      'cache-control': 'private, no-cache',
      vary: 'Accept-Language, Cookie',
    };
    fastify.get<{ Params: { id: string } }>(`/${type}/:id`, {
      config: { securityHeaders: false },
      handler: async (request, reply) => {
        const language = await pageLanguage(queries, request.headers);
        const t = texts.in(language);
        const { id } = request.params;
        const passed = passes.passedCodes(request).has(id);
        const code = UUID.test(id) ? await publicCode(queries, id, type, passed) : { refused: 'not-found' as const };
        if ('refused' in code) {
          switch (code.refused) {
            case 'not-found':
              return sendMessage(reply, 404, notFoundPage({ language, t }), base);
            case 'inactive':
              return sendMessage(reply, 410, inactivePage({ language, t }), base);
            case 'expired':
              return sendMessage(reply, 410, expiredPage({ language, t }), base);
            case 'password':
              return sendMessage(reply, 200, passwordPage({ language, t }, code.slug, false), base, {
                ...PASSWORD_PAGE_HEADERS,
                vary: 'Accept-Language, Cookie',
              });
          }
        }
        const page: WhiteLabelPage = {
          code,
          language,
          t,
          common: texts.in(language, 'common'),
          url: `${config.publicUrl}/${type}/${code.id}`,
          defaultImage: `${config.publicUrl}/og-image.png`,
        };
        if (isViewer(code) && !(code as PublicQrCodeView<'pdf'>).content.file) {
          return reply.status(404).headers(pageHeaders).send(unavailableFilePage(page));
        }
        return reply.headers(pageHeaders).send(whiteLabelPage(page));
      },
    });
  }
}

/** Why a code's page is not shown; a password page posts to the code's scan, `/s/{slug}`. */
type Refusal = { refused: 'not-found' | 'inactive' | 'expired' } | { refused: 'password'; slug: string };

async function publicCode(
  queries: QueryBus,
  id: string,
  type: PublicPageType,
  passed: boolean,
): Promise<PublicQrCodeView | Refusal> {
  try {
    return await queries.execute(new GetPublicQrCodeQuery(id, type, null, passed));
  } catch (error) {
    if (!(error instanceof QrCatalogException)) throw error;
    switch (error.code) {
      case QrCatalogErrorCode.Inactive:
        return { refused: 'inactive' };
      case QrCatalogErrorCode.Expired:
        return { refused: 'expired' };
      case QrCatalogErrorCode.PasswordRequired:
        return { refused: 'password', slug: (error.getResponse() as { slug: string }).slug };
      default:
        return { refused: 'not-found' };
    }
  }
}

function isViewer(code: PublicQrCodeView): boolean {
  return (VIEWER_TYPES as readonly string[]).includes(code.type);
}

function sendMessage(
  reply: FastifyReply,
  status: number,
  body: string,
  base: Record<string, string>,
  headers: Record<string, string> = SCAN_PAGE_HEADERS,
) {
  return reply
    .status(status)
    .headers({ ...base, ...headers, 'cache-control': 'no-store' })
    .send(body);
}
