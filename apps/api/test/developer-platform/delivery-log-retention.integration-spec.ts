import { DeliveryLogRetention } from '@liveqr/api/webhooks';
import { withDatabase } from '../scan-analytics/support/scan-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { aScanListener } from './support/scan-listener';

describe('the webhook delivery log', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('keeps 30 days of messages no longer attempted, and every pending one', async () => {
    const { user, endpointId } = await aScanListener(server, 'https://hooks.example.com/retention');
    const messages = [
      ['msg_old_succeeded', 'succeeded', 31],
      ['msg_old_failed', 'failed', 31],
      ['msg_old_pending', 'pending', 31],
      ['msg_recent_succeeded', 'succeeded', 29],
    ] as const;
    await withDatabase(server, async (client) => {
      for (const [id, status, daysAgo] of messages) {
        await client.query(
          `insert into webhook_deliveries (id, endpoint_id, user_id, event_type, body, status, attempts, created_at, next_attempt_at)
           values ($1, $2, $3, 'scan.created', '{}', $4, 1, now() - make_interval(days => $5), now())`,
          [id, endpointId, user.id, status, daysAgo],
        );
      }
    });

    expect(await server.app.get(DeliveryLogRetention).purge()).toBe(2);
    const left = await withDatabase(server, async (client) =>
      (
        await client.query<{ id: string }>('select id from webhook_deliveries where endpoint_id = $1 order by id', [
          endpointId,
        ])
      ).rows.map(({ id }) => id),
    );
    expect(left).toEqual(['msg_old_pending', 'msg_recent_succeeded']);
  });

  it('deletes a backlog larger than one statement takes, statement after statement, up to the last', async () => {
    const { user, endpointId } = await aScanListener(server, 'https://hooks.example.com/backlog');
    // 5,000 rows per statement: two full ones and one of 2,001.
    await withDatabase(server, (client) =>
      client.query(
        `insert into webhook_deliveries (id, endpoint_id, user_id, event_type, body, status, attempts, created_at, next_attempt_at)
         select 'msg_backlog_' || n, $1, $2, 'scan.created', '{}', 'succeeded', 1, now() - interval '40 days', now()
         from generate_series(1, 12001) n`,
        [endpointId, user.id],
      ),
    );

    expect(await server.app.get(DeliveryLogRetention).purge()).toBe(12_001);
    const left = await withDatabase(server, async (client) =>
      Number(
        (await client.query('select count(*) from webhook_deliveries where endpoint_id = $1', [endpointId])).rows[0]
          .count,
      ),
    );
    expect(left).toBe(0);
  });
});
