import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createTestDatabase, freePort, type TestDatabase } from '@liveqr/api/testing';

export const WORKSPACE_ROOT = join(__dirname, '../../../..');
const MAIN = join(WORKSPACE_ROOT, 'dist/apps/api/main.js');

export interface RunningServer {
  url: string;
  /** Its PUBLIC_URL, what short links and QR codes carry: the same server, named localhost unless a test sets one. */
  publicUrl: string;
  dataDir: string;
  /** Where its data lives, for a test that reads what the server wrote. */
  databaseUrl: string;
  process: ChildProcess;
  output(): string;
  /** Sends a signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface StartOptions {
  env?: Record<string, string>;
  /**
   * Start exactly as `npm start` does, on the embedded PostgreSQL kept in this data directory
   * (reused from an earlier start, with its secrets). Without it, the server gets a fresh database
   * on the test run's PostgreSQL server (dropped when it stops) and a data directory of its own.
   */
  dataDir?: string;
}

/** Starts the built LiveQR server as `npm start` does. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? makeDataDir();
  const port = await freePort();
  const embeddedPort = await freePort();
  const database: TestDatabase | undefined = options.dataDir ? undefined : await createTestDatabase();
  const child = spawn(process.execPath, [MAIN], {
    cwd: WORKSPACE_ROOT,
    env: {
      PATH: process.env['PATH'],
      HOME: process.env['HOME'],
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(database ? { DATABASE_URL: database.url } : { EMBEDDED_DB_PORT: String(embeddedPort) }),
      LOG_LEVEL: 'warn',
      // Servers of parallel suites would all want the default metrics port.
      METRICS_PORT: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntil(
      async () => (await fetch(`${url}/api/health`)).ok,
      exited,
      () => output,
    );
  } catch (error) {
    child.kill();
    await database?.drop();
    throw error;
  }
  return {
    url,
    publicUrl: options.env?.['PUBLIC_URL'] ?? `http://localhost:${port}`,
    dataDir,
    databaseUrl: database?.url ?? `postgres://liveqr:liveqr-local@127.0.0.1:${embeddedPort}/liveqr`,
    process: child,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      const code = await exited;
      await database?.drop();
      return code;
    },
  };
}

export function makeDataDir(): string {
  const dir = mkdtempSync(join(WORKSPACE_ROOT, 'tmp', 'e2e-data-'));
  chmodSync(dir, 0o755); // PostgreSQL runs as the `postgres` user when the tests run as root
  return dir;
}

export function removeDataDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** Runs the server's entry point to completion (for start-up failures). */
export function runServerToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [MAIN], { cwd: WORKSPACE_ROOT, env: { PATH: process.env['PATH'], ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

async function waitUntil(
  check: () => Promise<boolean>,
  exited: Promise<number | null>,
  output: () => string,
): Promise<void> {
  let stopped = false;
  void exited.then(() => (stopped = true));
  for (const started = Date.now(); Date.now() - started < 120_000;) {
    if (stopped) throw new Error(`The server exited during start:\n${output()}`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer within 120 s:\n${output()}`);
}
