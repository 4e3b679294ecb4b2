import { Metrics } from '@liveqr/api/platform';
import { createTestDatabase, type TestDatabase } from '@liveqr/api/testing';
import { WebhookRetrySchedule } from '@liveqr/api/webhooks';
import { aUser } from '../qr-catalog/support/qr-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { eventually, startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

describe('the webhook queue', () => {
  let database: TestDatabase;
  let receiver: WebhookReceiver;
  const servers: TestServer[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    receiver = await startWebhookReceiver({ kind: 'status', status: 503 });
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await receiver.close();
    await database.drop();
  });

  const start = async () => {
    const server = await startTestServer({
      DATABASE_URL: database.url,
      // One secret for both, so the session stays valid across the restart.
      JWT_SECRET: 'webhook-queue-test-secret-of-32-characters',
      WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true',
    });
    servers.push(server);
    return server;
  };

  it('keeps a queued retry through a restart, and the next server delivers it', async () => {
    const first = await start();
    // The retry is due a few seconds later, when the first server has stopped.
    jest.spyOn(first.app.get(WebhookRetrySchedule), 'delaySeconds').mockReturnValue(3);
    const user = await aUser(first, { subscribed: false, verified: true });
    const endpoint = await first.inject({
      method: 'POST',
      url: '/api/webhooks',
      cookies: user.cookies,
      payload: { url: receiver.url, events: ['qr_code.created'] },
    });
    const { id } = endpoint.json();
    const { deliveryId } = (
      await first.inject({ method: 'POST', url: `/api/webhooks/${id}/test`, cookies: user.cookies })
    ).json();
    await receiver.receivedCount(1);
    const firstAttempt = async () =>
      (await first.inject({ method: 'GET', url: `/api/webhooks/${id}/deliveries`, cookies: user.cookies })).json()[0];
    await eventually(async () => ((await firstAttempt())?.attempts === 1 ? true : undefined), 'the first attempt');
    // The retry waits in the queue, as the metrics show.
    const queued = await first.app.get(Metrics).registry.getSingleMetric('liveqr_webhook_queue_jobs')?.get();
    expect(queued?.values[0]?.value).toBe(1);
    await first.app.close();

    receiver.mode = { kind: 'status', status: 200 };
    const second = await start();
    const delivered = await eventually(async () => {
      const [delivery] = (
        await second.inject({
          method: 'GET',
          url: `/api/webhooks/${id}/deliveries`,
          cookies: user.cookies,
        })
      ).json();
      return delivery?.status === 'succeeded' ? delivery : undefined;
    }, 'the delivery from the second server');
    expect(delivered).toMatchObject({ id: deliveryId, attempts: 2, responseStatus: 200 });
    expect(new Set(receiver.received.map((message) => message.headers['webhook-id']))).toEqual(new Set([deliveryId]));
  });
});
