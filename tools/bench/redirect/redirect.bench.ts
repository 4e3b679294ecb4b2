/**
 * GET /s/{slug} with recording on, against a bare node:http server answering the same 302 from a
 * Map, measured in the same run (target: throughput ratio at least 0.5; every answered scan
 * recorded). Each server and the load generator run in processes of their own. Second case: codes
 * with 10 routing rules and an expiry date against plain codes, on the same server in the same run
 * (target: within 10 %). Usage: see README.md.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '@liveqr/api/testing';
import { aUser, createCode, qrApi } from '../../../apps/api/test/qr-catalog/support/qr-client';
import { allScanCount, USER_AGENTS } from '../../../apps/api/test/scan-analytics/support/scan-client';
import { startTestServer, type TestServer } from '../../../apps/api/test/support/test-server';

const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 50);
const DURATION_S = Number(process.env['BENCH_DURATION_S'] ?? 10);
const WARM_UP_S = 3;
const CODES = 20;
const MIN_RATIO = 0.5;
const MIN_RULES_RATIO = 0.9;
/** Rounds of plain and ruled runs, alternating, so the machine's other load hits both alike. */
const RULES_ROUNDS = 3;
/**
 * Ten rules an iPhone from 127.0.0.1 without Accept-Language matches none of, so every scan
 * evaluates all ten (both time zones' clocks included) before the default destination.
 */
const TEN_RULES = [
  { when: { os: ['android'] }, url: 'https://example.com/android' },
  { when: { os: ['windows', 'macos'] }, url: 'https://example.com/desktop' },
  { when: { device: ['tablet'] }, url: 'https://example.com/tablet' },
  { when: { country: ['FR'] }, url: 'https://example.fr' },
  { when: { country: ['DE', 'AT', 'CH'] }, url: 'https://example.de' },
  { when: { language: ['fr'] }, url: 'https://example.com/fr' },
  { when: { language: ['de', 'nl'] }, url: 'https://example.com/de' },
  {
    when: { from: '2020-01-01T00:00', to: '2020-01-02T00:00', timeZone: 'Europe/Berlin' },
    url: 'https://example.com/2020',
  },
  {
    when: { days: [0, 1, 2, 3, 4, 5, 6], from: '2021-06-01T00:00', to: '2021-06-02T00:00', timeZone: 'Asia/Tokyo' },
    url: 'https://example.com/2021',
  },
  { when: { os: ['linux'] }, url: 'https://example.com/linux' },
];
const workspaceRoot = join(__dirname, '../../..');

/** What load.mjs prints. */
interface Run {
  sent: number;
  answered: number;
  redirects: number;
  errors: number;
  seconds: number;
  p50: number;
  p99: number;
}

