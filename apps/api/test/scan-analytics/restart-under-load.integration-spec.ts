import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type EmbeddedDatabase, startEmbeddedDatabase } from '@liveqr/api/platform';
import { ScanRecorder, ScanSpool } from '@liveqr/api/scan-analytics';
import { freePort } from '@liveqr/api/testing';
import { aUser, createCode, qrApi } from '../qr-catalog/support/qr-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { countersOf, scansOf, USER_AGENTS } from './support/scan-client';

const CLIENTS = 20;

/** One scan over a kept-alive socket; resolves with the status, rejects when no answer came. */
function get(agent: Agent, port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { agent, host: '127.0.0.1', port, path, headers: { 'user-agent': USER_AGENTS.iphoneSafari } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('No scan lost or doubled when the database restarts under load, with two replicas', () => {
  // A PostgreSQL server of this test's own: the run's shared one cannot be restarted.
  const dataDir = mkdtempSync(join(tmpdir(), 'liveqr-restart-'));
  let port: number;
  let database: EmbeddedDatabase;
  let server: TestServer;
  /** A second replica on the same database, as behind a load balancer. */
  let replica: TestServer;

  const startDatabase = async () => {
    database = await startEmbeddedDatabase({ dataDir, port, database: 'liveqr_restart_test' });
  };

  beforeAll(async () => {
    chmodSync(dataDir, 0o755); // PostgreSQL runs as the `postgres` user when the tests run as root
    port = await freePort();
    await startDatabase();
    server = await startTestServer({ DATABASE_URL: database.url });
    replica = await startTestServer({ DATABASE_URL: database.url, JWT_SECRET: server.config.jwtSecret });
    for (const { app } of [server, replica]) await app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    await replica?.close();
    await server?.close();
    await database?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores exactly one scan per answered request', async () => {
    const api = qrApi(server, await aUser(server));
    const code = await createCode(api, { type: 'website', content: { url: 'https://example.com/restart' } });
    const ports = [server, replica].map(({ app }) => (app.getHttpServer().address() as AddressInfo).port);
    const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });

    // Scanners that keep scanning, each waiting for its answer before the next scan.
    const statuses: number[] = [];
    let scanning = true;
    const scanner = async (_: unknown, index: number) => {
      while (scanning) statuses.push(await get(agent, ports[index % 2], `/s/${code.slug}`));
    };
    const scanners = Array.from({ length: CLIENTS }, scanner);

    await sleep(1_500);
    // The restart: PostgreSQL shuts down (every connection cut), stays down for 2 s, and starts again.
    await database.stop();
    const answeredBeforeRestart = statuses.length;
    await sleep(2_000);
    // The scans meanwhile had nowhere else to go (a replica whose writes were all in flight may not have spooled yet).
    expect([server, replica].some(({ app }) => existsSync(app.get(ScanSpool).path))).toBe(true);
    await startDatabase();
    await sleep(1_500);
    scanning = false;
    await Promise.all(scanners);
    agent.destroy();

    expect(answeredBeforeRestart).toBeGreaterThan(0);
    expect(statuses.length).toBeGreaterThan(answeredBeforeRestart);
    expect(statuses.filter((status) => status !== 302)).toEqual([]);

    // Every answered scan is now in the table or in a replica's spool; replay both spools, as the background replay would.
    const replayBoth = () => Promise.all([server, replica].map(({ app }) => app.get(ScanRecorder).replaySpool()));
    const deadline = Date.now() + 15_000;
    await replayBoth();
    while ((await scansOf(server, code.id)).length < statuses.length && Date.now() < deadline) {
      await sleep(200);
      await replayBoth();
    }
    await replayBoth(); // a replay with nothing left must add nothing

    const scans = await scansOf(server, code.id);
    expect(scans).toHaveLength(statuses.length);
    expect(new Set(scans.map(({ scan_id }) => scan_id)).size).toBe(scans.length);
    // Both replicas count the queued scans, each skipping the batches the other is counting: a run
    // here may end while the replica's own is still at work. Counted once each, in the end.
    let counted = (await countersOf(server, code.id)).scanCount;
    while (counted < statuses.length && Date.now() < deadline + 15_000) {
      await sleep(200);
      counted = (await countersOf(server, code.id)).scanCount;
    }
    expect(counted).toBe(statuses.length);
  }, 90_000);
});
