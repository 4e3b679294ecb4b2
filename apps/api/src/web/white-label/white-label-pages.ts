import { type AppConfig, baseSecurityHeaders, pageLanguage, type PageTexts } from '@liveqr/api/platform';
import {
  GetPublicQrCodeQuery,
  PUBLIC_PAGE_TYPES,
  type PublicPageType,
  type PublicQrCodeView,
  QrCatalogErrorCode,
  QrCatalogException,
  VIEWER_TYPES,
} from '@liveqr/api/qr-catalog';
import { inactivePage, notFoundPage, SCAN_PAGE_HEADERS } from '@liveqr/api/scan-analytics';
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
 * enough for a phone on a slow network. An inactive or suspended code answers 410 with nothing of
 * its content; an unknown one 404; a viewer whose file was deleted, 404 with a notice.
 */
export function registerWhiteLabelPages(
  fastify: FastifyInstance,
  { config, queries, texts }: { config: AppConfig; queries: QueryBus; texts: PageTexts },
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
        const code = UUID.test(request.params.id) ? await publicCode(queries, request.params.id, type) : 'not-found';
        if (code === 'not-found') return sendMessage(reply, 404, notFoundPage({ language, t }), base);
        if (code === 'inactive') return sendMessage(reply, 410, inactivePage({ language, t }), base);
        const page: WhiteLabelPage = {
          code,
          language,
          t,
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

async function publicCode(
  queries: QueryBus,
  id: string,
  type: PublicPageType,
): Promise<PublicQrCodeView | 'not-found' | 'inactive'> {
  try {
    return await queries.execute(new GetPublicQrCodeQuery(id, type));
  } catch (error) {
    if (!(error instanceof QrCatalogException)) throw error;
    return error.code === QrCatalogErrorCode.Inactive ? 'inactive' : 'not-found';
  }
}

function isViewer(code: PublicQrCodeView): boolean {
  return (VIEWER_TYPES as readonly string[]).includes(code.type);
}

function sendMessage(reply: FastifyReply, status: number, body: string, base: Record<string, string>) {
  return reply
    .status(status)
    .headers({ ...base, ...SCAN_PAGE_HEADERS, 'cache-control': 'no-store' })
    .send(body);
}
