import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { signUpAndSubscribe } from '../support/accounts';
import { launchBrowser } from '../support/browser';
import { removeDataDir, startServer, type RunningServer } from '../support/server';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('the Analytics screen after real scans, in a browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const pageErrors: string[] = [];
  let scanned: { id: string; slug: string };
  let unscanned: { id: string };

  /** A phone scanning the code: a real browser following /s/{slug} to the links page. */
  async function scanWithPhone(userAgent: string, ip: string): Promise<void> {
    const phone = await browser.newContext({ userAgent, extraHTTPHeaders: { 'x-forwarded-for': ip } });
    const phonePage = await phone.newPage();
    await phonePage.goto(`${server.url}/s/${scanned.slug}`);
    await phonePage.waitForURL(`${server.url}/links/${scanned.id}`);
    await phonePage.getByRole('heading', { name: 'Menu links' }).waitFor();
    await phone.close();
  }

  /** Waits for a stat card to show the value (the report reloads when the code or range changes). */
  const expectStat = (name: string, value: string) =>
    page.locator('.analytics-stat', { hasText: name }).getByText(value, { exact: true }).waitFor();

  beforeAll(async () => {
    // Behind a trusted proxy the scanners' addresses come from X-Forwarded-For.
    [server, browser] = await Promise.all([startServer({ env: { TRUST_PROXY: '1' } }), launchBrowser()]);
    const owner = await browser.newContext({ acceptDownloads: true });
    page = await owner.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signUpAndSubscribe(page.request, server.url);
    const created = await page.request.post(`${server.url}/api/qr-codes`, {
      data: { type: 'links', name: 'Menu links', content: { links: [{ title: 'Menu', url: 'https://example.com' }] } },
    });
    scanned = await created.json();
    // A code not scanned at all.
    unscanned = await (
      await page.request.post(`${server.url}/api/qr-codes`, {
        data: { type: 'website', name: 'Spring flyer', content: { url: 'https://example.com/spring' } },
      })
    ).json();

    await scanWithPhone(IPHONE, '8.8.8.8');
    await scanWithPhone(IPHONE, '8.8.8.8');
    await scanWithPhone(ANDROID, '1.1.1.1');
    const bot = await page.request.get(`${server.url}/s/${scanned.slug}`, {
      headers: { 'user-agent': GOOGLEBOT },
      maxRedirects: 0,
    });
    expect(bot.status()).toBe(302);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  afterEach(() => expect(pageErrors).toEqual([]));

  it('shows the empty state of a code without scans', async () => {
    await page.goto(`${server.url}/analytics/${unscanned.id}`);
    await page.getByRole('heading', { name: 'Analytics', exact: true }).waitFor();
    expect(await page.getByLabel('Select QR Code').inputValue()).toBe(unscanned.id);
    await expectStat('Total Scans', '0');
    await page.getByText('No scans in this period').first().waitFor();
  });

  it('shows the scans of the chosen code, figured on the server', async () => {
    await page.getByLabel('Select QR Code').selectOption({ label: 'Menu links' });
    await page.waitForURL(`${server.url}/analytics/${scanned.id}`);
    await page.getByRole('heading', { name: 'Recent Scans' }).waitFor();
    await expectStat('Total Scans', '3');
    await expectStat('Unique Scans', '2');
    await expectStat('Platforms', '2');
    await page.getByText('Visits by bots and link previews, not counted: 1').waitFor();

    const os = page.locator('.analytics-panel', {
      has: page.getByRole('heading', { name: 'Scans by Operating System' }),
    });
    await os.getByText('iOS', { exact: true }).waitFor();
    await os.getByText('Android', { exact: true }).waitFor();
    const rows = page
      .locator('.analytics-panel', { has: page.getByRole('heading', { name: 'Recent Scans' }) })
      .locator('tbody tr');
    expect(await rows.count()).toBe(3);
    await expect(rows.first().textContent()).resolves.toContain('Android');

    // The same figures as the API gives, country names included.
    const summary = await (await page.request.get(`${server.url}/api/analytics/qr-codes/${scanned.id}`)).json();
    await expectStat('Countries', String(summary.countries));
    const countries = page.locator('.analytics-panel', { has: page.getByRole('heading', { name: 'Top Countries' }) });
    for (const { value } of summary.topCountries as { value: string | null }[]) {
      const name = value ? new Intl.DisplayNames(['en'], { type: 'region' }).of(value) : 'Unknown';
      await countries
        .getByText(name as string)
        .first()
        .waitFor();
    }
    await page.getByRole('img', { name: /scans per day/i }).waitFor();
  });

  it('applies the Date Range and keeps it in the address', async () => {
    await page.getByLabel('Date Range').selectOption({ label: 'All time' });
    await page.waitForURL(`${server.url}/analytics/${scanned.id}?range=all`);
    await expectStat('Total Scans', '3');
    await page.reload();
    expect(await page.getByLabel('Date Range').inputValue()).toBe('all');
    await expectStat('Total Scans', '3');
  });

  it('exports the range as CSV', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Menu links-scans-all.csv');
    const lines = (await readFile(await download.path(), 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(5);
    expect(lines.filter((line) => line.endsWith(',yes'))).toHaveLength(1);
  });

  it('opens from View Details on My QR Codes', async () => {
    await page.goto(`${server.url}/dashboard`);
    const card = page.locator('.qr-card', { hasText: 'Menu links' });
    await card.getByRole('link', { name: 'View Details' }).click();
    await page.waitForURL(`${server.url}/analytics/${scanned.id}`);
    await expectStat('Total Scans', '3');
  });

  it("says 'QR code not found' for a code that is not mine", async () => {
    const stranger = await browser.newContext();
    const strangerPage = await stranger.newPage();
    await signUpAndSubscribe(strangerPage.request, server.url);
    await strangerPage.request.post(`${server.url}/api/qr-codes`, {
      data: { type: 'website', content: { url: 'https://example.com/mine' } },
    });
    await strangerPage.goto(`${server.url}/analytics/${scanned.id}`);
    await strangerPage.getByText('QR code not found').waitFor();
    await stranger.close();
  });
});
