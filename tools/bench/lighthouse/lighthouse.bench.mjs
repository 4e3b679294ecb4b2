/**
 * Lighthouse scores (Performance, Accessibility, Best Practices, SEO) of LiveQR's public pages,
 * measured on the built app in headless Chromium with Lighthouse's default mobile settings
 * (emulated phone, simulated slow 4G and CPU slowdown). Usage: see README.md.
 */
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGET = 90;

/** Set when this script started the server itself. */
let stopServer;
const baseUrl = process.env.BENCH_URL ?? (await startBuiltServer());
// /vcard/{id} needs a saved vCard code: pass its id (e.g. from the dashboard) to measure it too.
const paths = [
  '/',
  ...(process.env.VCARD_ID ? [`/vcard/${process.env.VCARD_ID}`] : []),
  // e.g. the white-label pages of saved codes: BENCH_PATHS=/business/{id},/pdf/{id}
  ...(process.env.BENCH_PATHS ? process.env.BENCH_PATHS.split(',').map((path) => path.trim()) : []),
];

const chrome = await launch({
  chromePath: await chromiumPath(),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
let failed = false;
try {
  for (const path of paths) {
    const result = await lighthouse(`${baseUrl}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError)
      console.log(`\n${path}: Lighthouse could not measure it: ${runtimeError.code} ${runtimeError.message}`);
    const scores = CATEGORIES.map((id) => [categories[id].title, Math.round(categories[id].score * 100)]);
    console.log(`\n${path}`);
    // What the phone downloaded, compressed as sent: the page itself, and its scripts and stylesheets.
    const requests = audits['network-requests']?.details?.items ?? [];
    const bytes = (types) =>
      requests
        .filter((request) => types.includes(request.resourceType))
        .reduce((sum, request) => sum + request.transferSize, 0);
    console.log(
      `  transferred: document ${kilobytes(bytes(['Document']))}, JS+CSS ${kilobytes(bytes(['Script', 'Stylesheet']))}, all ${kilobytes(bytes(requests.map((request) => request.resourceType)))}`,
    );
    for (const [title, score] of scores)
      console.log(`  ${title.padEnd(16)} ${String(score).padStart(3)}${score < TARGET ? '  (below 90)' : ''}`);
    failed ||= scores.some(([, score]) => score < TARGET);
    // What costs points: the failing audits of every category short of 100.
    for (const id of CATEGORIES.filter((category) => categories[category].score < 1)) {
      for (const ref of categories[id].auditRefs) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 0.9) {
          console.log(`    - ${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''}`);
        }
      }
    }
  }
} finally {
  chrome.kill();
  await stopServer?.();
}
process.exitCode = failed ? 1 : 0;

/** Same order as the browser tests: CHROME_PATH, /usr/bin/chromium, the @sparticuz/chromium package. */
async function chromiumPath() {
  const system = [process.env.CHROME_PATH, '/usr/bin/chromium'].find((path) => path && existsSync(path));
  if (system) return system;
  const { default: packaged } = await import('@sparticuz/chromium');
  return packaged.executablePath();
}

/** Starts dist/apps/api/main.js (run `npm run build` first) on free ports with a throw-away data directory. */
async function startBuiltServer() {
  const main = join(ROOT, 'dist/apps/api/main.js');
  if (!existsSync(main))
    throw new Error('Build the apps first: npx nx run-many -t build -p api shell dashboard creator billing');
  mkdirSync(join(ROOT, 'tmp'), { recursive: true });
  const dataDir = mkdtempSync(join(ROOT, 'tmp', 'lighthouse-'));
  chmodSync(dataDir, 0o755); // PostgreSQL runs as the `postgres` user when this runs as root
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      JWT_SECRET: 'lighthouse-bench-secret-'.repeat(2),
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_DB_PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  stopServer = async () => {
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
      return url;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server did not answer within 60 s');
}

function kilobytes(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
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
