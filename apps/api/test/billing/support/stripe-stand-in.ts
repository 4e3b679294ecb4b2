import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedStripeCall {
  method: string;
  path: string;
  /** Form fields as the Stripe SDK encodes them, e.g. `line_items[0][price]`. */
  params: Record<string, string>;
}

type Answer = { status: number; body: unknown };

/**
 * A local HTTP server standing in for api.stripe.com: records what the SDK sends and answers
 * like Stripe would. Tests set subscriptions (what a re-read returns) and canned errors.
 */
export class StripeStandIn {
  readonly calls: RecordedStripeCall[] = [];
  readonly subscriptions = new Map<string, object>();
  portalError: Answer | undefined;
  /** Answered instead of a subscription update, when set. */
  updateError: Answer | undefined;
  private server: Server | undefined;
  private sessions = 0;
  private prices: string[] = [];

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      void this.answer(request).then(({ status, body }) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_standin' });
        response.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  callsTo(method: string, path: string): RecordedStripeCall[] {
    return this.calls.filter((call) => call.method === method && call.path === path);
  }

  private async answer(request: IncomingMessage): Promise<Answer> {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const body = await new Promise<string>((resolve) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => resolve(text));
    });
    const params = Object.fromEntries(new URLSearchParams(request.method === 'GET' ? url.search : body));
    const call = { method: request.method ?? 'GET', path: url.pathname, params };
    this.calls.push(call);
    return this.route(call);
  }

  private route({ method, path, params }: RecordedStripeCall): Answer {
    if (method === 'GET' && path === '/v1/prices') {
      return ok({
        object: 'list',
        has_more: false,
        url: '/v1/prices',
        data: this.prices.map((id) => ({ id, object: 'price' })),
      });
    }
    if (method === 'POST' && path === '/v1/prices') {
      const id = `price_${this.prices.length + 1}`;
      this.prices.push(id);
      return ok({ id, object: 'price' });
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${++this.sessions}`;
      return ok({
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        expires_at: Math.floor(Date.now() / 1000) + 24 * 3600,
        customer: params['customer'] ?? null,
      });
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      return (
        this.portalError ??
        ok({ id: 'bps_1', object: 'billing_portal.session', url: 'https://billing.stripe.test/p/session_1' })
      );
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (method === 'GET' && subscription) {
      const found = this.subscriptions.get(decodeURIComponent(subscription[1]));
      return found ? ok(found) : stripeError(404, 'resource_missing', 'No such subscription', 'id');
    }
    if (method === 'POST' && subscription) {
      if (this.updateError) return this.updateError;
      const id = decodeURIComponent(subscription[1]);
      const found = this.subscriptions.get(id);
      if (!found) return stripeError(404, 'resource_missing', 'No such subscription', 'id');
      const updated = { ...found, cancel_at_period_end: params['cancel_at_period_end'] === 'true' };
      this.subscriptions.set(id, updated);
      return ok(updated);
    }
    return stripeError(404, 'resource_missing', `Unrecognized request URL (${method}: ${path})`);
  }
}

function ok(body: unknown): Answer {
  return { status: 200, body };
}

export function stripeError(status: number, code: string | undefined, message: string, param?: string): Answer {
  return { status, body: { error: { type: 'invalid_request_error', code, message, param } } };
}
