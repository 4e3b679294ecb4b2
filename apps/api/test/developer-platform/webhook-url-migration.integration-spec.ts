import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { webhooksMigrations } from '@liveqr/api/webhooks';
import { aUser } from '../qr-catalog/support/qr-client';
import { startTestServer, type TestServer } from '../support/test-server';

const MIGRATION = 'Migration20261128120200_webhook_url_per_owner';

describe('the migration to one live webhook endpoint per owner and URL', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('merges the copies made before it into the oldest, leaving revoked ones and other owners alone', async () => {
    const orm = server.app.get(MikroORM);
    const [ada, bob] = [(await aUser(server)).id, (await aUser(server)).id];
    const migration = webhooksMigrations.find(({ name }) => name === MIGRATION);
    if (!migration) throw new Error(`${MIGRATION} is not listed`);
    const instance = new (
      migration.class as new (...args: unknown[]) => {
        up(): Promise<void>;
        getQueries(): Array<string | { sql: string }>;
      }
    )(orm.em.getDriver(), orm.config);
    await instance.up();
    const statements = instance.getQueries().map((query) => (typeof query === 'string' ? query : query.sql));

    // One connection of its own, in a transaction undone at the end: the schema as it was before
    // (without the index), with rows as they could be written then.
    const client = new Client({ connectionString: server.config.database.url });
    await client.connect();
    await client.query('begin');
    try {
      await client.query('drop index webhook_endpoints_live_url_per_owner');
      const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
      const add = (n: number, user: string, url: string, events: string[], minute: number, revoked = false) =>
        client.query(
          `insert into webhook_endpoints (id, user_id, url, events, secret, enabled, created_at, revoked_at)
           values ($1, $2, $3, $4, 'whsec_x', true, timestamptz '2026-11-01T10:00:00Z' + $5 * interval '1 minute', $6)`,
          [id(n), user, url, events, minute, revoked ? new Date() : null],
        );
      await add(1, ada, 'https://hooks.example/a', ['qr_code.created'], 0);
      await add(2, ada, 'https://hooks.example/a', ['scan.created', 'qr_code.created'], 1);
      await add(3, ada, 'https://hooks.example/a', ['qr_code.updated'], 2);
      await add(4, ada, 'https://hooks.example/a', ['scan.created'], -1, true);
      await add(5, ada, 'https://hooks.example/b', ['scan.created'], 3);
      await add(6, bob, 'https://hooks.example/a', ['scan.created'], 4);

      for (const statement of statements) await client.query(statement);

      const { rows } = await client.query<{ id: string; events: string[] }>(
        'select id, events from webhook_endpoints where user_id = any($1) order by id',
        [[ada, bob]],
      );
      expect(rows.map((row) => ({ id: row.id, events: [...row.events].sort() }))).toEqual([
        { id: id(1), events: ['qr_code.created', 'qr_code.updated', 'scan.created'] },
        { id: id(4), events: ['scan.created'] },
        { id: id(5), events: ['scan.created'] },
        { id: id(6), events: ['scan.created'] },
      ]);
    } finally {
      await client.query('rollback');
      await client.end();
    }
  });
});
