/**
 * GET /s/{slug} with recording on, against the durable baseline (node:http + one multi-row INSERT
 * per batch into the same PostgreSQL, 302 after commit: ../shared/bench/durable-baseline.cjs),
 * measured in interleaved rounds of the same run. Targets: throughput at least 0.6x the baseline's,
 * app + database CPU per scan at most 2x the baseline's, every answered scan recorded. Each server
 * and the load generator run in processes of their own. Second case: codes with 10 routing rules
 * and an expiry date against plain codes, on the same server in the same run (target: within 10 %).
 * Third: scans with `scan.created` webhooks listening, 1 elsewhere and 1,000 (the scanned codes'
 * owner among them), against none, on the same server in the same run.
 * Usage: see README.md.
 */
import { type ChildProcess, execFile, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { createTestDatabase, freePort, type TestDatabase } from '@liveqr/api/testing';
import { aUser, createCode, qrApi } from '../../../apps/api/test/qr-catalog/support/qr-client';
import { allScanCount, USER_AGENTS, withDatabase } from '../../../apps/api/test/scan-analytics/support/scan-client';
import { startTestServer, type TestServer } from '../../../apps/api/test/support/test-server';

// An empty variable (BENCH_ROUNDS=) means the default, not zero.
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] || 50);
/**
 * Many short interleaved rounds, and their median: a shared machine slows down for seconds at a
 * time (in one profiled round every function of the server cost 2 to 2.5 times its usual), and a
 * slowdown then spoils one short round of one server rather than a long one that counts for more.
 */
const DURATION_S = Number(process.env['BENCH_DURATION_S'] || 5);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] || 9);
const WARM_UP_S = 3;
const CODES = 20;
const MIN_THROUGHPUT_RATIO = 0.6;
const MAX_CPU_RATIO = 2;
const MIN_RULES_RATIO = 0.9;
/** The targets for scans with webhook listeners, against none; reported, not asserted (a busy machine). */
const LISTENER_TARGETS = { elsewhere: 0.95, thousand: 0.85, cpu: 1.1 };
/**
 * The load generators: wrk (`-t1`, a C program) when installed, whose figures the targets apply to,
 * and autocannon (load.mjs), a Node process that takes most of a core of two and so flatters the
 * ratio; the first case prints both. `BENCH_LOAD=autocannon` keeps load.mjs alone. wrk cannot count
 * the requests in flight when it stops: no `sent`.
 */
type LoadGenerator = 'wrk' | 'autocannon';
const WRK = process.env['BENCH_LOAD'] !== 'autocannon' && spawnSync('wrk', ['--version']).error === undefined;
const PRIMARY: LoadGenerator = WRK ? 'wrk' : 'autocannon';
const GENERATORS: LoadGenerator[] = WRK ? ['wrk', 'autocannon'] : ['autocannon'];
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
const durableBaseline = join(workspaceRoot, '../shared/bench/durable-baseline.cjs');
/** The only codes the durable baseline knows. */
const BASELINE_PATHS = ['/s/abc', '/s/bench1'];

/** What load.mjs (or wrk-paths.lua) prints. */
interface Run {
  sent?: number;
  answered: number;
  redirects: number;
  errors: number;
  seconds: number;
  p50: number;
  p99: number;
}

/** One measured run: the load's figures and the CPU seconds the server and the database spent. */
interface Measured extends Run {
  rate: number;
  cpuMsPerScan: number;
  /** The server process's share of cpuMsPerScan. */
  serverCpuMsPerScan: number;
}

