import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { ScanRollup, scanAnalyticsMigrations } from '@liveqr/api/scan-analytics';
import { createCode, qrApi } from '../qr-catalog/support/qr-client';
import { aScanListener } from '../developer-platform/support/scan-listener';
import { startTestServer, type TestServer } from '../support/test-server';
import { countersOf, scan, withDatabase } from './support/scan-client';

const MIGRATION = 'Migration20261129220000_scan_notices_in_rollup_queue';

describe('the migration of the scan outbox into the roll-up queue', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' });
  });
  afterAll(() => server.close());

  /** The migration's statements, `up` or `down`. */
  async function statementsOf(direction: 'up' | 'down'): Promise<string[]> {
    const orm = server.app.get(MikroORM);
    const migration = scanAnalyticsMigrations.find(({ name }) => name === MIGRATION);
    if (!migration) throw new Error(`${MIGRATION} is not listed`);
    const instance = new (
      migration.class as new (...args: unknown[]) => {
        up(): Promise<void>;
        down(): Promise<void>;
        getQueries(): Array<string | { sql: string }>;
      }
    )(orm.em.getDriver(), orm.config);
    await instance[direction]();
    return instance.getQueries().map((query) => (typeof query === 'string' ? query : query.sql));
  }

  it("turns the outbox's rows into queue rows naming the same scans and none to count, and back", async () => {
    const [up, down] = [await statementsOf('up'), await statementsOf('down')];
    // One connection of its own, in a transaction undone at the end, from the schema as it was before.
    const client = new Client({ connectionString: server.config.database.url });
    await client.connect();
    await client.query('begin');
    try {
      for (const statement of down) await client.query(statement);
      await client.query('delete from qr_scan_rollup_batches');
      await client.query(`insert into qr_scan_rollup_batches (scan_ids) values ('{1,2,3}')`);
      await client.query(`insert into qr_scan_outbox (scan_ids) values ('{1,2}'), ('{4}')`);

      for (const statement of up) await client.query(statement);
      const queued = await client.query('select scan_ids, noticed_scan_ids from qr_scan_rollup_batches order by id');
      expect(queued.rows).toEqual([
        { scan_ids: ['1', '2', '3'], noticed_scan_ids: null },
        { scan_ids: [], noticed_scan_ids: ['1', '2'] },
        { scan_ids: [], noticed_scan_ids: ['4'] },
      ]);
      expect((await client.query(`select to_regclass('qr_scan_outbox') as outbox`)).rows[0].outbox).toBeNull();

      for (const statement of down) await client.query(statement);
      const outbox = await client.query('select scan_ids from qr_scan_outbox order by id');
      expect(outbox.rows).toEqual([{ scan_ids: ['1', '2'] }, { scan_ids: ['4'] }]);
      const batches = await client.query('select scan_ids from qr_scan_rollup_batches order by id');
      expect(batches.rows).toEqual([{ scan_ids: ['1', '2', '3'] }]);
    } finally {
      await client.query('rollback');
      await client.end();
    }
  });

  it("hands a migrated outbox row's scans to the owner's webhook once, without counting them again", async () => {
    const { user: owner, endpointId } = await aScanListener(server, 'http://127.0.0.1:9/hooks');
    const code = await createCode(qrApi(server, owner), { type: 'website', content: { url: 'https://example.com/m' } });
    const rollup = server.app.get(ScanRollup);
    // Scans stored, counted and told; then the row the previous version's outbox would still hold.
    for (const ip of ['203.0.113.31', '203.0.113.32']) {
      expect((await scan(server, code.slug, { ip })).statusCode).toBe(302);
    }
    await rollup.run();
    const bodies = () =>
      withDatabase(server, async (client) =>
        (
          await client.query<{ body: string }>(
            'select body from webhook_deliveries where endpoint_id = $1 order by created_at, id',
            [endpointId],
          )
        ).rows.map(({ body }) => JSON.parse(body).data.scans.map(({ scanId }: { scanId: string }) => scanId)),
      );
    const before = (await bodies()).length;
    const stored = await withDatabase(server, async (client) => {
      const { rows } = await client.query<{ id: string; scan_id: string }>(
        'select id, scan_id from qr_scans where qr_code_id = $1 order by id',
        [code.id],
      );
      await client.query(
        `insert into qr_scan_rollup_batches (scan_ids, noticed_scan_ids, queued_at)
         values ('{}', $1, now() - interval '1 minute')`,
        [rows.map(({ id }) => id)],
      );
      return rows;
    });

    await rollup.run();
    const sent = (await bodies()).slice(before);
    expect(sent).toEqual([stored.map(({ scan_id }) => scan_id)]);
    expect((await countersOf(server, code.id)).scanCount).toBe(2);
    await rollup.run();
    expect((await bodies()).length).toBe(before + 1);
  });
});
