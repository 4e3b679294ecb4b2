import { WebhookRetrySchedule } from '@liveqr/api/webhooks';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aUser, createCode, qrApi } from '../qr-catalog/support/qr-client';
import { aScanListener } from '../developer-platform/support/scan-listener';
import { eventually, startWebhookReceiver, type WebhookReceiver } from '../developer-platform/support/webhook-receiver';
import { killChildServers, startChildServer } from '../support/child-server';
import { startTestServer, type TestServer } from '../support/test-server';
import { databaseOutage } from './support/database-outage';
import { countersOf, scansOf, USER_AGENTS, withDatabase } from './support/scan-client';

/** Webhook receivers on this machine, and first attempts taken over a second after their lease. */
const HANDED_OVER = { WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOKS_HANDOVER_SECONDS: '1' };

/** A server process of its own on the given database. */
function startServerProcess(databaseUrl: string, dataDir: string, environment: Record<string, string> = {}) {
  return startChildServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, RUN_MIGRATIONS: 'false', ...environment });
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
  const receivers: WebhookReceiver[] = [];

  beforeAll(async () => {
    server = await startTestServer(HANDED_OVER);
    dataDir = mkdtempSync(join(tmpdir(), 'liveqr-kill-'));
  });
  afterAll(async () => {
    await killChildServers();
    await Promise.all(receivers.map((receiver) => receiver.close()));
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

  it('delivers every answered scan of a listening owner once, though killed in the middle of an attempt', async () => {
    const receiver = await startWebhookReceiver({ kind: 'hang' });
    receivers.push(receiver);
    const { user: owner, endpointId } = await aScanListener(server, receiver.url);
    const code = await createCode(qrApi(server, owner), {
      type: 'website',
      content: { url: 'https://example.com/hooked' },
    });
    // Attempts this server makes while the receiver hangs are tried again at once.
    jest.spyOn(server.app.get(WebhookRetrySchedule), 'delaySeconds').mockReturnValue(0);
    const { child, port } = await startServerProcess(server.config.database.url ?? '', dataDir, HANDED_OVER);
    const exited = new Promise((resolve) => child.once('exit', resolve));

    const statuses = await Promise.all(Array.from({ length: 200 }, () => get(port, `/s/${code.slug}`)));
    expect(statuses.filter((status) => status === 302)).toHaveLength(200);
    // The killed process is making the first attempt of a message it wrote: the receiver holds it.
    const [interrupted] = await receiver.receivedCount(1);
    child.kill('SIGKILL');
    await exited;
    receiver.mode = { kind: 'status', status: 200 };

    // What the killed process leased, this server takes over once the lease runs out; the batches it
    // did not roll up, this server's roll-ups take, reading their scans back.
    const messages = () => new Map(receiver.received.map(({ headers, body }) => [headers['webhook-id'], body]));
    const statusesOfDeliveries = () =>
      withDatabase(server, async (client) => {
        const { rows } = await client.query<{ status: string }>(
          'select status from webhook_deliveries where endpoint_id = $1',
          [endpointId],
        );
        return rows.map(({ status }) => status);
      });
    const stored = (await scansOf(server, code.id)).map(({ scan_id }) => scan_id);
    expect(stored).toHaveLength(200);
    await eventually(
      async () => {
        const scans = [...messages().values()].flatMap((body) => JSON.parse(body).data.scans);
        const statusesNow = await statusesOfDeliveries();
        return scans.length >= 200 && statusesNow.every((status) => status === 'succeeded') ? true : undefined;
      },
      'every message delivered',
      60_000,
    );

    // Each message counted once by its webhook-id: the interrupted one came again, with the same id.
    const sent = [...messages().values()].flatMap((body) =>
      (JSON.parse(body).data.scans as { scanId: string }[]).map(({ scanId }) => scanId),
    );
    expect(sent.sort()).toEqual(stored.sort());
    const id = interrupted.headers['webhook-id'];
    expect(receiver.received.filter(({ headers }) => headers['webhook-id'] === id).length).toBeGreaterThanOrEqual(2);
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
