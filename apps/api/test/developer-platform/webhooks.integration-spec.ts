import { HostResolver } from '@liveqr/api/qr-catalog';
import { WebhookRetrySchedule, WebhookSender } from '@liveqr/api/webhooks';
import { startMailInbox, type MailInbox } from '@liveqr/api/testing';
import { Webhook } from 'standardwebhooks';
import { finishedJob, sendImportFile } from '../imports-exports/support';
import { aUser, type QrUser } from '../qr-catalog/support/qr-client';
import { scan, USER_AGENTS } from '../scan-analytics/support/scan-client';
import { useMovableClock } from '../support/clock';
import { startTestServer, type TestServer } from '../support/test-server';
import { createApiKey, withKey } from './support/api-keys';
import {
  eventually,
  type ReceivedWebhook,
  startWebhookReceiver,
  type WebhookReceiver,
} from './support/webhook-receiver';

interface Delivery {
  id: string;
  eventType: string;
  status: string;
  attempts: number;
  responseStatus: number | null;
  error: string | null;
}

describe('webhooks to receivers on a private network (operator setting)', () => {
  let server: TestServer;
  let inbox: MailInbox;
  let receiver: WebhookReceiver;
  let ada: QrUser & { email: string };
  let key: string;

  beforeAll(async () => {
    inbox = await startMailInbox();
    server = await startTestServer({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true', SMTP_URL: inbox.smtpUrl });
    receiver = await startWebhookReceiver();
    const user = await aUser(server, { verified: true });
    const session = await server.inject({ method: 'GET', url: '/api/auth/session', cookies: user.cookies });
    ada = { ...user, email: session.json().user.email };
    key = (await createApiKey(server, ada)).secret;
  });
  afterAll(async () => {
    await receiver.close();
    await server.close();
    await inbox.close();
  });
  beforeEach(() => {
    receiver.mode = { kind: 'status', status: 200 };
    receiver.received.length = 0;
  });
  afterEach(() => jest.restoreAllMocks());

  let endpointsMade = 0;
  /** An endpoint at an address of its own on the receiver: one owner may not add the same URL twice. */
  async function anEndpoint(url = `${receiver.url}/${++endpointsMade}`, events = ['qr_code.created']) {
    const response = await withKey(server, key, 'POST', '/api/v1/webhooks', { url, events });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string; secret: string; url: string };
  }
  const deliveries = async (endpointId: string): Promise<Delivery[]> =>
    (await withKey(server, key, 'GET', `/api/v1/webhooks/${endpointId}/deliveries`)).json();
  const sendTest = (endpointId: string) => withKey(server, key, 'POST', `/api/v1/webhooks/${endpointId}/test`);
  // Earlier tests' endpoints share the receiver, and their deliveries may still arrive during a later test.
  const testEventOf = (endpointId: string) => (message: ReceivedWebhook) => {
    const event = JSON.parse(message.body);
    return event.type === 'webhook.test' && event.data?.endpointId === endpointId;
  };
  const settled = (endpointId: string, deliveryId: string, accept = (d: Delivery) => d.status !== 'pending') =>
    eventually(
      async () => (await deliveries(endpointId)).find((d) => d.id === deliveryId && accept(d)),
      'the delivery',
    );

  it('delivers a new code signed per Standard Webhooks, and logs the answer', async () => {
    const endpoint = await anEndpoint();
    expect(endpoint.secret).toMatch(/^whsec_/);
    const code = await withKey(server, key, 'POST', '/api/v1/qr-codes', {
      type: 'website',
      content: { url: 'example.com/hooked' },
    });
    const [message] = await receiver.receivedCount(1);
    const verified = new Webhook(endpoint.secret).verify(message.body, {
      'webhook-id': String(message.headers['webhook-id']),
      'webhook-timestamp': String(message.headers['webhook-timestamp']),
      'webhook-signature': String(message.headers['webhook-signature']),
    });
    expect(verified).toMatchObject({ type: 'qr_code.created', data: { id: code.json().id } });
    const [logged] = await eventually(async () => {
      const log = await deliveries(endpoint.id);
      return log[0]?.status === 'succeeded' ? log : undefined;
    }, 'the delivery log');
    expect(logged).toMatchObject({
      id: message.headers['webhook-id'],
      eventType: 'qr_code.created',
      responseStatus: 200,
      attempts: 1,
    });
    // A signature made with another secret does not verify.
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(
        message.body,
        message.headers as Record<string, string>,
      ),
    ).toThrow();
  });

  it('delivers a qr_code.created message for each code of an import', async () => {
    await anEndpoint();
    const csv = 'type,name,url\nwebsite,Imported one,example.com/one\nwebsite,Imported two,example.com/two\n';
    const started = await sendImportFile(server, { key }, '/api/v1/qr-codes/imports', csv);
    expect(await finishedJob(server, ada, started.json().id)).toMatchObject({ status: 'succeeded', failed: 0 });
    const codes = (await withKey(server, key, 'GET', '/api/v1/qr-codes?search=Imported')).json().items as Array<{
      id: string;
      slug: string;
    }>;
    const announced = (id: string) =>
      receiver.received.map((message) => JSON.parse(message.body)).find((message) => message.data.id === id);
    for (const { id, slug } of codes) {
      // Earlier tests' endpoints listen too: each code is announced to every one of them.
      expect(await eventually(async () => announced(id), `the message for ${id}`)).toMatchObject({
        type: 'qr_code.created',
        data: { id, slug },
      });
    }
    expect(codes).toHaveLength(2);
  });

  it('delivers the scans of a batch together, leaving bots out', async () => {
    const endpoint = await anEndpoint(undefined, ['scan.created']);
    const code = (
      await withKey(server, key, 'POST', '/api/v1/qr-codes', {
        type: 'website',
        content: { url: 'example.com/scanned' },
      })
    ).json();
    await Promise.all([
      scan(server, code.slug, { ip: '203.0.113.7' }),
      scan(server, code.slug, { ip: '203.0.113.8', userAgent: USER_AGENTS.androidChrome }),
      scan(server, code.slug, { userAgent: USER_AGENTS.googlebot }),
    ]);
    const scans = await eventually(async () => {
      const all = receiver.received
        .map((message) => JSON.parse(message.body))
        .filter((message) => message.type === 'scan.created')
        .flatMap((message) => message.data.scans as { qrCodeId: string; deviceType: string }[]);
      return all.length >= 2 ? all : undefined;
    }, 'the scans');
    expect(scans).toHaveLength(2);
    expect(scans.every((scanned) => scanned.qrCodeId === code.id)).toBe(true);
    expect(JSON.stringify(scans)).not.toContain('ipHash');
    await eventually(
      async () => ((await deliveries(endpoint.id)).every((d) => d.status === 'succeeded') ? true : undefined),
      'the log',
    );
  });

  it('sends a test event on request', async () => {
    const endpoint = await anEndpoint(undefined, ['scan.created']);
    const queued = await sendTest(endpoint.id);
    expect(queued.statusCode).toBe(202);
    const [message] = await receiver.receivedCount(1, testEventOf(endpoint.id));
    expect(JSON.parse(message.body)).toMatchObject({ type: 'webhook.test', data: { endpointId: endpoint.id } });
    await settled(endpoint.id, queued.json().deliveryId);
  });

  it('retries a failed delivery with the same webhook-id, so a receiver can drop repeats', async () => {
    receiver.mode = { kind: 'status', status: 503 };
    jest.spyOn(server.app.get(WebhookRetrySchedule), 'delaySeconds').mockImplementation(() => {
      // The first attempt failed: the retry queued now finds the receiver answering again (switched
      // by the test once it saw the first, the retry could come before the switch, and fail too).
      receiver.mode = { kind: 'status', status: 200 };
      return 0;
    });
    const endpoint = await anEndpoint();
    const deliveryId = (await sendTest(endpoint.id)).json().deliveryId;
    const [first, second] = await receiver.receivedCount(2, testEventOf(endpoint.id));
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(second.body).toBe(first.body);
    const seen = new Set(
      receiver.received.filter(testEventOf(endpoint.id)).map((message) => message.headers['webhook-id']),
    );
    expect(seen.size).toBe(1);
    expect(await settled(endpoint.id, deliveryId)).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      responseStatus: 200,
    });
  });

  it('retries an endpoint that answers 500 forever for 24 hours, then switches it off and mails its owner', async () => {
    jest.spyOn(server.app.get(WebhookRetrySchedule), 'delaySeconds').mockReturnValue(0);
    receiver.mode = { kind: 'status', status: 500 };
    const endpoint = await anEndpoint();
    const deliveryId = (await sendTest(endpoint.id)).json().deliveryId;
    await settled(endpoint.id, deliveryId, (d) => d.attempts >= 2);
    const clock = useMovableClock();
    try {
      clock.advance(25 * 60 * 60 * 1000);
      const failed = await settled(endpoint.id, deliveryId);
      expect(failed).toMatchObject({ status: 'failed', responseStatus: 500 });
      const listed = (await withKey(server, key, 'GET', '/api/v1/webhooks')).json();
      expect(listed.find((e: { id: string }) => e.id === endpoint.id)).toMatchObject({
        enabled: false,
        disabledAt: expect.any(String),
      });
      const mail = await inbox.nextMailTo(ada.email, { containing: 'switched off' });
      expect(mail.text).toContain(receiver.url);
    } finally {
      clock.restore();
    }
    // Switched on again, it receives the next event.
    receiver.mode = { kind: 'status', status: 200 };
    const enabled = await withKey(server, key, 'PATCH', `/api/v1/webhooks/${endpoint.id}`, { enabled: true });
    expect(enabled.json()).toMatchObject({ enabled: true, disabledAt: null });
    const again = (await sendTest(endpoint.id)).json().deliveryId;
    expect(await settled(endpoint.id, again)).toMatchObject({ status: 'succeeded' });
  });

  it('sends the next messages to a receiver over the connection the first one opened, or a new one if the receiver dropped it', async () => {
    jest.spyOn(server.app.get(WebhookRetrySchedule), 'delaySeconds').mockReturnValue(3600);
    const endpoint = await anEndpoint();
    const send = async () => {
      const deliveryId = (await sendTest(endpoint.id)).json().deliveryId;
      expect(await settled(endpoint.id, deliveryId, (d) => d.attempts === 1)).toMatchObject({
        status: 'succeeded',
        responseStatus: 200,
      });
      return deliveryId;
    };
    const kept = [await send(), await send(), await send()];
    // A receiver that closed the kept connection while idle, noticed only when it is used again.
    receiver.mode = { kind: 'reset-reused' };
    const again = await send();
    const messages = await receiver.receivedCount(4, testEventOf(endpoint.id));
    expect(messages.map((message) => message.headers['webhook-id'])).toEqual([...kept, again]);
    expect(new Set(messages.slice(0, 3).map((message) => message.connection)).size).toBe(1);
    expect(messages[3].connection).not.toBe(messages[0].connection);
    // The suite's owner has room for as many endpoints as its tests add, not one more.
    expect((await withKey(server, key, 'DELETE', `/api/v1/webhooks/${endpoint.id}`)).statusCode).toBe(204);
  });

  it('gives up on a receiver that hangs when the send times out', async () => {
    jest.replaceProperty(server.app.get(WebhookSender), 'timeoutMs', 300);
    jest.spyOn(server.app.get(WebhookRetrySchedule), 'delaySeconds').mockReturnValue(3600);
    receiver.mode = { kind: 'hang' };
    const endpoint = await anEndpoint();
    const deliveryId = (await sendTest(endpoint.id)).json().deliveryId;
    const logged = await settled(endpoint.id, deliveryId, (d) => d.attempts === 1);
    expect(logged).toMatchObject({
      status: 'pending',
      responseStatus: null,
      error: expect.stringMatching(/^No answer within/),
    });
  });

  it('reads none of a 2 GB answer', async () => {
    receiver.mode = { kind: 'huge' };
    const endpoint = await anEndpoint();
    const deliveryId = (await sendTest(endpoint.id)).json().deliveryId;
    expect(await settled(endpoint.id, deliveryId)).toMatchObject({ status: 'succeeded', responseStatus: 200 });
    expect(receiver.bytesSent).toBeLessThan(256 * 1024 * 1024);
  });

  it('does not follow a redirect to an internal address', async () => {
    jest.spyOn(server.app.get(WebhookRetrySchedule), 'delaySeconds').mockReturnValue(3600);
    const internal = await startWebhookReceiver();
    try {
      receiver.mode = { kind: 'redirect', location: internal.url };
      const endpoint = await anEndpoint();
      const deliveryId = (await sendTest(endpoint.id)).json().deliveryId;
      const logged = await settled(endpoint.id, deliveryId, (d) => d.attempts === 1);
      expect(logged).toMatchObject({ responseStatus: 302, error: 'Redirects are not followed' });
      expect(internal.received).toEqual([]);
    } finally {
      await internal.close();
    }
  });

  it("keeps one user's endpoints and logs from another", async () => {
    const endpoint = await anEndpoint();
    const bob = await aUser(server, { subscribed: false, verified: true });
    const bobsKey = (await createApiKey(server, bob)).secret;
    for (const [method, url] of [
      ['GET', `/api/v1/webhooks/${endpoint.id}/deliveries`],
      ['POST', `/api/v1/webhooks/${endpoint.id}/test`],
      ['PATCH', `/api/v1/webhooks/${endpoint.id}`],
      ['DELETE', `/api/v1/webhooks/${endpoint.id}`],
    ] as const) {
      const refused = await withKey(server, bobsKey, method, url, method === 'PATCH' ? { enabled: false } : undefined);
      expect({ url, status: refused.statusCode, error: refused.json().error }).toEqual({
        url,
        status: 404,
        error: 'WEBHOOK_NOT_FOUND',
      });
    }
    expect((await withKey(server, bobsKey, 'GET', '/api/v1/webhooks')).json()).toEqual([]);
  });

  it('refuses a second live endpoint with the same URL, on adding and on editing, but not to another owner', async () => {
    // An owner of their own: the suite's owner has as many endpoints as an account may.
    const cleo = (await createApiKey(server, await aUser(server, { subscribed: false, verified: true }))).secret;
    const add = (owner: string, url: string) =>
      withKey(server, owner, 'POST', '/api/v1/webhooks', { url, events: ['qr_code.created'] });
    const url = `${receiver.url}/once`;
    const first = (await add(cleo, url)).json() as { id: string };
    const twice = await add(cleo, url);
    expect({ status: twice.statusCode, error: twice.json().error }).toEqual({
      status: 409,
      error: 'WEBHOOK_URL_TAKEN',
    });

    const other = (await add(cleo, `${receiver.url}/other`)).json() as { id: string };
    const moved = await withKey(server, cleo, 'PATCH', `/api/v1/webhooks/${other.id}`, { url });
    expect({ status: moved.statusCode, error: moved.json().error }).toEqual({
      status: 409,
      error: 'WEBHOOK_URL_TAKEN',
    });
    const listed = (await withKey(server, cleo, 'GET', '/api/v1/webhooks')).json() as Array<{
      id: string;
      url: string;
    }>;
    expect(listed.filter((endpoint) => endpoint.url === url).map(({ id }) => id)).toEqual([first.id]);

    // Someone else may use the same receiver, and the address is free again once its endpoint is deleted.
    const dan = (await createApiKey(server, await aUser(server, { subscribed: false, verified: true }))).secret;
    expect((await add(dan, url)).statusCode).toBe(201);
    expect((await withKey(server, cleo, 'DELETE', `/api/v1/webhooks/${first.id}`)).statusCode).toBe(204);
    expect((await withKey(server, cleo, 'PATCH', `/api/v1/webhooks/${other.id}`, { url })).statusCode).toBe(200);
  });

  it.each([
    ['no URL', { events: ['qr_code.created'] }, 'Bad Request'],
    ['no events', { url: 'https://example.com/hooks', events: [] }, 'Bad Request'],
    ['an unknown event', { url: 'https://example.com/hooks', events: ['user.deleted'] }, 'Bad Request'],
    [
      'a URL that is not http(s)',
      { url: 'ftp://example.com/hooks', events: ['qr_code.created'] },
      'WEBHOOK_URL_INVALID',
    ],
    ['a URL that is no URL', { url: 'not a url', events: ['qr_code.created'] }, 'WEBHOOK_URL_INVALID'],
    ['an overlong URL', { url: `https://example.com/${'x'.repeat(2001)}`, events: ['qr_code.created'] }, 'Bad Request'],
  ])('refuses an endpoint with %s', async (_case, payload, error) => {
    const response = await withKey(server, key, 'POST', '/api/v1/webhooks', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(error);
  });

  it('needs the write scope to add an endpoint', async () => {
    const reader = (await createApiKey(server, ada, { scopes: ['read'] })).secret;
    expect((await withKey(server, reader, 'GET', '/api/v1/webhooks')).statusCode).toBe(200);
    const refused = await withKey(server, reader, 'POST', '/api/v1/webhooks', {
      url: receiver.url,
      events: ['qr_code.created'],
    });
    expect(refused.json()).toMatchObject({ error: 'API_KEY_SCOPE_MISSING' });
  });
});