describe('Scan redirect speed', () => {
  /**
   * In-process server: creates the codes, then stops before any load, so that the LiveQR process
   * measured is the only replica. A second one took part of the roll-ups and of the webhook attempts,
   * a different part in each case, with CPU no one counted. Its config names the database after.
   */
  let setup: TestServer;
  let database: TestDatabase;
  let dataDir: string;
  const children: ChildProcess[] = [];
  let live: ChildProcess;
  let livePort: number;
  let baseline: ChildProcess;
  let baselinePort: number;
  let paths: string[];
  let ruledPaths: string[];

  beforeAll(async () => {
    database = await createTestDatabase();
    setup = await startTestServer({ DATABASE_URL: database.url });
    const api = qrApi(setup, await aUser(setup));
    const slugs: string[] = [];
    for (let i = 0; i < CODES; i++) {
      slugs.push((await createCode(api, { type: 'website', content: { url: `https://example.com/${i}` } })).slug);
    }
    paths = slugs.map((slug) => `/s/${slug}`);
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
    // Given its DATABASE_URL, the server leaves the database in place.
    await setup.close();
    dataDir = mkdtempSync(join(tmpdir(), 'liveqr-bench-'));
    // The server exactly as `npm start` runs it (the production bundle; info logging, where every
    // line written costs), on the same database.
    livePort = await freePort();
    // BENCH_CPU_PROFILE=<dir> writes a V8 CPU profile of the LiveQR process there when it stops.
    const profile = process.env['BENCH_CPU_PROFILE'];
    live = await startProcess(
      [...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []), join(workspaceRoot, 'dist/apps/api/main.js')],
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        PORT: String(livePort),
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        RUN_MIGRATIONS: 'false',
        METRICS_PORT: '0',
        WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true',
      },
      /LiveQR is running/,
    );
    baselinePort = await freePort();
    baseline = await startProcess(
      [durableBaseline, `--port=${baselinePort}`, `--db=${database.url}`],
      { NODE_PATH: join(workspaceRoot, 'node_modules') },
      /durable baseline on/,
    );
  }, 120_000);
  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve))));
    await database?.drop();
    rmSync(dataDir, { force: true, recursive: true });
  });

  /** Spawns a server process; resolves when it prints `ready`. Its further output is read and dropped. */
  function startProcess(args: string[], env: Record<string, string>, ready: RegExp): Promise<ChildProcess> {
    const child = spawn(process.execPath, args, { cwd: workspaceRoot, env: { ...process.env, ...env } });
    children.push(child);
    return new Promise((resolve, reject) => {
      let output = '';
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (ready.test(output)) {
          child.stdout.off('data', onData);
          child.stdout.resume();
          resolve(child);
        }
      };
      child.stdout.on('data', onData);
      let errors = '';
      child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited (${code}): ${errors}`)));
    });
  }

  it(`answers at least ${MIN_THROUGHPUT_RATIO}x the durable baseline's throughput, at most ${MAX_CPU_RATIO}x its CPU per scan, recording every scan`, async () => {
    const initial = await settledScanCount(setup);
    await load(baselinePort, BASELINE_PATHS, WARM_UP_S);
    const warmUp = await load(livePort, paths, WARM_UP_S);
    const ratios = Object.fromEntries(
      GENERATORS.map((generator) => [generator, { throughput: [] as number[], cpu: [] as number[] }]),
    );
    const lines: string[] = [];
    let sent = 0;
    let answered = 0;
    let redirects = 0;
    let errors = 0;
    // The warm-up's last requests may still be on their way in: wait for every scan it sent.
    const before = await scanCountOnceAt(setup, initial + (warmUp.sent ?? warmUp.answered));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const generator of GENERATORS) {
        const reference = await measure(baseline, baselinePort, BASELINE_PATHS, generator);
        const subject = await measure(live, livePort, paths, generator);
        const { throughput, cpu } = ratios[generator];
        throughput.push(subject.rate / reference.rate);
        cpu.push(subject.cpuMsPerScan / reference.cpuMsPerScan);
        sent += subject.sent ?? subject.answered;
        answered += subject.answered;
        redirects += subject.redirects;
        errors += reference.errors + subject.errors;
        lines.push(
          `round ${round} (${generator}): durable baseline ${describeRun(reference)} | LiveQR ${describeRun(subject)} | ` +
            `throughput ${throughput.at(-1)?.toFixed(2)}x, CPU per scan ${cpu.at(-1)?.toFixed(2)}x`,
        );
      }
    }
    const recorded = (await scanCountOnceAt(setup, before + sent)) - before;
    const throughputRatio = median(ratios[PRIMARY].throughput);
    const cpuRatio = median(ratios[PRIMARY].cpu);
    console.log(
      [
        ...lines,
        ...GENERATORS.map(
          (generator) =>
            `${generator}${generator === PRIMARY ? ' (the targets apply)' : ''}: median throughput ratio ` +
            `${median(ratios[generator].throughput).toFixed(2)} (target >= ${MIN_THROUGHPUT_RATIO}), median CPU-per-scan ` +
            `ratio ${median(ratios[generator].cpu).toFixed(2)} (target <= ${MAX_CPU_RATIO})`,
        ),
        `${CONNECTIONS} connections, ${DURATION_S} s per run`,
        `LiveQR scans sent ${sent} (answered ${answered}, ${sent - answered} in flight at the stops), recorded ${recorded}`,
      ].join('\n'),
    );
    expect(errors).toBe(0);
    expect(redirects).toBe(answered);
    // The load generator stops by closing its connections, each with one request in flight: the
    // server still answers (and so records) those, wrk no longer reads the answer nor counts it: up
    // to one per connection for each wrk round and for the warm-up, whose last may land after `before`.
    if (WRK) {
      expect(recorded).toBeGreaterThanOrEqual(sent);
      expect(recorded).toBeLessThanOrEqual(sent + CONNECTIONS * (ROUNDS + 1));
    } else {
      expect(recorded).toBe(sent);
    }
    expect(throughputRatio).toBeGreaterThanOrEqual(MIN_THROUGHPUT_RATIO);
    expect(cpuRatio).toBeLessThanOrEqual(MAX_CPU_RATIO);
  });

  it(`answers codes with 10 routing rules and an expiry at least ${MIN_RULES_RATIO}x as fast as plain codes`, async () => {
    await load(livePort, ruledPaths, WARM_UP_S);
    const plain: Run[] = [];
    const ruled: Run[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      plain.push(await load(livePort, paths, DURATION_S));
      ruled.push(await load(livePort, ruledPaths, DURATION_S));
    }
    const rate = (runs: Run[]) =>
      runs.reduce((sum, run) => sum + run.answered, 0) / runs.reduce((sum, run) => sum + run.seconds, 0);
    const ratio = rate(ruled) / rate(plain);
    console.log(
      [
        `plain codes: ${rate(plain).toFixed(0)} req/s (rounds: ${plain.map((run) => (run.answered / run.seconds).toFixed(0)).join(', ')})`,
        `10 rules + expiry: ${rate(ruled).toFixed(0)} req/s (rounds: ${ruled.map((run) => (run.answered / run.seconds).toFixed(0)).join(', ')})`,
        `ratio ${ratio.toFixed(2)} (target >= ${MIN_RULES_RATIO}), ${ROUNDS} alternating rounds of ${DURATION_S} s`,
      ].join('\n'),
    );
    expect([...plain, ...ruled].every((run) => run.errors === 0 && run.redirects === run.answered)).toBe(true);
    expect(ratio).toBeGreaterThanOrEqual(MIN_RULES_RATIO);
  });

  it('answers scans with webhook listeners (1 elsewhere; 1,000 owners, the scanned one among them) about as fast as with none', async () => {
    const receiver = createServer((request, response) => {
      request.resume();
      request.on('end', () => response.writeHead(200).end());
    });
    receiver.listen(0, '127.0.0.1');
    await once(receiver, 'listening');
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    // The scanned codes' owner and 999 others, each with an endpoint for scans (written directly:
    // only who listens matters here); the rounds switch them on and off.
    const [owner, elsewhere] = await withDatabase(setup, async (client) => {
      const { rows } = await client.query<{ user_id: string }>('select user_id from qr_codes where slug = $1', [
        paths[0].slice('/s/'.length),
      ]);
      await client.query(
        `insert into webhook_endpoints (id, user_id, url, events, secret, enabled, created_at)
         select gen_random_uuid(), case when n = 1 then $1::uuid else gen_random_uuid() end, $2, '{scan.created}',
           'whsec_' || md5(random()::text), false, now()
         from generate_series(1, 1000) n`,
        [rows[0].user_id, url],
      );
      const other = await client.query<{ user_id: string }>(
        'select user_id from webhook_endpoints where user_id <> $1 limit 1',
        [rows[0].user_id],
      );
      return [rows[0].user_id, other.rows[0].user_id];
    });
    const cases = {
      none: 'false',
      elsewhere: `user_id = '${elsewhere}'`,
      thousand: 'true',
    } as const;
    const listen = (which: keyof typeof cases) =>
      withDatabase(setup, async (client) => {
        await client.query(`update webhook_endpoints set enabled = ${cases[which]}`);
        // What an endpoint's change says to every replica (ScanListeners).
        await client.query(`select pg_notify('webhooks.scan-listeners-changed', '')`);
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
    const runs: Record<keyof typeof cases, Measured[]> = { none: [], elsewhere: [], thousand: [] };
    const names = Object.keys(cases) as (keyof typeof cases)[];
    // A warm-up under each case: the first messages' code is not compiled yet and their tables have
    // no room yet, which cost the first 1,000-owner rounds a third more CPU per scan than the later ones.
    for (const which of names) {
      await listen(which);
      await load(livePort, paths, WARM_UP_S);
    }
    // A case's CPU is counted until the work its scans caused is done: its last second's roll-up and
    // messages, which otherwise fell into the next case's run. One connection for every check: a new
    // one per check would start a PostgreSQL backend, whose CPU the runs count.
    const watcher = new Client({ connectionString: database.url });
    await watcher.connect();
    try {
      const settled = () => allWorkDone(watcher);
      await settled();
      for (let round = 0; round < ROUNDS; round++) {
        // Each round starts with another case: a machine speeding up or slowing down through a round
        // favours no case.
        for (const which of [...names.slice(round % names.length), ...names.slice(0, round % names.length)]) {
          await listen(which);
          runs[which][round] = await measure(live, livePort, paths, PRIMARY, settled);
        }
      }
    } finally {
      // Left open, it would keep the database from being dropped after a failed run.
      await watcher.end();
    }
    await listen('none');
    receiver.close();
    const ratios = (which: keyof typeof cases) =>
      runs[which].map((run, round) => ({
        rate: run.rate / runs.none[round].rate,
        cpu: run.cpuMsPerScan / runs.none[round].cpuMsPerScan,
      }));
    // Besides the median of the rounds' ratios, all rounds taken together: a slowdown of a few seconds
    // then weighs as the scans it held back, rather than deciding one round's ratio.
    const pooled = (which: keyof typeof cases) => {
      const total = (measured: Measured[], figure: (run: Measured) => number) =>
        measured.reduce((sum, run) => sum + figure(run), 0);
      const of = (measured: Measured[]) => ({
        rate: total(measured, (run) => run.answered) / total(measured, (run) => run.seconds),
        cpu: total(measured, (run) => run.cpuMsPerScan * run.answered) / total(measured, (run) => run.answered),
      });
      const [subject, none] = [of(runs[which]), of(runs.none)];
      return { rate: subject.rate / none.rate, cpu: subject.cpu / none.cpu };
    };
    // The rounds' spread says whether a run can tell a 10 % difference at all: on a busy host one
    // round's CPU ratio ranged from 0.86x to 1.64x within a run.
    const spread = (values: number[]) => `${Math.min(...values).toFixed(2)}-${Math.max(...values).toFixed(2)}x`;
    const summary = (which: keyof typeof cases) => {
      const together = pooled(which);
      const rates = ratios(which).map(({ rate }) => rate);
      const cpus = ratios(which).map(({ cpu }) => cpu);
      return (
        `throughput ${median(rates).toFixed(2)}x, CPU per scan ${median(cpus).toFixed(2)}x ` +
        `(all rounds together ${together.rate.toFixed(2)}x, ${together.cpu.toFixed(2)}x; ` +
        `rounds ${spread(rates)}, ${spread(cpus)})`
      );
    };
    console.log(
      [
        ...runs.none.map(
          (none, round) =>
            `round ${round + 1} (${PRIMARY}): none ${describeRun(none)} | 1 elsewhere ${describeRun(runs.elsewhere[round])} | ` +
            `1,000 incl. the owner ${describeRun(runs.thousand[round])}`,
        ),
        `owner ${owner}: 1 listener elsewhere: ${summary('elsewhere')} (targets >= ${LISTENER_TARGETS.elsewhere}x, <= ${LISTENER_TARGETS.cpu}x)`,
        `1,000 owners listening, the scanned one among them: ${summary('thousand')} (targets >= ${LISTENER_TARGETS.thousand}x, <= ${LISTENER_TARGETS.cpu}x)`,
      ].join('\n'),
    );
    const all = Object.values(runs).flat();
    expect(all.every((run) => run.errors === 0 && run.redirects === run.answered)).toBe(true);
  });

  /**
   * One run against a server, with the CPU it and the database spent meanwhile (and, given
   * `workDone`, until that resolves).
   */
  async function measure(
    server: ChildProcess,
    port: number,
    runPaths: string[],
    generator: LoadGenerator = PRIMARY,
    workDone?: () => Promise<void>,
  ): Promise<Measured> {
    const serverBefore = processStat(server.pid as number).cpuMs;
    const cpuBefore = await serverAndDatabaseCpuMs(server);
    const run = await load(port, runPaths, DURATION_S, generator);
    await workDone?.();
    const cpuAfter = await serverAndDatabaseCpuMs(server);
    const serverAfter = processStat(server.pid as number).cpuMs;
    return {
      ...run,
      rate: run.answered / run.seconds,
      cpuMsPerScan: (cpuAfter - cpuBefore) / run.answered,
      serverCpuMsPerScan: (serverAfter - serverBefore) / run.answered,
    };
  }

  /** CPU milliseconds used so far by the server process and every process of the database server. */
  async function serverAndDatabaseCpuMs(server: ChildProcess): Promise<number> {
    const postmaster = await withDatabase(setup, async (client) => {
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      return processStat(rows[0].pid).parent;
    });
    // The postmaster's own time plus that of the children it has reaped (a backend or autovacuum
    // worker that ended during the run): without it, a child's time would vanish when it exits.
    const postmasterStat = processStat(postmaster);
    let total = processStat(server.pid as number).cpuMs + postmasterStat.cpuMs + postmasterStat.reapedChildrenCpuMs;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = processStat(Number(entry));
        if (stat.parent === postmaster) total += stat.cpuMs;
      } catch {
        // The process ended while the list was read.
      }
    }
    return total;
  }

  /** One run of wrk or load.mjs against the port, in its own process. */
  async function load(port: number, runPaths: string[], seconds: number, generator = PRIMARY): Promise<Run> {
    if (generator === 'wrk') {
      const { stdout } = await promisify(execFile)('wrk', [
        '-t1',
        `-c${CONNECTIONS}`,
        `-d${seconds}s`,
        '-H',
        `User-Agent: ${USER_AGENTS.iphoneSafari}`,
        '-s',
        join(__dirname, 'wrk-paths.lua'),
        `http://127.0.0.1:${port}`,
        '--',
        ...runPaths,
      ]);
      return JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as Run;
    }
    const { stdout } = await promisify(execFile)(process.execPath, [
      join(__dirname, 'load.mjs'),
      String(port),
      String(CONNECTIONS),
      String(seconds),
      JSON.stringify(runPaths),
      USER_AGENTS.iphoneSafari,
    ]);
    return JSON.parse(stdout) as Run;
  }
});