describe('Scan redirect speed', () => {
  /** In-process server: creates the database and the codes, and reads the scans back. */
  let setup: TestServer;
  let dataDir: string;
  const children: ChildProcess[] = [];
  let livePort: number;
  let barePort: number;
  let paths: string[];
  let ruledPaths: string[];

  beforeAll(async () => {
    setup = await startTestServer();
    const api = qrApi(setup, await aUser(setup));
    const destinations: Record<string, string> = {};
    for (let i = 0; i < CODES; i++) {
      const code = await createCode(api, { type: 'website', content: { url: `https://example.com/${i}` } });
      destinations[code.slug] = code.content.url;
    }
    paths = Object.keys(destinations).map((slug) => `/s/${slug}`);
    ruledPaths = [];
    const expiry = { at: new Date(Date.now() + 365 * 86_400_000).toISOString() };
    for (let i = 0; i < CODES; i++) {
      const code = await createCode(api, {
        type: 'website',
        content: { url: `https://example.com/${i}` },
        routing: TEN_RULES,
        expiry,
      });
      ruledPaths.push(`/s/${code.slug}`);
    }
    dataDir = mkdtempSync(join(tmpdir(), 'liveqr-bench-'));
    // The server exactly as `npm start` runs it (the production bundle; info logging, where every
    // line written costs), on the same database.
    livePort = await freePort();
    await startProcess(
      [join(workspaceRoot, 'dist/apps/api/main.js')],
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        PORT: String(livePort),
        DATABASE_URL: setup.config.database.url ?? '',
        DATA_DIR: dataDir,
        RUN_MIGRATIONS: 'false',
      },
      /LiveQR is running/,
    );
    const bareOutput = await startProcess(
      [join(__dirname, 'bare-server.mjs')],
      { BENCH_DESTINATIONS: JSON.stringify(destinations) },
      /\{"port":(\d+)\}/,
    );
    barePort = Number(bareOutput[1]);
  }, 120_000);
  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve))));
    await setup?.close();
    rmSync(dataDir, { force: true, recursive: true });
  });

  /** Spawns a server process; resolves when it prints `ready`. Its further output is read and dropped. */
  function startProcess(args: string[], env: Record<string, string>, ready: RegExp): Promise<RegExpExecArray> {
    const child = spawn(process.execPath, args, { cwd: workspaceRoot, env: { ...process.env, ...env } });
    children.push(child);
    return new Promise((resolve, reject) => {
      let output = '';
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = ready.exec(output);
        if (match) {
          child.stdout.off('data', onData);
          child.stdout.resume();
          resolve(match);
        }
      };
      child.stdout.on('data', onData);
      let errors = '';
      child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      child.on('exit', (code) => reject(new Error(`${args.at(-1)} exited (${code}): ${errors}`)));
    });
  }

  it(`answers with recording at least ${MIN_RATIO}x a bare node:http redirect, recording every scan`, async () => {
    await load(barePort, WARM_UP_S);
    await load(livePort, WARM_UP_S);
    const bare = await load(barePort, DURATION_S);
    const before = await settledScanCount(setup);
    const live = await load(livePort, DURATION_S);
    const recorded = (await settledScanCount(setup)) - before;
    const bareRate = bare.answered / bare.seconds;
    const liveRate = live.answered / live.seconds;
    const ratio = liveRate / bareRate;
    console.log(
      [
        `bare node:http: ${bareRate.toFixed(0)} req/s, p50 ${bare.p50} ms, p99 ${bare.p99} ms`,
        `LiveQR /s/{slug}: ${liveRate.toFixed(0)} req/s, p50 ${live.p50} ms, p99 ${live.p99} ms`,
        `ratio ${ratio.toFixed(2)} (target >= ${MIN_RATIO}), ${CONNECTIONS} connections, ${DURATION_S} s each`,
        `scans sent ${live.sent} (answered ${live.answered}, ${live.sent - live.answered} in flight at the stop), recorded ${recorded}`,
      ].join('\n'),
    );
    expect(bare.errors + live.errors).toBe(0);
    expect(live.redirects).toBe(live.answered);
    // The load generator stops by closing its connections, each with one request in flight: the
    // server still answers (and so records) those, the generator no longer reads the answer.
    expect(recorded).toBe(live.sent);
    expect(ratio).toBeGreaterThanOrEqual(MIN_RATIO);
  });

  it(`answers codes with 10 routing rules and an expiry at least ${MIN_RULES_RATIO}x as fast as plain codes`, async () => {
    await load(livePort, WARM_UP_S, ruledPaths);
    const plain: Run[] = [];
    const ruled: Run[] = [];
    for (let round = 0; round < RULES_ROUNDS; round++) {
      plain.push(await load(livePort, DURATION_S));
      ruled.push(await load(livePort, DURATION_S, ruledPaths));
    }
    const rate = (runs: Run[]) =>
      runs.reduce((sum, run) => sum + run.answered, 0) / runs.reduce((sum, run) => sum + run.seconds, 0);
    const ratio = rate(ruled) / rate(plain);
    console.log(
      [
        `plain codes: ${rate(plain).toFixed(0)} req/s (rounds: ${plain.map((run) => (run.answered / run.seconds).toFixed(0)).join(', ')})`,
        `10 rules + expiry: ${rate(ruled).toFixed(0)} req/s (rounds: ${ruled.map((run) => (run.answered / run.seconds).toFixed(0)).join(', ')})`,
        `ratio ${ratio.toFixed(2)} (target >= ${MIN_RULES_RATIO}), ${RULES_ROUNDS} alternating rounds of ${DURATION_S} s`,
      ].join('\n'),
    );
    expect([...plain, ...ruled].every((run) => run.errors === 0 && run.redirects === run.answered)).toBe(true);
    expect(ratio).toBeGreaterThanOrEqual(MIN_RULES_RATIO);
  });

  /** One run of load.mjs against the port, in its own process. */
  async function load(port: number, seconds: number, targets = paths): Promise<Run> {
    const { stdout } = await promisify(execFile)(process.execPath, [
      join(__dirname, 'load.mjs'),
      String(port),
      String(CONNECTIONS),
      String(seconds),
      JSON.stringify(targets),
      USER_AGENTS.iphoneSafari,
    ]);
    return JSON.parse(stdout) as Run;
  }
});

/** The stored scans once the last batch has committed (nothing changes for a while). */
async function settledScanCount(server: TestServer): Promise<number> {
  let count = await allScanCount(server);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const next = await allScanCount(server);
    if (next === count) return count;
    count = next;
  }
}
