import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { ScanRecorder, ScanSpool, ScanStore } from '@liveqr/api/scan-analytics';
import { aUser, createCode, qrApi, type QrApi } from '../qr-catalog/support/qr-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { countersOf, scan, scansOf } from './support/scan-client';

/** Holds every batch insert back until `release` is called. */
function holdInserts(store: ScanStore) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const firstHeld = new Promise<void>((resolve) => (held = resolve));
  const insert = store.insert.bind(store);
  const spy = jest.spyOn(store, 'insert').mockImplementation(async (scans) => {
    held();
    await released;
    return insert(scans);
  });
  return { firstHeld, release, restore: () => spy.mockRestore() };
}

describe('Scan recording: group commit, deletion, spool and shutdown', () => {
  let server: TestServer;
  let api: QrApi;
  let store: ScanStore;
  let recorder: ScanRecorder;
  let spool: ScanSpool;

  beforeAll(async () => {
    server = await startTestServer();
    api = qrApi(server, await aUser(server));
    store = server.app.get(ScanStore);
    recorder = server.app.get(ScanRecorder);
    spool = server.app.get(ScanSpool);
  });
  afterAll(() => server.close());

  const aCode = () => createCode(api, { type: 'website', content: { url: 'https://example.com/buffered' } });

  it('answers only once the scan is committed', async () => {
    const code = await aCode();
    const hold = holdInserts(store);
    let answered = false;
    const response = scan(server, code.slug).then((result) => {
      answered = true;
      return result;
    });
    await hold.firstHeld;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    hold.release();
    expect((await response).statusCode).toBe(302);
    hold.restore();
    expect(await scansOf(server, code.id)).toHaveLength(1);
  });

  it('keeps the batch when one of its codes is deleted while its scans are buffered', async () => {
    const [kept, deleted] = [await aCode(), await aCode()];
    // Both codes are cached: the delete happens between the answer's lookup and the insert.
    await scan(server, kept.slug);
    await scan(server, deleted.slug);
    const hold = holdInserts(store);
    const responses = Promise.all([scan(server, kept.slug), scan(server, deleted.slug)]);
    await hold.firstHeld;
    expect((await api.remove(deleted.id)).statusCode).toBe(204);
    hold.release();
    expect((await responses).map((response) => response.statusCode)).toEqual([302, 302]);
    hold.restore();
    expect(await scansOf(server, kept.id)).toHaveLength(2);
    // The deleted code's scan was answered and written; the roll-up deletes it instead of counting it.
    expect(await countersOf(server, kept.id)).toEqual({ scanCount: 2, uniqueScanCount: 1 });
    expect(await scansOf(server, deleted.id)).toHaveLength(0);
    expect(existsSync(spool.path)).toBe(false);
  });

  it('spools scans while the database is unreachable and replays them exactly once', async () => {
    const code = await aCode();
    // Fresh scans and replayed ones are written by statements of their own: the outage stops both.
    const outage = (['insert', 'insertReplayed'] as const).map((write) =>
      jest.spyOn(store, write).mockRejectedValue(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
    );
    const responses = await Promise.all([
      scan(server, code.slug, { ip: '8.8.8.8' }),
      scan(server, code.slug, { ip: '8.8.8.8' }),
      scan(server, code.slug, { ip: '1.1.1.1' }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([302, 302, 302]);
    expect(await scansOf(server, code.id)).toHaveLength(0);
    const spooled = readFileSync(spool.path, 'utf8');
    expect(spooled.trim().split('\n')).toHaveLength(3);
    expect(spooled).not.toContain('8.8.8.8');

    // Still down: the replay keeps the spool for later.
    await recorder.replaySpool();
    expect(await scansOf(server, code.id)).toHaveLength(0);

    for (const write of outage) write.mockRestore();
    await recorder.replaySpool();
    expect(await scansOf(server, code.id)).toHaveLength(3);
    expect(await countersOf(server, code.id)).toEqual({ scanCount: 3, uniqueScanCount: 2 });
    expect(existsSync(spool.path)).toBe(false);

    // A crash after the insert but before the spool was deleted: the same scans come again,
    // with a line torn by the crash at the end.
    writeFileSync(`${spool.path}.replaying`, `${spooled}{"scanId":"0f`);
    await recorder.replaySpool();
    expect(await scansOf(server, code.id)).toHaveLength(3);
    expect(await countersOf(server, code.id)).toEqual({ scanCount: 3, uniqueScanCount: 2 });
    expect(existsSync(`${spool.path}.replaying`)).toBe(false);
  });

  it('flushes buffered scans on shutdown', async () => {
    const code = await aCode();
    const hold = holdInserts(store);
    const response = scan(server, code.slug);
    await hold.firstHeld;
    const closing = server.app.close();
    hold.release();
    await closing;
    expect((await response).statusCode).toBe(302);
    expect(await scansOf(server, code.id)).toHaveLength(1);
  });
});
