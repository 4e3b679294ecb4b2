/**
 * Lighthouse scores (Performance, Accessibility, Best Practices, SEO) of LiveQR's public pages,
 * measured on the built app in headless Chromium with Lighthouse's default mobile settings
 * (emulated phone, simulated slow 4G and CPU slowdown). Usage: see README.md.
 */
import { existsSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBuiltServer } from '../support/built-server.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGET = 90;

/** Set when this script started the server itself. */
const server = process.env.BENCH_URL ? undefined : await startBuiltServer('lighthouse');
const baseUrl = process.env.BENCH_URL ?? server.url;
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
  await server?.stop();
}
process.exitCode = failed ? 1 : 0;

/** Same order as the browser tests: CHROME_PATH, /usr/bin/chromium, the @sparticuz/chromium package. */
async function chromiumPath() {
  const system = [process.env.CHROME_PATH, '/usr/bin/chromium'].find((path) => path && existsSync(path));
  if (system) return system;
  const { default: packaged } = await import('@sparticuz/chromium');
  return packaged.executablePath();
}

function kilobytes(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
