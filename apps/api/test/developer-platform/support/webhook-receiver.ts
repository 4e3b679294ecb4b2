import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { Readable } from 'node:stream';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  /** Which of the receiver's connections it came over, counted from 1. */
  connection: number;
}

/**
 * How the receiver answers: a status, a redirect, never, or 2 GB; or, as a receiver that closed an
 * idle connection just as it was reused, by resetting any connection a request came over before.
 */
export type ReceiverMode =
  | { kind: 'status'; status: number }
  | { kind: 'redirect'; location: string }
  | { kind: 'hang' }
  | { kind: 'huge' }
  | { kind: 'reset-reused' };

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  mode: ReceiverMode;
  /** Body bytes the receiver managed to hand over in its 'huge' answers. */
  bytesSent: number;
  /** Resolves once `count` requests (of those `accept` takes) have arrived in all, with those requests. */
  receivedCount(count: number, accept?: (message: ReceivedWebhook) => boolean): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

const TWO_GB = 2 * 1024 ** 3;
const CHUNK = Buffer.alloc(1024 * 1024, 'x');

/** A local HTTP server standing in for a customer's webhook endpoint. */
export async function startWebhookReceiver(
  mode: ReceiverMode = { kind: 'status', status: 200 },
): Promise<WebhookReceiver> {
  const waiters: (() => void)[] = [];
  const hanging: ServerResponse[] = [];
  const receiver: WebhookReceiver = {
    url: '',
    received: [],
    mode,
    bytesSent: 0,
    receivedCount: async (count, accept = () => true) => {
      const taken = () => receiver.received.filter(accept);
      while (taken().length < count) await new Promise<void>((wake) => waiters.push(wake));
      return taken();
    },
    close: async () => {
      hanging.forEach((response) => response.destroy());
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
  const connections = new WeakMap<Socket, { number: number; requests: number }>();
  let connectionsMade = 0;
  const server = createServer((request, response) => {
    const connection = connections.get(request.socket) ?? { number: ++connectionsMade, requests: 0 };
    connections.set(request.socket, connection);
    if (++connection.requests > 1 && receiver.mode.kind === 'reset-reused') {
      request.socket.resetAndDestroy();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      receiver.received.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        connection: connection.number,
      });
      waiters.splice(0).forEach((wake) => wake());
      const current = receiver.mode;
      if (current.kind === 'status') response.writeHead(current.status).end('{}');
      else if (current.kind === 'reset-reused') response.writeHead(200).end('{}');
      else if (current.kind === 'redirect') response.writeHead(302, { location: current.location }).end();
      else if (current.kind === 'hang') hanging.push(response);
      else {
        response.writeHead(200, { 'content-length': TWO_GB });
        let left = TWO_GB;
        Readable.from(
          (function* () {
            while (left > 0) {
              left -= CHUNK.length;
              receiver.bytesSent += CHUNK.length;
              yield CHUNK;
            }
          })(),
        )
          .on('error', () => undefined)
          .pipe(response)
          .on('error', () => undefined);
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return receiver;
}

/** Polls until `check` gives a value (not undefined): for work the server does in the background. */
export async function eventually<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 30_000): Promise<T> {
  // performance.now(): tests move the Date clock.
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (performance.now() > deadline) throw new Error(`Gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
