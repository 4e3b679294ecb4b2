import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aUser, createCode, qrApi } from '../qr-catalog/support/qr-client';
import { aScanListener } from '../developer-platform/support/scan-listener';
import { eventually } from '../developer-platform/support/webhook-receiver';
import { killChildServers, startChildServer } from '../support/child-server';
import { startTestServer, type TestServer } from '../support/test-server';
import { databaseOutage } from './support/database-outage';
import { countersOf, scansOf, USER_AGENTS, withDatabase } from './support/scan-client';

/** A server process of its own on the given database. */
function startServerProcess(databaseUrl: string, dataDir: string) {
  return startChildServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, RUN_MIGRATIONS: 'false' });
}

function get(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, headers: { 'user-agent': USER_AGENTS.iphoneSafari } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('No scan lost when the server is killed', () => {
  let server: TestServer;
  let dataDir: string;

  beforeAll(async () => {
    // The endpoint below is a local address; nothing needs to answer it, its deliveries are counted.
    server = await startTestServer({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' });
    dataDir = mkdtempSync(join(tmpdir(), 'liveqr-kill-'));
  });
  afterAll(async () => {
    await killChildServers();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every answered scan after kill -9', async () => {
    const api = qrApi(server, await aUser(server));
    const code = await createCode(api, { type: 'website', content: { url: 'https://example.com/killed' } });
    const { child, port } = await startServerProcess(server.config.database.url ?? '', dataDir);
    const exited = new Promise((resolve) => child.once('exit', resolve));

    const statuses = await Promise.all(Array.from({ length: 200 }, () => get(port, `/s/${code.slug}`)));
    child.kill('SIGKILL');
    await exited;

    const answered = statuses.filter((status) => status === 302).length;
    expect(answered).toBe(200);
    expect(await scansOf(server, code.id)).toHaveLength(answered);
    expect((await countersOf(server, code.id)).scanCount).toBe(answered);
  }, 120_000);

  it('queues every answered scan of a listening owner for its webhook once, after kill -9', async () => {
    const { user: owner, endpointId } = await aScanListener(server, 'http://127.0.0.1:9/hooks');
    const code = await createCode(qrApi(server, owner), {
      type: 'website',
      content: { url: 'https://example.com/hooked' },
    });
    const { child, port } = await startServerProcess(server.config.database.url ?? '', dataDir);
    const exited = new Promise((resolve) => child.once('exit', resolve));

    const statuses = await Promise.all(Array.from({ length: 200 }, () => get(port, `/s/${code.slug}`)));
    child.kill('SIGKILL');
    await exited;
    expect(statuses.filter((status) => status === 302)).toHaveLength(200);

    // The batches the killed process did not roll up, this server's roll-ups take, reading their scans back.
    const queued = () =>
      withDatabase(server, async (client) => {
        const { rows } = await client.query<{ body: string }>(
          'select body from webhook_deliveries where endpoint_id = $1',
          [endpointId],
        );
        return rows.flatMap(({ body }) =>
          (JSON.parse(body).data.scans as { scanId: string }[]).map(({ scanId }) => scanId),
        );
      });
    const sent = await eventually(
      async () => ((await queued()).length >= 200 ? queued() : undefined),
      'the messages',
      60_000,
    );
    const stored = (await scansOf(server, code.id)).map(({ scan_id }) => scan_id);
    expect(stored).toHaveLength(200);
    expect(sent.sort()).toEqual(stored.sort());
  }, 120_000);

  it('replays scans spooled before a kill -9 when the next process starts', async () => {
    const api = qrApi(server, await aUser(server));
    const code = await createCode(api, { type: 'website', content: { url: 'https://example.com/spooled' } });
    const outage = databaseOutage(server);
    const first = await startServerProcess(server.config.database.url ?? '', dataDir);
    expect(await get(first.port, `/s/${code.slug}`)).toBe(302); // the code is resolved and cached

    await outage.stop();
    const statuses = await Promise.all(Array.from({ length: 50 }, () => get(first.port, `/s/${code.slug}`)));
    expect(statuses.every((status) => status === 302)).toBe(true);
    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await exited;
    await outage.start();

    // The next process replays the spool it finds in DATA_DIR.
    await startServerProcess(server.config.database.url ?? '', dataDir);
    const deadline = Date.now() + 30_000;
    while ((await scansOf(server, code.id)).length < 51 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await scansOf(server, code.id)).toHaveLength(51);
    expect((await countersOf(server, code.id)).scanCount).toBe(51);
  }, 120_000);
});
