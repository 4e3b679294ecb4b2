import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics';

/** Times every request by its route template (`/api/qr-codes/:id`, `/s/:slug`), never by its raw URL. */
export function registerRequestMetrics(fastify: FastifyInstance, metrics: Metrics): void {
  // A callback, not an async hook: no promise per request.
  fastify.addHook('onResponse', (request, reply, done) => {
    metrics.httpRequests.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
