/**
 * Lighthouse scores (Performance, Accessibility, Best Practices, SEO) of LiveQR's public pages,
 * measured on the built app in headless Chromium with Lighthouse's default mobile settings
 * (emulated phone, simulated slow 4G and CPU slowdown): the home page, pricing, FAQ and one page of
 * every public page type, seeded through the API. Usage: see README.md.
 */
import { loadavg } from 'node:os';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath, startBuiltServer } from '../../support/built-server.mjs';
import { makeDemoAccount } from '../../support/demo-account.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** The lowest score each category may have. */
const TARGETS = { performance: 98, accessibility: 98, 'best-practices': 90, seo: 90 };

const server = process.env.BENCH_URL ? undefined : await startBuiltServer();
const baseUrl = process.env.BENCH_URL ?? server.url;
let chrome;
let failed = false;
try {
  const { api, codes } = await makeDemoAccount(baseUrl);
  await api.dispose();
  const pages = [
    ['home', '/'],
    ['pricing', '/pricing'],
    ['faq', '/faq'],
    // One page of each public page type: the first code of that type.
    ...codes.filter((code) => code.type !== 'website').map((code) => [code.type, `/${code.type}/${code.id}`]),
  ];
  // e.g. BENCH_PAGES=home,vcard,pdf measures only those.
  const only = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
  chrome = await launch({
    chromePath: await chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  for (const [name, path] of pages.filter(([name]) => !only || only.includes(name))) {
    failed = (await measure(name, path, chrome.port)) || failed;
  }
  // Lighthouse's CPU work is real: the load it ran under says how far to trust the performance figures.
  console.log(
    `\nload average (1, 5, 15 min): ${loadavg()
      .map((load) => load.toFixed(2))
      .join(', ')}`,
  );
} finally {
  chrome?.kill();
  await server?.stop();
}
process.exitCode = failed ? 1 : 0;

/** Measures one page and prints its scores, its bytes and the audits that cost points; true when a score is short. */
async function measure(name, path, port) {
  const result = await lighthouse(`${baseUrl}${path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  });
  const { categories, audits, runtimeError } = result.lhr;
  console.log(`\n${name} ${path}`);
  if (runtimeError) console.log(`  Lighthouse could not measure it: ${runtimeError.code} ${runtimeError.message}`);
  // What the phone downloaded, compressed as sent: the page itself, and its scripts and stylesheets.
  const requests = audits['network-requests']?.details?.items ?? [];
  const bytes = (types) =>
    requests
      .filter((request) => !types || types.includes(request.resourceType))
      .reduce((sum, request) => sum + request.transferSize, 0);
  console.log(
    `  transferred: document ${kilobytes(bytes(['Document']))}, JS+CSS ${kilobytes(bytes(['Script', 'Stylesheet']))}, all ${kilobytes(bytes())}`,
  );
  let short = false;
  for (const id of CATEGORIES) {
    const score = Math.round(categories[id].score * 100);
    const below = score < TARGETS[id];
    short ||= below;
    console.log(
      `  ${categories[id].title.padEnd(16)} ${String(score).padStart(3)}${below ? `  (below ${TARGETS[id]})` : ''}`,
    );
  }
  // What costs points: the failing audits of every category short of 100.
  for (const id of CATEGORIES.filter((category) => categories[category].score < 1)) {
    for (const ref of categories[id].auditRefs) {
      const audit = audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 0.9) {
        console.log(`    - ${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''}`);
      }
    }
  }
  const lcp = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
  if (lcp) console.log(`    LCP element: ${lcp.slice(0, 120)}`);
  return short;
}

function kilobytes(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
