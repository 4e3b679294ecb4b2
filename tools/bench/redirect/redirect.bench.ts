/**
 * GET /s/{slug} with recording on, against a bare node:http server answering the same 302 from a
 * Map, measured in the same run (target: throughput ratio at least 0.5; every answered scan
 * recorded). Usage: see README.md.
 */
import { createServer, request as httpRequest, Agent, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { aUser, createCode, qrApi } from '../../../apps/api/test/qr-catalog/support/qr-client';
import { allScanCount } from '../../../apps/api/test/scan-analytics/support/scan-client';
import { startTestServer, type TestServer } from '../../../apps/api/test/support/test-server';

const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 50);
const DURATION_MS = Number(process.env['BENCH_DURATION_MS'] ?? 10_000);
const CODES = 20;
const MIN_RATIO = 0.5;
const USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

interface Run {
  requests: number;
  redirects: number;
  perSecond: number;
  p50: number;
  p99: number;
}

describe('Scan redirect speed', () => {
  let server: TestServer;
  let baseline: Server;
  let slugs: string[];
  const destinations = new Map<string, string>();

  beforeAll(async () => {
    server = await startTestServer();
    const api = qrApi(server, await aUser(server));
    slugs = [];
    for (let i = 0; i < CODES; i++) {
      const code = await createCode(api, { type: 'website', content: { url: `https://example.com/${i}` } });
      slugs.push(code.slug);
      destinations.set(code.slug, code.content.url);
    }
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    baseline = createServer((req, res) => {
      const location = destinations.get((req.url ?? '').slice('/s/'.length));
      res.writeHead(location ? 302 : 404, location ? { location } : {}).end();
    });
    await new Promise<void>((resolve) => baseline.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => baseline.close(resolve));
    await server.close();
  });

  it(`answers with recording at least ${MIN_RATIO}x a bare node:http redirect, recording every scan`, async () => {
    const appPort = (server.app.getHttpServer().address() as AddressInfo).port;
    const basePort = (baseline.address() as AddressInfo).port;
    await load(basePort, slugs, 1_000); // warm-up, both
    const warmApp = await load(appPort, slugs, 1_000);
    const bare = await load(basePort, slugs, DURATION_MS);
    const before = await allScanCount(server);
    const live = await load(appPort, slugs, DURATION_MS);
    const recorded = (await allScanCount(server)) - before;
    const ratio = live.perSecond / bare.perSecond;
    console.log(
      [
        `bare node:http: ${bare.perSecond.toFixed(0)} req/s, p50 ${bare.p50.toFixed(2)} ms, p99 ${bare.p99.toFixed(2)} ms`,
        `LiveQR /s/{slug}: ${live.perSecond.toFixed(0)} req/s, p50 ${live.p50.toFixed(2)} ms, p99 ${live.p99.toFixed(2)} ms`,
        `ratio ${ratio.toFixed(2)} (target >= ${MIN_RATIO}), ${CONNECTIONS} connections`,
        `scans answered ${live.redirects}, recorded ${recorded} (warm-up answered ${warmApp.redirects})`,
      ].join('\n'),
    );
    expect(live.requests).toBe(live.redirects);
    expect(recorded).toBe(live.redirects);
    expect(ratio).toBeGreaterThanOrEqual(MIN_RATIO);
  });
});

/** CONNECTIONS keep-alive connections, each sending its next request when the last is answered. */
async function load(port: number, slugs: string[], durationMs: number): Promise<Run> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let redirects = 0;
  const started = performance.now();
  const end = started + durationMs;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, connection) => {
      for (let i = connection; performance.now() < end; i++) {
        const sent = performance.now();
        const status = await get(agent, port, `/s/${slugs[i % slugs.length]}`);
        latencies.push(performance.now() - sent);
        if (status === 302) redirects++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    redirects,
    perSecond: latencies.length / elapsed,
    p50: latencies[Math.floor(latencies.length * 0.5)],
    p99: latencies[Math.floor(latencies.length * 0.99)],
  };
}

function get(agent: Agent, port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent, headers: { 'user-agent': USER_AGENT } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}
