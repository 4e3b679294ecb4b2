/**
 * The built LiveQR (dist/apps/api/main.js) on free ports with a throw-away data directory and
 * embedded PostgreSQL, and the Chromium to look at it with: shared by the scripts under tools/
 * that need the real app (the Lighthouse benchmark, the home page's screenshots).
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Starts the built server; `env` adds to (or overrides) its environment. Resolves once it answers,
 * with its URL, the URL of its database and `stop()`, which ends it and deletes its data.
 */
export async function startBuiltServer(env = {}) {
  const main = join(ROOT, 'dist/apps/api/main.js');
  if (!existsSync(main))
    throw new Error('Build the apps first: npx nx run-many -t build -p api shell dashboard creator billing');
  mkdirSync(join(ROOT, 'tmp'), { recursive: true });
  const dataDir = mkdtempSync(join(ROOT, 'tmp', 'built-server-'));
  chmodSync(dataDir, 0o755); // PostgreSQL runs as the `postgres` user when this runs as root
  const port = await freePort();
  const databasePort = await freePort();
  const child = spawn(process.execPath, [main], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      // Not production: demo accounts subscribe in the local test checkout, which production never offers.
      NODE_ENV: 'test',
      JWT_SECRET: 'throw-away-server-secret-'.repeat(2),
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_DB_PORT: String(databasePort),
      // A second server beside one already running would want the same metrics port.
      METRICS_PORT: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  // The server's own public URL (PUBLIC_URL's default): the address its pages and uploads name.
  const url = `http://localhost:${port}`;
  for (const started = Date.now(); Date.now() - started < 120_000;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error('The server exited during start');
    }
    const up = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) {
      // The embedded database's default role and name (apps/api: embedded PostgreSQL).
      return { url, databaseUrl: `postgres://liveqr:liveqr-local@127.0.0.1:${databasePort}/liveqr`, stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('The server did not answer within 120 s');
}

/** Same order as the browser tests: CHROME_PATH, /usr/bin/chromium, the @sparticuz/chromium package. */
export async function chromiumPath() {
  const system = [process.env.CHROME_PATH, '/usr/bin/chromium'].find((path) => path && existsSync(path));
  if (system) return system;
  const { default: packaged } = await import('@sparticuz/chromium');
  return packaged.executablePath();
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
