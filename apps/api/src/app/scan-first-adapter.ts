import { createServer, type Server } from 'node:http';
import { answerWhileClosing } from '@liveqr/api/platform';
import type { PlainScanListener } from '@liveqr/api/scan-analytics';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { FastifyHttpOptions, FastifyServerFactoryHandler } from 'fastify';

/** Where the plain scan listener goes once the app that answers scans exists; whether the server is closing. */
interface ScanListenerSlot {
  listener?: PlainScanListener;
  closing?: boolean;
}

/**
 * Nest's Fastify adapter, whose Node server hands each request to the plain scan listener first
 * (see registerScanRedirect) and to Fastify only when it declines. From the start of a shutdown
 * Fastify answers everything, so no scan is taken once the recorder drains; once the server closes,
 * every request is a 503 in the API's error shape (Fastify's own 503 body has no `code`).
 */
export class ScanFirstAdapter extends FastifyAdapter {
  private readonly scans: ScanListenerSlot;

  constructor(options: FastifyHttpOptions<Server>) {
    const scans: ScanListenerSlot = {};
    super({
      ...options,
      serverFactory: (handler: FastifyServerFactoryHandler, fastifyOptions: Record<string, unknown>) =>
        scanFirstServer(handler, fastifyOptions, scans),
    });
    this.scans = scans;
  }

  answerScansWith(listener: PlainScanListener): void {
    this.scans.listener = listener;
  }

  override beforeClose(): void {
    this.scans.listener = undefined;
    super.beforeClose();
  }

  override async close(): Promise<void> {
    this.scans.closing = true;
    await super.close();
  }
}

/** The HTTP server Fastify would create, with its timeouts (the options carry Fastify's defaults). */
function scanFirstServer(
  handler: FastifyServerFactoryHandler,
  options: Record<string, unknown>,
  scans: ScanListenerSlot,
): Server {
  const server = createServer((request, response) => {
    if (scans.closing) answerWhileClosing(response);
    else if (!scans.listener?.(request, response)) handler(request, response);
  });
  server.keepAliveTimeout = options['keepAliveTimeout'] as number;
  server.requestTimeout = options['requestTimeout'] as number;
  server.setTimeout(options['connectionTimeout'] as number);
  return server;
}
