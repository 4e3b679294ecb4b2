import { createServer, type Server } from 'node:http';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.tokens';
import { InternalRoutes } from './internal-routes';
import { Metrics } from './metrics';

/**
 * The internal listener: serves `/metrics` and the contexts' InternalRoutes (Caddy's `ask`) on a
 * port of its own (METRICS_HOST:METRICS_PORT), so they never share the public port and need no
 * route, guard or rate limit there.
 */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MetricsServer.name);
  private server: Server | undefined;

  constructor(
    private readonly metrics: Metrics,
    private readonly routes: InternalRoutes,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const address = this.config.metrics;
    if (!address) return;
    const { registry } = this.metrics;
    this.server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://internal');
      const route = this.routes.find(url.pathname);
      if (request.method !== 'GET' || (url.pathname !== '/metrics' && !route)) {
        response.writeHead(404).end();
        return;
      }
      if (route) {
        const { status, body } = route(url.searchParams);
        response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(body ?? '');
        return;
      }
      registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
        (error: unknown) => {
          this.logger.error(`Collecting metrics failed: ${String(error)}`);
          response.writeHead(500).end();
        },
      );
    });
    await new Promise<void>((listening, failed) => {
      this.server?.once('error', failed).listen(address.port, address.host, listening);
    });
    this.logger.log(`Metrics and internal routes on http://${address.host}:${address.port}/metrics`);
  }

  async onApplicationShutdown(): Promise<void> {
    await new Promise((closed) => (this.server ? this.server.close(closed) : closed(undefined)));
  }
}
