import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { webhooksMigrations } from '@liveqr/api/webhooks';
import { startTestServer, type TestServer } from '../support/test-server';

const MIGRATION = 'Migration20261129200000_delivery_bodies_lz4';
/** This machine's PostgreSQL, built with lz4 as distributions build it; the embedded one is not. */
const LZ4_SERVER_URL = process.env['LZ4_TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

describe('webhook message bodies stored compressed with lz4 where PostgreSQL has it', () => {
  let server: TestServer;
  let statements: string[];

  beforeAll(async () => {
    server = await startTestServer();
    const migration = webhooksMigrations.find(({ name }) => name === MIGRATION);
    if (!migration) throw new Error(`${MIGRATION} is not listed`);
    const orm = server.app.get(MikroORM);
    const instance = new (
      migration.class as new (...args: unknown[]) => {
        up(): Promise<void>;
        getQueries(): Array<string | { sql: string }>;
      }
    )(orm.em.getDriver(), orm.config);
    await instance.up();
    statements = instance.getQueries().map((query) => (typeof query === 'string' ? query : query.sql));
  });
  afterAll(() => server.close());

  /**
   * Runs the migration on a `webhook_deliveries` as the migration before it left it, in a schema of
   * its own in a transaction undone at the end; then stores a 140 KB body. Its storage, compression
   * method, and whether the body reads back as written.
   */
  async function migrateOn(url: string) {
    const client = new Client({ connectionString: url });
    await client.connect();
    await client.query('begin');
    try {
      await client.query('create schema lz4_check; set local search_path = lz4_check');
      await client.query('create table webhook_deliveries (id int primary key, body text not null)');
      await client.query('alter table webhook_deliveries alter column body set storage external');
      for (const statement of statements) await client.query(statement);
      const body = JSON.stringify({ scans: Array.from({ length: 500 }, (_, i) => ({ scanId: i, country: 'DE' })) });
      await client.query('insert into webhook_deliveries values (1, $1)', [body.repeat(10)]);
      const { rows } = await client.query<{ storage: string; compression: string | null; same: boolean }>(
        `select a.attstorage as storage, pg_column_compression(d.body) as compression, d.body = $1 as same
         from webhook_deliveries d, pg_attribute a
         where a.attrelid = 'webhook_deliveries'::regclass and a.attname = 'body'`,
        [body.repeat(10)],
      );
      return rows[0];
    } finally {
      await client.query('rollback');
      await client.end();
    }
  }

  it('compresses them with lz4 on a server that has it', async () => {
    expect(await migrateOn(LZ4_SERVER_URL)).toEqual({ storage: 'x', compression: 'lz4', same: true });
  });

  it('keeps them plain, and the migration passes, on a server without it', async () => {
    expect(await migrateOn(server.config.database.url ?? '')).toEqual({ storage: 'e', compression: null, same: true });
  });
});
