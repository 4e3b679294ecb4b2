import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { plainErrorBody } from './all-exceptions.filter';

/** Requests Node could not read, by its error's code, with Fastify's words for them; anything else is a 400. */
const CLIENT_ERRORS: Partial<Record<string, [status: number, message: string]>> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Client Timeout'],
  HPE_HEADER_OVERFLOW: [431, 'Exceeded maximum allowed HTTP header size'],
};

/**
 * Fastify's `clientErrorHandler`, in the one error shape: a request Node could not read (malformed,
 * too slow, headers too large), which no route or filter ever sees, is answered like any other
 * refusal, then its connection closed (as Fastify's own handler does).
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Client Error'];
  const body = JSON.stringify(plainErrorBody(status, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * The answer to a request that arrives while the server shuts down (what Fastify's
 * `return503OnClosing` says, in the one error shape), so that a load balancer sends it elsewhere.
 */
export function answerWhileClosing(response: ServerResponse): void {
  const body = JSON.stringify(plainErrorBody(503, 'The server is shutting down: please try again.'));
  response
    .writeHead(503, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
      connection: 'close',
    })
    .end(body);
}
