/**
 * The Analytics summary over 'All time' for a code with 1,000,000 scans against the same request
 * for a code with 1,000 scans, in the same run (target: at most 10x). Also printed, for
 * information: the summary over the last 90 days and the scans-per-day chart. Usage: see README.md.
 */
import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { ScanRollup, ScanStore } from '@liveqr/api/scan-analytics';
import { aUser, createCode, qrApi, type QrUser } from '../../../apps/api/test/qr-catalog/support/qr-client';
import { startTestServer, type TestServer } from '../../../apps/api/test/support/test-server';
import { compareAlternating, msPerCall } from '../support/alternating';

const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 9);
const SLICE_MS = Number(process.env['BENCH_SLICE_MS'] ?? 300);
const BIG = Number(process.env['BENCH_BIG_SCANS'] ?? 1_000_000);
const SMALL = 1_000;
const MAX_RATIO = 10;
/** Scans per insert: the real scan batch statement, with bigger batches than the redirect makes. */
const SEED_BATCH = 10_000;
const DAY_MS = 86_400_000;

type Scenario = { name: string; path: (id: string) => string; target?: number };

const SCENARIOS: Scenario[] = [
  {
    name: "summary, 'All time'",
    path: (id) => `/api/analytics/qr-codes/${id}?range=all&tz=Europe/Berlin`,
    target: MAX_RATIO,
  },
  { name: 'summary, last 90 days', path: (id) => `/api/analytics/qr-codes/${id}?range=90days&tz=Europe/Berlin` },
  {
    name: "scans per day, 'All time'",
    path: (id) => `/api/analytics/qr-codes/${id}/scans-per-day?range=all&tz=Europe/Berlin`,
  },
];

describe('Analytics speed', () => {
  let server: TestServer;
  let owner: QrUser;
  let bigId: string;
  let smallId: string;

  beforeAll(async () => {
    server = await startTestServer();
    owner = await aUser(server);
    const api = qrApi(server, owner);
    bigId = (await createCode(api, { type: 'website', content: { url: 'https://example.com/big' } })).id;
    smallId = (await createCode(api, { type: 'website', content: { url: 'https://example.com/small' } })).id;
    const started = performance.now();
    await seed(server, bigId, BIG);
    await seed(server, smallId, SMALL);
    await server.app.get(ScanRollup).run();
    console.log(`seeded ${BIG + SMALL} scans in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    // What autovacuum would have done on a live database by now.
    await server.app.get(MikroORM).em.getConnection().execute('vacuum analyze');
    for (const { path } of SCENARIOS) {
      await msPerCall(SLICE_MS, () => get(path(smallId)));
      await msPerCall(SLICE_MS, () => get(path(bigId)));
    }
  });
  afterAll(() => server.close());

  it.each(SCENARIOS)(`$name: ${BIG} scans against ${SMALL} scans`, async ({ name, path, target }) => {
    const { baselineMs, subjectMs, ratio } = await compareAlternating(
      ROUNDS,
      SLICE_MS,
      () => get(path(smallId)),
      () => get(path(bigId)),
    );
    console.log(
      `${name}: ${SMALL} scans ${baselineMs.toFixed(2)} ms, ${BIG} scans ${subjectMs.toFixed(2)} ms, ` +
        `ratio ${ratio.toFixed(2)}${target ? ` (target <= ${target})` : ''}`,
    );
    if (target) expect(ratio).toBeLessThanOrEqual(target);
  });

  async function get(url: string): Promise<void> {
    const response = await server.inject({ method: 'GET', url, cookies: owner.cookies });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  }
});

/**
 * A year of scans through the real batch statement and roll-up (so the roll-ups are the ones the
 * redirect builds): 40% returning visitors, 40 countries, 300 cities, 6 systems, 3 device types, 8 browsers,
 * 2% bots, drawn from a seeded generator so every run stores the same scans.
 */
async function seed(server: TestServer, qrCodeId: string, count: number): Promise<void> {
  const store = server.app.get(ScanStore);
  const random = mulberry32(count);
  const pick = (n: number) => Math.floor(random() ** 2 * n); // a few values are common, most are rare
  const visitors = Math.ceil(count * 0.6);
  const now = Date.now();
  for (let done = 0; done < count; done += SEED_BATCH) {
    const batch = Array.from({ length: Math.min(SEED_BATCH, count - done) }, () => {
      const city = pick(300);
      const country = city % 40;
      return {
        scanId: randomUUID(),
        qrCodeId,
        scannedAt: new Date(now - random() * 365 * DAY_MS).toISOString(),
        ipHash: `visitor-${pick(visitors)}`,
        country: country === 39 ? null : String.fromCharCode(65 + Math.floor(country / 26), 65 + (country % 26)),
        city: city > 290 ? null : `City ${city}`,
        operatingSystem: ['iOS', 'Android', 'Windows', 'macOS', 'Linux', 'Chrome OS'][pick(6)],
        deviceType: ['mobile', 'desktop', 'tablet'][pick(3)],
        browser: [
          'Mobile Safari',
          'Chrome',
          'Samsung Internet',
          'Firefox',
          'Edge',
          'Safari',
          'Opera',
          'Chrome WebView',
        ][pick(8)],
        isBot: random() < 0.02,
      };
    });
    await store.insert(batch);
  }
}

/** A small seeded PRNG (public domain): the same scans on every run. */
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
