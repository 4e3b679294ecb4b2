/**
 * The product screenshots of the home page's "See it" section, taken from the real app: starts the
 * built LiveQR on a throw-away database, makes a demo account with styled codes and a month of
 * scans, photographs the dashboard, the designer and the analytics at a desktop and a phone size,
 * and writes them as AVIF and WebP in several widths to apps/shell/src/screenshots, with the
 * manifest the server writes the section from. Usage: see README.md.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { chromiumPath, ROOT, startBuiltServer } from '../support/built-server.mjs';
import { makeDemoAccount } from '../support/demo-account.mjs';

const OUTPUT = join(ROOT, 'apps/shell/src/screenshots');
/** The sizes photographed, and the widths each is written in (the phone is taken at twice its CSS size). */
const FORMS = {
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, widths: [640, 960, 1280] },
  phone: {
    viewport: { width: 390, height: 780 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    widths: [390, 780],
  },
};
const FORMATS = { avif: { quality: 55, effort: 6 }, webp: { quality: 78, effort: 6 } };

/** Visitors of the demo scans: phones and computers, from several countries (the app geolocates the address). */
const VISITORS = [
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    '8.8.8.8',
  ],
  [
    'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    '193.99.144.80',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
    '81.2.69.160',
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
    '91.198.174.192',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    '200.160.2.3',
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
    '133.242.0.3',
  ],
  [
    'Mozilla/5.0 (iPad; CPU OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    '203.2.218.214',
  ],
];

// The codes' short links read as a real domain would; the scans' addresses are believed, to place them.
const server = await startBuiltServer({ PUBLIC_URL: 'https://liveqr.example', TRUST_PROXY: '1' });
let browser;
try {
  const { api, codes } = await makeDemoAccount(server.url);
  const featured = codes.find((code) => code.type === 'business');
  await scan(api, codes, featured);
  await prepareDatabase(server.databaseUrl);

  browser = await chromium.launch({ executablePath: await chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
  const storageState = await api.storageState();
  const screens = {
    dashboard: {
      path: '/dashboard',
      ready: (page) => page.getByRole('heading', { name: featured.name }).first(),
      // A phone stacks the filters above the codes: the codes at the top, the subject of the shot.
      show: (page, form) => form === 'phone' && scrollToTop(page, page.locator('.qr-card').first()),
    },
    designer: {
      path: `/qr-codes/${featured.id}/edit`,
      ready: (page) => page.locator('.live-preview img').first(),
      // On a desktop the design panel at the top, the preview beside it; a phone shows the preview first as it is.
      show: (page, form) => form === 'desktop' && scrollToTop(page, page.locator('.design-panel')),
    },
    analytics: { path: `/analytics/${featured.id}`, ready: (page) => page.locator('canvas').first() },
  };
  rmSync(OUTPUT, { recursive: true, force: true });
  mkdirSync(OUTPUT, { recursive: true });
  const manifest = [];
  for (const [id, screen] of Object.entries(screens)) {
    const entry = { id };
    for (const [form, { widths, ...options }] of Object.entries(FORMS)) {
      const context = await browser.newContext({ ...options, storageState, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.goto(`${server.url}${screen.path}`);
      await screen.ready(page).waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      await screen.show?.(page, form);
      await page.waitForTimeout(500); // charts and fonts settle
      entry[form] = await writeVariants(`${id}-${form}`, await page.screenshot(), widths);
      await context.close();
    }
    manifest.push(entry);
  }
  writeFileSync(join(OUTPUT, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await api.dispose();
  console.log(`Wrote ${readdirSync(OUTPUT).length} files to ${OUTPUT}`);
} finally {
  await browser?.close();
  await server.stop();
}

/** Scrolls so that `element` starts just below the app's header. */
function scrollToTop(page, element) {
  return element.evaluate((node) => window.scrollTo(0, node.getBoundingClientRect().top + window.scrollY - 96));
}

/** Today's scans, through the scan path a phone takes: the featured code most, the others a few each. */
async function scan(api, codes, featured) {
  for (const [index, code] of codes.entries()) {
    const visits = code === featured ? 3 * VISITORS.length : 1 + (index % 3);
    for (let visit = 0; visit < visits; visit++) {
      const [userAgent, ip] = VISITORS[(index + visit) % VISITORS.length];
      const response = await api.get(`/s/${code.slug}`, {
        headers: { 'user-agent': userAgent, 'x-forwarded-for': ip },
        maxRedirects: 0,
      });
      if (response.status() >= 400) throw new Error(`The scan of ${code.slug} answered ${response.status()}`);
    }
  }
}

/**
 * What the demo account would have after a month: its address confirmed (no reminder across the
 * screens) and, for the month before, copies of today's scans (their country, device, browser) on
 * earlier days, fewer at the weekends, queued for the app's own roll-up exactly as the scan path
 * queues them. Waits until the roll-up has counted every one.
 */
async function prepareDatabase(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('update users set email_verified_at = now()');
    await untilEmpty(client); // today's scans are counted first, so they are there to copy
    await client.query(`
      with history as (
        insert into qr_scans (scan_id, qr_code_id, scanned_at, ip_hash, country, city, operating_system, device_type,
          browser, is_bot, route)
        select gen_random_uuid(), s.qr_code_id, s.scanned_at - make_interval(days => d.day, hours => d.day % 7),
          encode(sha256(convert_to(s.ip_hash || ':' || d.day, 'UTF8')), 'hex'), s.country, s.city, s.operating_system, s.device_type, s.browser, s.is_bot, s.route
        from qr_scans s
        cross join generate_series(1, 29) as d(day)
        -- a rising month with quieter weekends: a fixed share of the copies, chosen by hash so every run draws the same
        where abs(hashtext(s.id::text || ':' || d.day)) % 100
          < 85 - d.day * 2 - case when extract(isodow from s.scanned_at - make_interval(days => d.day)) > 5 then 30 else 0 end
        returning id
      )
      insert into qr_scan_rollup_batches (scan_ids) select array_agg(id) from history having count(*) > 0`);
    await untilEmpty(client);
  } finally {
    await client.end();
  }
}

async function untilEmpty(client) {
  for (const started = Date.now(); Date.now() - started < 60_000;) {
    const { rows } = await client.query('select count(*)::int as queued from qr_scan_rollup_batches');
    if (rows[0].queued === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The roll-up did not count the demo scans within 60 s');
}

/**
 * Writes the screenshot in every width and format, named by content so they can be cached for
 * good; resolves with what the page needs: the size, a `srcset` per format and a fallback.
 */
async function writeVariants(name, png, widths) {
  const { width, height } = await sharp(png).metadata();
  const sources = {};
  for (const [format, options] of Object.entries(FORMATS)) {
    const entries = [];
    for (const targetWidth of widths) {
      const image = await sharp(png).resize({ width: targetWidth })[format](options).toBuffer();
      const hash = createHash('sha256').update(image).digest('hex').slice(0, 16);
      const file = `${name}-${targetWidth}.${hash}.${format}`;
      writeFileSync(join(OUTPUT, file), image);
      entries.push(`/screenshots/${file} ${targetWidth}w`);
    }
    sources[format] = entries.join(', ');
  }
  const largest = widths.at(-1);
  const fallback = sources.webp.split(', ').at(-1).split(' ')[0];
  // The largest variant's size: its width and height let the page reserve the space before it loads.
  return { width: largest, height: Math.round((height * largest) / width), ...sources, fallback };
}
