import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signUpAndSubscribe } from '../support/accounts';
import { launchBrowser } from '../support/browser';
import { removeDataDir, startServer, type RunningServer } from '../support/server';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** The overview of all codes on a phone and on a laptop: every chart, its table, its CSV, a range change. */
describe.each([
  ['a phone', { width: 390, height: 844 }],
  ['a laptop', { width: 1280, height: 800 }],
])('the analytics overview on %s', (_, viewport) => {
  let server: RunningServer;
  let browser: Browser;
  let owner: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    owner = await browser.newContext({ acceptDownloads: true, viewport, timezoneId: 'Europe/Berlin' });
    page = await owner.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signUpAndSubscribe(page.request, server.url);
    for (const [name, scans] of [
      ['=HYPERLINK("http://evil.example")', 2],
      ['Lunch menu', 1],
    ] as const) {
      const code = await (
        await page.request.post(`${server.url}/api/qr-codes`, {
          data: { type: 'website', name, content: { url: 'https://example.com' } },
        })
      ).json();
      for (let scan = 0; scan < scans; scan++) {
        const answer = await page.request.get(`${server.url}/s/${code.slug}`, {
          headers: { 'user-agent': IPHONE },
          maxRedirects: 0,
        });
        expect(answer.status()).toBe(302);
      }
    }
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  afterEach(() => expect(pageErrors).toEqual([]));

  const card = (title: string) => page.locator('.overview-card', { has: page.getByRole('heading', { name: title }) });

  it('shows the totals and every chart, without scrolling sideways', async () => {
    await page.goto(`${server.url}/analytics`);
    await page.getByRole('heading', { name: 'Analytics overview' }).waitFor();
    // Scans are counted in the background: the overview shows them within a moment.
    const deadline = Date.now() + 10_000;
    for (;;) {
      const total = page.locator('.analytics-stat', { hasText: 'Total Scans' }).locator('dd');
      if ((await total.textContent({ timeout: 10_000 })) === '3') break;
      if (Date.now() > deadline) throw new Error('the overview never counted the 3 scans');
      await page.reload();
    }
    // The figures come from queries that run side by side: one begun just before the count was
    // committed may not see it yet. Loaded once more, every figure sees all 3 scans.
    await page.reload();
    await page.locator('.analytics-stat', { hasText: 'Total Scans' }).locator('dd').getByText('3').waitFor();
    await card('Scans over time, all codes').getByRole('img').waitFor();
    await card('Top codes').getByRole('img').waitFor();
    await card('Scans by hour and weekday').getByRole('img').waitFor();
    await card('Scans by country').getByRole('img', { name: 'World map of scans by country' }).waitFor();
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(viewport.width);
  });

  it('reads the top codes as a table and downloads them as a formula-safe CSV and a PNG', async () => {
    const topCodes = card('Top codes');
    await topCodes.getByRole('button', { name: 'Table' }).click();
    const rows = topCodes.locator('tbody tr');
    expect(await rows.allTextContents()).toEqual(['=HYPERLINK("http://evil.example")2', 'Lunch menu1']);

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      topCodes.getByRole('button', { name: 'CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^liveqr-top-codes-\d{4}-\d\d-\d\d_\d{4}-\d\d-\d\d\.csv$/);
    const lines = (await readFile(await csv.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual(['QR code,Scans', `"'=HYPERLINK(""http://evil.example"")",2`, 'Lunch menu,1']);

    await topCodes.getByRole('button', { name: 'Table' }).click();
    const [png] = await Promise.all([
      page.waitForEvent('download'),
      topCodes.getByRole('button', { name: 'PNG' }).click(),
    ]);
    const image = await readFile(await png.path());
    expect(image.subarray(1, 4).toString()).toBe('PNG');

    const map = card('Scans by country');
    const [mapPng] = await Promise.all([
      page.waitForEvent('download'),
      map.getByRole('button', { name: 'PNG' }).click(),
    ]);
    expect((await readFile(await mapPng.path())).subarray(1, 4).toString()).toBe('PNG');
  });

  it('changes the range, keeps it in the address, and refuses one that ends before it starts', async () => {
    await page.getByLabel('Date Range').selectOption({ label: 'Last 7 days' });
    await page.waitForURL(`${server.url}/analytics?preset=7days`);
    await page.locator('.analytics-stat', { hasText: 'Total Scans' }).getByText('3', { exact: true }).waitFor();

    await page.getByLabel('Date Range').selectOption({ label: 'Custom range' });
    await page.getByLabel('From', { exact: true }).fill('2026-03-10');
    await page.getByLabel('To', { exact: true }).fill('2026-03-01');
    await page.getByRole('alert').getByText('The range ends before it starts.', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Apply' }).isDisabled()).toBe(true);
    await page.getByLabel('To', { exact: true }).fill('2026-03-31');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(`${server.url}/analytics?preset=custom&from=2026-03-10&to=2026-03-31`);
    await page.locator('.analytics-stat', { hasText: 'Total Scans' }).getByText('0', { exact: true }).waitFor();
  });
});
