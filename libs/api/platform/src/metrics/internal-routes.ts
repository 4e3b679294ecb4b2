import { Injectable } from '@nestjs/common';

export interface InternalResponse {
  status: number;
  body?: string;
}

/**
 * A GET route of the internal listener (beside `/metrics`), for callers on the host such as
 * Caddy's on-demand TLS `ask`. It answers synchronously, from memory: no I/O per request.
 */
export type InternalRoute = (query: URLSearchParams) => InternalResponse;

/** The routes contexts add to the internal listener (METRICS_HOST:METRICS_PORT), from `onModuleInit`. */
@Injectable()
export class InternalRoutes {
  private readonly routes = new Map<string, InternalRoute>();

  add(path: string, route: InternalRoute): void {
    if (path === '/metrics' || this.routes.has(path)) throw new Error(`The internal route ${path} is taken`);
    this.routes.set(path, route);
  }

  find(path: string): InternalRoute | undefined {
    return this.routes.get(path);
  }
}
