import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from '@liveqr/api/platform';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const REMOTES = ['dashboard', 'creator', 'billing'] as const;

/**
 * Serves the built React apps from the API process: the shell at `/` (with an SPA fallback
 * for client routes) and each micro-frontend under `/remotes/<name>/`, same-origin.
 */
export async function registerWebApps(fastify: FastifyInstance, config: AppConfig): Promise<void> {
  const shellDir = join(config.webDistDir, 'shell');
  const indexFile = join(shellDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;

  if (indexHtml) {
    await fastify.register(fastifyStatic, {
      root: shellDir,
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
    await fastify.register(fastifyStatic, {
      root,
      prefix: `/remotes/${remote}/`,
      decorateReply: false,
      index: false,
      setHeaders: setCacheHeaders,
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
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
}

function notFound(reply: FastifyReply, message: string) {
  return reply.status(404).header('cache-control', 'no-store').send({ statusCode: 404, error: 'Not Found', message });
}

/** Content-hashed bundles are immutable; entry points are revalidated so a deploy is picked up. */
function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  const immutable = /\.[0-9a-f]{16,}\.(js|css)$/.test(filePath);
  void reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}