/**
 * A process's parent, its user + system CPU time, and that of its children it has waited for
 * (once ended, they count there), from /proc (Linux).
 */
function processStat(pid: number): { parent: number; cpuMs: number; reapedChildrenCpuMs: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces: the fields after it are counted from its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticksPerSecond = 100;
  const ms = (first: number) => ((Number(fields[first]) + Number(fields[first + 1])) * 1000) / ticksPerSecond;
  return { parent: Number(fields[1]), cpuMs: ms(11), reapedChildrenCpuMs: ms(13) };
}

function describeRun(run: Measured): string {
  return `${run.rate.toFixed(0)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms, ${run.cpuMsPerScan.toFixed(3)} CPU ms/scan (server ${run.serverCpuMsPerScan.toFixed(3)})`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Resolves once every scan stored is counted and every message queued has been attempted, seen twice
 * in a row: a scan answered as the load stopped may still be on its way into a batch.
 */
async function allWorkDone(client: Client): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (let quiet = 0; quiet < 2;) {
    if (Date.now() > deadline) throw new Error('Scans or messages still waiting 30 s after the load');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const { rows } = await client.query<{ busy: boolean }>(
      `select exists (select from qr_scan_rollup_batches)
         or exists (select from webhook_deliveries where status = 'pending') as busy`,
    );
    quiet = rows[0].busy ? 0 : quiet + 1;
  }
}

/**
 * The stored scans once `expected` of them are in (or 30 s have passed: a lost scan shows as a
 * shortfall) and the last batch has committed.
 */
async function scanCountOnceAt(server: TestServer, expected: number): Promise<number> {
  for (const started = Date.now(); Date.now() - started < 30_000;) {
    if ((await allScanCount(server)) >= expected) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return settledScanCount(server);
}

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
