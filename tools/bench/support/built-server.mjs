/**
 * Starts the production build (dist/apps/api/main.js, which also serves the built web apps) on free
 * ports with a throw-away data directory and embedded PostgreSQL, for the benchmarks that measure
 * what a browser receives. Returns its base URL and a function that stops it and removes the data.
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export async function startBuiltServer(name) {
  const main = join(ROOT, 'dist/apps/api/main.js');
  if (!existsSync(main))
    throw new Error('Build the apps first: npx nx run-many -t build -p api shell dashboard creator billing');
  mkdirSync(join(ROOT, 'tmp'), { recursive: true });
  const dataDir = mkdtempSync(join(ROOT, 'tmp', `${name}-`));
  chmodSync(dataDir, 0o755); // PostgreSQL runs as the `postgres` user when this runs as root
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      JWT_SECRET: `${name}-bench-secret-`.repeat(2),
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_DB_PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  for (const started = Date.now(); Date.now() - started < 60_000;) {
    if (child.exitCode !== null) throw new Error('The server exited during start');
    if (
      await fetch(`${url}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('The server did not answer within 60 s');
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
