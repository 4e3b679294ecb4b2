import { CustomHosts } from '@liveqr/api/platform';
import { WHITE_LABEL_PATH } from '@liveqr/public-pages/server';
import type { FastifyInstance } from 'fastify';

/** The password form of a code's page posts here; its scans (GET, HEAD) the scan route answered already. */
const SCAN_FORM_PATH = /^\/s\/[^/]+$/;
/** The public API that codes' pages call (a contact card's file, a list's new link, an uploaded file). */
const PUBLIC_API_PREFIX = '/api/public/';

/**
 * On a customer's custom domain, and on any name that is nobody's, LiveQR serves its codes (the
 * scan route answers `/`, `/{slug}` and `/s/{slug}` before this) and their public pages, nothing
 * else: never the web apps nor the account API. A session made on the customer's domain would be
 * that domain's cookie, which whoever controls its DNS could later receive. Register it after the
 * scan route's hook.
 */
export function registerCustomDomainBoundary(fastify: FastifyInstance, customHosts: CustomHosts): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    if (customHosts.of(request.headers.host).kind === 'own') return done();
    const path = request.url.split('?')[0];
    if (path.startsWith(PUBLIC_API_PREFIX) || WHITE_LABEL_PATH.test(path) || SCAN_FORM_PATH.test(path)) return done();
    void reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
  });
}
