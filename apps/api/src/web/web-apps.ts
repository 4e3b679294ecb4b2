import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  type AppConfig,
  chosenLanguage,
  type CodePasses,
  HttpErrorCode,
  type PageTexts,
  plainErrorBody,
} from '@liveqr/api/platform';
import type { QueryBus } from '@nestjs/cqrs';
import type { Language } from '@liveqr/shared/contracts';
import {
  type PageMetaRegistry,
  precompressAssets,
  registerSitePages,
  registerWhiteLabelPages,
  renderIndexHtml,
  type Screenshot,
} from '@liveqr/public-pages/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const REMOTES = ['dashboard', 'creator', 'billing'] as const;

/**
 * Serves the built React apps from the API process: the shell at `/` (with an SPA fallback
 * for client routes that carries each page's meta tags) and each micro-frontend under
 * `/remotes/<name>/`, same-origin.
 */
export async function registerWebApps(
  fastify: FastifyInstance,
  config: AppConfig,
  pageMeta: PageMetaRegistry,
  { queries, texts, passes }: { queries: QueryBus; texts: PageTexts; passes: CodePasses },
): Promise<void> {
  const shellDir = join(config.webDistDir, 'shell');
  const indexFile = join(shellDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;

  if (indexHtml) {
    pageMeta.loadTexts(join(shellDir, 'locales'));
    precompressAssets(shellDir);
    await fastify.register(fastifyStatic, {
      root: shellDir,
      preCompressed: true,
      prefix: '/',
      // Files are listed once at start; client routes fall through to the handler below.
      wildcard: false,
      index: false,
      setHeaders: setCacheHeaders,
    });
  }
  for (const remote of REMOTES) {
    const root = join(config.webDistDir, remote);
    if (!existsSync(root)) continue;
    precompressAssets(root);
    await fastify.register(fastifyStatic, {
      root,
      preCompressed: true,
      prefix: `/remotes/${remote}/`,
      decorateReply: false,
      index: false,
      setHeaders: setCacheHeaders,
    });
  }

  // Customers' pages are written by the server, white-label; every other path is the shell's.
  registerWhiteLabelPages(fastify, { config, queries, texts, passes });
  if (indexHtml) {
    registerSitePages(fastify, {
      config,
      queries,
      texts,
      pageMeta,
      stylesheet: stylesheetOf(indexHtml),
      screenshots: screenshotsIn(shellDir),
    });
  }
  fastify.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0];
    if (path === '/api' || path.startsWith('/api/') || /\.[a-z0-9]+$/i.test(path)) {
      return notFound(reply, `Cannot GET ${path}`);
    }
    if (!indexHtml) {
      return reply.status(503).type('text/plain; charset=utf-8').send('The web app is not built yet: run `npm start`.');
    }
    const language = languageOf(request);
    const html = renderIndexHtml(indexHtml, {
      language,
      meta: await pageMeta.resolve(path, language),
      url: `${config.publicUrl}${path}`,
      defaultImage: `${config.publicUrl}/og-image.png`,
      supportEmail: config.mail.supportEmail,
      analyticsId: config.analyticsId,
    });
    // The page depends on the language cookie: caches must keep one copy per cookie.
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie')
      .send(html);
  });
}

/** The web app's content-hashed stylesheet, as its index.html links it. */
function stylesheetOf(indexHtml: string): string | undefined {
  return /<link rel="stylesheet" href="([^"]+\.css)"/.exec(indexHtml)?.[1];
}

/** The product screenshots built with the shell, as their manifest lists them (tools/screenshots). */
function screenshotsIn(shellDir: string): Screenshot[] | undefined {
  const manifest = join(shellDir, 'screenshots', 'manifest.json');
  return existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as Screenshot[]) : undefined;
}

/** The visitor's chosen language, else English (the server never guesses from Accept-Language). */
function languageOf(request: FastifyRequest): Language {
  return chosenLanguage(request.headers.cookie) ?? 'en';
}

function notFound(reply: FastifyReply, message: string) {
  return reply
    .status(404)
    .header('cache-control', 'no-store')
    .send(plainErrorBody(404, message, HttpErrorCode.RouteNotFound));
}

/** Content-hashed bundles and images are immutable; entry points are revalidated so a deploy is picked up. */
function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  const immutable = /\.[0-9a-f]{16,}\.(js|css|avif|webp)(\.br|\.gz)?$/.test(filePath);
  void reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}
