import { WebhookRetrySchedule } from '@liveqr/api/webhooks';
import { aUser } from '../qr-catalog/support/qr-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { createApiKey, withKey } from './support/api-keys';
import { eventually, startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

interface Delivery {
  id: string;
  status: string;
  attempts: number;
  responseStatus: number | null;
  error: string | null;
  nextAttemptAt: string | null;
}

/** Attempts are taken off the queue a batch at a time: each delivery of a batch keeps its own outcome. */
describe('webhook attempts of one event to several endpoints', () => {
  let server: TestServer;
  const receivers: WebhookReceiver[] = [];

  beforeAll(async () => {
    server = await startTestServer({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' });
  });
  afterAll(async () => {
    await Promise.all(receivers.map((receiver) => receiver.close()));
    await server.close();
  });

  it('logs each endpoint its own answer, and retries only the ones that failed', async () => {
    jest.spyOn(server.app.get(WebhookRetrySchedule), 'delaySeconds').mockReturnValue(3600);
    const key = (await createApiKey(server, await aUser(server, { verified: true }))).secret;
    const answers = [200, 503, 204, 500];
    const endpoints: Array<{ id: string }> = [];
    for (const status of answers) {
      const receiver = await startWebhookReceiver({ kind: 'status', status });
      receivers.push(receiver);
      const created = await withKey(server, key, 'POST', '/api/v1/webhooks', {
        url: receiver.url,
        events: ['qr_code.created'],
      });
      expect(created.statusCode).toBe(201);
      endpoints.push(created.json());
    }

    const code = await withKey(server, key, 'POST', '/api/v1/qr-codes', {
      type: 'website',
      content: { url: 'https://example.com/four-endpoints' },
    });
    expect(code.statusCode).toBe(201);

    const logged = await Promise.all(
      endpoints.map((endpoint) =>
        eventually(async () => {
          const [delivery]: Delivery[] = (
            await withKey(server, key, 'GET', `/api/v1/webhooks/${endpoint.id}/deliveries`)
          ).json();
          return delivery?.attempts === 1 ? delivery : undefined;
        }, `the delivery to ${endpoint.id}`),
      ),
    );
    expect(logged.map(({ status, responseStatus }) => [status, responseStatus])).toEqual([
      ['succeeded', 200],
      ['pending', 503],
      ['succeeded', 204],
      ['pending', 500],
    ]);
    expect(logged.map(({ nextAttemptAt }) => nextAttemptAt !== null)).toEqual([false, true, false, true]);
    expect(logged[1].error).toBe('The endpoint answered 503');
    expect(receivers.map((receiver) => receiver.received.length)).toEqual([1, 1, 1, 1]);
  });
});
