import type { ClientRequest, IncomingMessage, RequestOptions } from 'node:http';

/** A page as a socket gets it: its status, Location and body. */
export interface RawPage {
  status: number;
  location: string | undefined;
  body: string;
}

/**
 * One request through `send` (node:http's or node:https's `request`), not through Fastify's
 * `inject`: what a Host header, a TLS name or the plain scan listener decide is really exercised.
 */
export function rawPage<Options extends RequestOptions>(
  send: (options: Options, answer: (response: IncomingMessage) => void) => ClientRequest,
  options: Options,
): Promise<RawPage> {
  return new Promise((resolve, reject) => {
    const sent = send(options, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}