describe('webhook destinations under the public-address policy', () => {
  let server: TestServer;
  let user: QrUser;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    server = await startTestServer();
    user = await aUser(server, { subscribed: false, verified: true });
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await server.close();
  });

  const create = (url: string) =>
    server.inject({
      method: 'POST',
      url: '/api/webhooks',
      cookies: user.cookies,
      payload: { url, events: ['qr_code.created'] },
    });

  it.each([
    'http://127.0.0.1:8080/hooks',
    'http://10.0.0.7/hooks',
    'http://169.254.169.254/latest',
    'http://localhost/hooks',
  ])('refuses the internal address %s', async (url) => {
    const refused = await create(url);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('WEBHOOK_URL_NOT_PUBLIC');
  });

  it('refuses a public-looking name that resolves to the machine itself', async () => {
    jest.spyOn(server.app.get(HostResolver), 'addresses').mockResolvedValue(['127.0.0.1']);
    const refused = await create('https://rebind.example/hooks');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('WEBHOOK_URL_NOT_PUBLIC');
  });

  it('checks again at send time, and sends nothing once the name leads inside', async () => {
    const resolver = jest.spyOn(server.app.get(HostResolver), 'addresses').mockResolvedValue(['93.184.215.14']);
    const created = await create('https://hooks.example/liveqr');
    expect(created.statusCode).toBe(201);
    resolver.mockResolvedValue(['127.0.0.1']);
    jest.spyOn(server.app.get(WebhookRetrySchedule), 'delaySeconds').mockReturnValue(3600);
    const { id } = created.json();
    const deliveryId = (
      await server.inject({ method: 'POST', url: `/api/webhooks/${id}/test`, cookies: user.cookies })
    ).json().deliveryId;
    const logged = await eventually(async () => {
      const log = (
        await server.inject({ method: 'GET', url: `/api/webhooks/${id}/deliveries`, cookies: user.cookies })
      ).json();
      return log.find((d: Delivery) => d.id === deliveryId && d.attempts === 1) as Delivery | undefined;
    }, 'the refused attempt');
    expect(logged).toMatchObject({
      responseStatus: null,
      error: 'The endpoint URL is not allowed by the destination policy',
    });
  });
});
