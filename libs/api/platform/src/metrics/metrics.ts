import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * LiveQR's Prometheus metrics. One registry per server (not prom-client's global one), so several
 * servers in one process, as in the tests, keep their own figures. Contexts declare their own
 * series here rather than importing prom-client.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  readonly httpRequests = new Histogram({
    name: 'liveqr_http_request_duration_seconds',
    help: 'HTTP requests by method, route template and status, with their duration',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'liveqr_' });
  }

  /** One answered HTTP request, by its route template (`/api/qr-codes/:id`, `/s/:slug`), never its raw URL. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void {
    this.httpRequests.observe({ method, route, status_code: statusCode }, seconds);
  }

  counter(name: string, help: string): Counter {
    return new Counter({ name, help, registers: [this.registry] });
  }

  /**
   * A gauge read when Prometheus scrapes, e.g. a queue's depth. When it cannot be read (its
   * database is away) the scrape still succeeds, with the last figure.
   */
  gauge(name: string, help: string, read: () => number | Promise<number>): Gauge {
    let last = 0;
    return new Gauge({
      name,
      help,
      registers: [this.registry],
      async collect() {
        last = await Promise.resolve()
          .then(read)
          .catch(() => last);
        this.set(last);
      },
    });
  }
}
