import { createHmac } from 'node:crypto';
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { Agent as HttpAgent, type ClientRequest, type IncomingMessage, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import { isPublicAddress } from '@liveqr/qr-content';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';

/**
 * At most this much of an answer is read (and dropped), so that its connection can carry the next
 * message; a longer answer closes the connection instead.
 */
const ANSWER_READ_LIMIT = 64 * 1024;
/** A connection to a receiver that carried no message for this long is closed. */
const IDLE_CONNECTION_MS = 15_000;
/** A connection the receiver closed while idle, found out only on its reuse: the message goes again on a new one. */
const CLOSED_WHILE_IDLE = new Set(['ECONNRESET', 'EPIPE']);

/** What one attempt brought: the receiver's status, or why there was none. */
export type SendOutcome = { ok: true; status: number } | { ok: false; status: number | null; error: string };

export interface SignedMessage {
  id: string;
  body: string;
  secret: string;
  timestamp: Date;
}

class NotPublicAddressError extends Error {
  constructor(host: string) {
    super(`${host} resolves to an address that is not public`);
  }
}

/**
 * Sends one signed message (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature).
 * Connects only to public addresses (checked on the address actually dialled, so a name that
 * changes its answer after the check gains nothing), follows no redirect, gives up after
 * `timeoutMs`, and reads no more of the answer's body than ANSWER_READ_LIMIT: the status says it
 * all. Connections are kept for the next messages to the same receiver: a busy owner's scans go
 * every second, and a connection (a TLS handshake in production) per message cost the sender more
 * than the message.
 */
@Injectable()
export class WebhookSender implements OnModuleDestroy {
  /** A receiver that has not answered by then has failed this attempt. */
  timeoutMs = 10_000;
  private readonly agents = {
    'http:': new HttpAgent({ keepAlive: true, timeout: IDLE_CONNECTION_MS }),
    'https:': new HttpsAgent({ keepAlive: true, timeout: IDLE_CONNECTION_MS }),
  };

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  onModuleDestroy(): void {
    for (const agent of Object.values(this.agents)) agent.destroy();
  }

  async send(url: string, message: SignedMessage): Promise<SendOutcome> {
    const target = new URL(url);
    const host = target.hostname.replace(/^\[|\]$/g, '');
    if (!this.config.webhooks.allowPrivateTargets && isIP(host) && !isPublicAddress(host)) {
      return Promise.resolve({ ok: false, status: null, error: new NotPublicAddressError(host).message });
    }
    const timestamp = Math.floor(message.timestamp.getTime() / 1000);
    // Encoded once: signed, measured and sent as these bytes (a 120 KB message was encoded three times).
    const body = Buffer.from(message.body);
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'LiveQR-Webhooks/1',
      'webhook-id': message.id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signature(message.secret, message.id, timestamp, body),
    };
    const signal = AbortSignal.timeout(this.timeoutMs);
    const post = (connection: 'kept' | 'new') =>
      new Promise<{ status: number } | { error: Error; reusedConnection: boolean }>((resolve) => {
        const outgoing: ClientRequest = (target.protocol === 'https:' ? httpsRequest : httpRequest)(target, {
          method: 'POST',
          headers: { ...headers, 'content-length': body.length },
          // A new connection of its own, closed after the answer: the receiver may have dropped every kept one.
          agent: connection === 'kept' ? this.agents[target.protocol === 'https:' ? 'https:' : 'http:'] : false,
          lookup: this.config.webhooks.allowPrivateTargets ? undefined : publicOnlyLookup,
          signal,
        });
        outgoing.on('response', (response) => {
          resolve({ status: response.statusCode ?? 0 });
          drain(response);
        });
        outgoing.on('error', (error: Error) => resolve({ error, reusedConnection: outgoing.reusedSocket }));
        outgoing.end(body);
      });
    let answer = await post('kept');
    if ('error' in answer && answer.reusedConnection && CLOSED_WHILE_IDLE.has(errorCode(answer.error))) {
      answer = await post('new');
    }
    if ('error' in answer) return { ok: false, status: null, error: describe(answer.error, this.timeoutMs) };
    const { status } = answer;
    if (status >= 200 && status < 300) return { ok: true, status };
    if (status >= 300 && status < 400) return { ok: false, status, error: 'Redirects are not followed' };
    return { ok: false, status, error: `The endpoint answered ${status}` };
  }
}

/** Reads the answer's body to its end, which frees its connection, or closes the connection once it is too long. */
function drain(response: IncomingMessage): void {
  let read = 0;
  // The connection may break mid-answer: the status is known already.
  response.on('error', () => undefined);
  response.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > ANSWER_READ_LIMIT) response.destroy();
  });
}

function errorCode(error: Error): string {
  return (error as NodeJS.ErrnoException).code ?? '';
}

/**
 * Standard Webhooks' signature: `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body`, keyed by the
 * secret's base64 after `whsec_`. Hashed by node:crypto rather than the standardwebhooks package's
 * `sign`, which hashes in JavaScript: 4.3 ms on the event loop for a message of 500 scans (127 KB),
 * against 0.4 ms, while the redirect waits. That package's `verify` checks these in the tests.
 */
export function signature(secret: string, id: string, timestampSeconds: number, body: string | Buffer): string {
  const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestampSeconds}.`).update(body).digest('base64')}`;
}

/** DNS as usual, refusing any answer that is not a public address. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true } as LookupAllOptions, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    if (addresses.length === 0 || addresses.some(({ address }) => !isPublicAddress(address))) {
      return callback(new NotPublicAddressError(hostname), '', 0);
    }
    if ((options as { all?: boolean }).all)
      return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    return callback(null, addresses[0].address, addresses[0].family);
  });
};

function describe(error: Error, timeoutMs: number): string {
  if (error.name === 'AbortError' || error.name === 'TimeoutError') {
    return `No answer within ${Math.round(timeoutMs / 1000)} seconds`;
  }
  if (error instanceof NotPublicAddressError) return error.message;
  const code = errorCode(error);
  return code ? `Could not connect (${code})` : error.message;
}
