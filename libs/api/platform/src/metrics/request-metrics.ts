import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics';

/** Times every request Fastify answers (the plain scans are timed by their own listener). */
export function registerRequestMetrics(fastify: FastifyInstance, metrics: Metrics): void {
  // A callback, not an async hook: no promise per request.
  fastify.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
}
