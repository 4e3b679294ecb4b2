import { type AppConfig, pageLanguage, type PageTexts } from '@liveqr/api/platform';
import { ACCOUNT_DELETED, isLanguage, LANGUAGE_COOKIE, SIGNED_IN_COOKIE } from '@liveqr/shared/contracts';
import type { QueryBus } from '@nestjs/cqrs';
import type { FastifyInstance } from 'fastify';
import type { PageMetaRegistry } from '../page-meta';
import { compressPage } from '../precompress';
import { faqPage, landingPage, pricingPage, type Screenshot, type SitePage } from './site-html';

const PAGES: Record<string, (page: SitePage) => string> = {
  '/': landingPage,
  '/pricing': pricingPage,
  '/faq': faqPage,
};

/**
 * The home page, pricing and FAQ, written by the server in the visitor's language (their profile's
 * when signed in, else the one chosen on the site, else the browser's): they are what a new visitor and a search engine see first, so they come as finished
 * HTML with one small script, not as the web app (whose first load is several times heavier).
 * `?lang=de` chooses a language the way the app's selector does, and comes back without it.
 */
export function registerSitePages(
  fastify: FastifyInstance,
  {
    config,
    queries,
    texts,
    pageMeta,
    stylesheet,
    screenshots,
  }: {
    config: AppConfig;
    queries: QueryBus;
    texts: PageTexts;
    pageMeta: PageMetaRegistry;
    stylesheet?: string;
    screenshots?: Screenshot[];
  },
): void {
  // The app's security headers apply (registerSecurityHeaders): the same policy, Google's tag included when configured.
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    vary: 'Accept-Language, Accept-Encoding, Cookie',
  };
  for (const [path, write] of Object.entries(PAGES)) {
    fastify.get<{ Querystring: { lang?: string; account?: string } }>(path, {
      handler: async (request, reply) => {
        const chosen = request.query.lang;
        if (chosen !== undefined) {
          if (isLanguage(chosen)) {
            // The web app's language cookie (libs/web/i18n), kept a year as the app keeps it.
            void reply.setCookie(LANGUAGE_COOKIE, chosen, {
              path: '/',
              maxAge: 60 * 60 * 24 * 365,
              sameSite: 'lax',
              secure: config.publicUrl.startsWith('https:'),
            });
          }
          return reply.redirect(path, 303);
        }
        const language = await pageLanguage(queries, request.headers);
        const page: SitePage = {
          language,
          t: texts.in(language),
          common: texts.in(language, 'common'),
          meta: await pageMeta.resolve(path, language),
          url: `${config.publicUrl}${path}`,
          defaultImage: `${config.publicUrl}/og-image.png`,
          stylesheet,
          screenshots,
          analyticsId: config.analyticsId,
          // Only which links to show: the app checks the session itself.
          signedIn: request.cookies[SIGNED_IN_COOKIE] !== undefined,
          accountDeleted: request.query.account === ACCOUNT_DELETED,
        };
        const { body, encoding } = compressPage(write(page), request.headers['accept-encoding']);
        if (encoding) void reply.header('content-encoding', encoding);
        return reply.headers(headers).send(body);
      },
    });
  }
}
