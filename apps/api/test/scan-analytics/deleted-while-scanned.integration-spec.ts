import { randomUUID } from 'node:crypto';
import { ScanRollup, ScanStore } from '@liveqr/api/scan-analytics';
import { aUser, createCode, qrApi, type QrApi } from '../qr-catalog/support/qr-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { scansOf, withDatabase } from './support/scan-client';

/**
 * A batch of scans neither locks nor looks up its codes, so a code can be deleted while (or before)
 * its scans are written. The delete cannot see them; the roll-up finds them and deletes them
 * instead of counting them.
 */
describe('Scans of a code deleted while they are written', () => {
  let server: TestServer;
  let api: QrApi;

  beforeAll(async () => {
    server = await startTestServer();
    api = qrApi(server, await aUser(server));
    // The tests run the roll-up themselves: the periodic one stops, so it cannot take a batch
    // before a test has looked at it.
    await server.app.get(ScanRollup).beforeApplicationShutdown();
  });
  afterAll(() => server.close());

  const aScan = (qrCodeId: string) => ({
    scanId: randomUUID(),
    qrCodeId,
    scannedAt: new Date().toISOString(),
    ipHash: 'a'.repeat(64),
    country: 'DE',
    city: 'Berlin',
    operatingSystem: 'iOS',
    deviceType: 'mobile',
    browser: 'Safari',
    isBot: false,
    route: 'default' as const,
  });

  it('are deleted by the roll-up, which counts the other scans of its batch and leaves nothing queued', async () => {
    const deleted = await createCode(api, { type: 'website', content: { url: 'https://example.com/gone' } });
    const kept = await createCode(api, { type: 'website', content: { url: 'https://example.com/kept' } });
    await withDatabase(server, async (deleter) => {
      await deleter.query('begin');
      // The delete's trigger has run (it removed the scans it could see), but it has not committed.
      await deleter.query('delete from qr_codes where id = $1', [deleted.id]);
      // Written meanwhile: the code still exists for this batch, which stores its scan.
      await server.app.get(ScanStore).insert([aScan(deleted.id), aScan(kept.id)]);
      await deleter.query('commit');
    });
    expect(await scansOf(server, deleted.id)).toHaveLength(1);

    await server.app.get(ScanRollup).run();

    expect(await scansOf(server, deleted.id)).toHaveLength(0);
    await withDatabase(server, async (client) => {
      const queued = await client.query('select * from qr_scan_rollup_batches');
      expect(queued.rows).toHaveLength(0);
      const slots = await client.query('select qr_code_id from qr_scan_slots where qr_code_id = any($1)', [
        [deleted.id, kept.id],
      ]);
      expect(slots.rows.map((row) => row.qr_code_id)).toEqual([kept.id]);
      const counters = await client.query('select scan_count from qr_codes where id = $1', [kept.id]);
      expect(counters.rows[0].scan_count).toBe(1);
    });
  });

  it('are deleted by the roll-up when the code was already gone as the batch was written', async () => {
    const deleted = await createCode(api, { type: 'website', content: { url: 'https://example.com/long-gone' } });
    await withDatabase(server, (client) => client.query('delete from qr_codes where id = $1', [deleted.id]));
    // A replica that cached the code before the delete still answers its scans for a moment.
    await server.app.get(ScanStore).insert([aScan(deleted.id)]);
    expect(await scansOf(server, deleted.id)).toHaveLength(1);

    await server.app.get(ScanRollup).run();

    expect(await scansOf(server, deleted.id)).toHaveLength(0);
    await withDatabase(server, async (client) => {
      expect((await client.query('select * from qr_scan_rollup_batches')).rows).toHaveLength(0);
      const slots = await client.query('select 1 from qr_scan_slots where qr_code_id = $1', [deleted.id]);
      expect(slots.rows).toHaveLength(0);
    });
  });

  it('counts each remaining code of a batch apart: its scans and its own new visitors, never a bot', async () => {
    const [first, second, third] = await Promise.all(
      ['first', 'second', 'third'].map((name) =>
        createCode(api, { type: 'website', content: { url: `https://example.com/${name}` } }),
      ),
    );
    const gone = await createCode(api, { type: 'website', content: { url: 'https://example.com/gone-too' } });
    await withDatabase(server, (client) => client.query('delete from qr_codes where id = $1', [gone.id]));
    const scan = (qrCodeId: string, visitor: string, isBot = false) => ({
      ...aScan(qrCodeId),
      ipHash: visitor.repeat(64),
      isBot,
    });
    const store = server.app.get(ScanStore);
    // One visitor twice and another on the first code; a person and a bot on the second; the first
    // code's returning visitor on the third (a new visitor there); a person on a code that is gone.
    await store.insert([scan(first.id, 'a'), scan(first.id, 'a'), scan(first.id, 'b'), scan(gone.id, 'a')]);
    await store.insert([scan(second.id, 'c'), scan(second.id, 'd', true), scan(third.id, 'a')]);
    await server.app.get(ScanRollup).run();
    await store.insert([scan(first.id, 'a'), scan(first.id, 'e'), scan(third.id, 'a')]);
    await server.app.get(ScanRollup).run();

    await withDatabase(server, async (client) => {
      const { rows } = await client.query<{ id: string; scan_count: number; unique_scan_count: number }>(
        'select id, scan_count, unique_scan_count from qr_codes where id = any($1)',
        [[first.id, second.id, third.id]],
      );
      const counters = Object.fromEntries(rows.map((row) => [row.id, [row.scan_count, row.unique_scan_count]]));
      expect(counters).toEqual({ [first.id]: [5, 3], [second.id]: [1, 1], [third.id]: [2, 1] });
    });
    expect(await scansOf(server, gone.id)).toHaveLength(0);
  });
});
