import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page, Response } from 'playwright-core';
import { signUpAndSubscribe } from '../support/accounts';
import { launchBrowser } from '../support/browser';
import { createCode } from '../support/codes';
import { readQr } from '../support/scan';
import { removeDataDir, startServer, type RunningServer } from '../support/server';

const ROWS = 30;
const BAD_LINE = 5;

/** Wi-Fi codes (nothing to look up in DNS); with `broken`, the row on BAD_LINE has no network name. */
function wifiCsv(broken: boolean): Buffer {
  const rows = Array.from({ length: ROWS }, (_, index) => {
    const n = index + 1;
    const ssid = broken && n + 1 === BAD_LINE ? '' : `Cafe ${n}`;
    return `wifi,Guest ${n},${ssid},pass-${n}-word,WPA`;
  });
  return Buffer.from(['type,name,ssid,password,encryption', ...rows].join('\n'));
}

describe('importing codes from a CSV file', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  async function subscribedOnImportScreen(width: number): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 800 }, acceptDownloads: true });
    contexts.push(context);
    await signUpAndSubscribe(context.request, server.url);
    const page = await context.newPage();
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('link', { name: 'Import CSV' }).click();
    await page.waitForURL(`${server.url}/dashboard/import`);
    await page.getByRole('heading', { name: 'Import codes from a spreadsheet' }).waitFor();
    return page;
  }

  const fitsTheWidth = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

  it.each([390, 1280])(
    'checks a file, shows the bad row by its line, imports the fixed file with progress and a result file (%i px)',
    async (width) => {
      const page = await subscribedOnImportScreen(width);

      await page.getByLabel('Type').selectOption('wifi');
      const [template] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download template' }).click(),
      ]);
      expect(readFileSync(await template.path(), 'utf8')).toMatch(/^\uFEFF?type,name,tracked,ssid/);

      const file = page.getByLabel('CSV or XLSX file');
      await file.setInputFiles({ name: 'guests.csv', mimeType: 'text/csv', buffer: wifiCsv(true) });
      await page.getByText(`${ROWS - 1} of ${ROWS} rows are ready to import.`).waitFor();
      const errors = page.getByRole('table', { name: 'Rows with errors' });
      const bad = errors.getByRole('row').nth(1);
      expect(await bad.getByRole('cell').first().textContent()).toBe(String(BAD_LINE));
      expect(await bad.getByRole('cell').nth(1).textContent()).toMatch(/network name/i);
      expect(await fitsTheWidth(page)).toBe(true);
      if (width < 400) {
        // The smallest phones too.
        await page.setViewportSize({ width: 320, height: 800 });
        expect(await fitsTheWidth(page)).toBe(true);
        await page.setViewportSize({ width, height: 800 });
      }

      // Fixed in the spreadsheet, the file goes up again.
      await page.getByRole('button', { name: 'Choose another file' }).click();
      expect(await errors.count()).toBe(0);
      await file.setInputFiles({ name: 'guests.csv', mimeType: 'text/csv', buffer: wifiCsv(false) });
      await page.getByText(`${ROWS} of ${ROWS} rows are ready to import.`).waitFor();
      await page.getByRole('button', { name: `Import ${ROWS} codes` }).click();

      await page.getByText('Import finished · 100%').waitFor({ timeout: 30_000 });
      expect(await page.getByLabel('Import progress').evaluate((bar) => (bar as HTMLProgressElement).position)).toBe(1);
      await page.getByText(`${ROWS} codes created.`).waitFor();
      expect(await fitsTheWidth(page)).toBe(true);

      const [result] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download result file' }).click(),
      ]);
      expect(result.suggestedFilename()).toBe('import-result.csv');
      const lines = readFileSync(await result.path(), 'utf8')
        .trim()
        .split(/\r?\n/);
      expect(lines).toHaveLength(ROWS + 1);
      expect(lines.slice(1).every((line) => line.includes(',created,'))).toBe(true);

      await page.getByRole('link', { name: 'View my codes' }).click();
      await page.waitForURL(`${server.url}/dashboard`);
      await page.getByText(`Guest ${ROWS}`, { exact: true }).first().waitFor();
      await page
        .getByText('Guest 1', { exact: true })
        .first()
        .waitFor({ state: 'attached' })
        .catch(() => undefined);
    },
  );

  it("exports the codes as CSV and downloads a code's image after the access token has expired", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
    contexts.push(context);
    await signUpAndSubscribe(context.request, server.url);
    const { id } = await createCode(context.request, server.url, {
      type: 'website',
      content: { url: 'example.com/poster' },
      name: 'Poster',
    });
    const { payload } = await (await context.request.get(`${server.url}/api/qr-codes/${id}`)).json();
    const page = await context.newPage();
    // The access token lasts 15 minutes; once it is gone only the refresh cookie is left.
    const expireAccessToken = () => context.clearCookies({ name: 'liveqr_access' });
    const refreshed = () =>
      page.waitForResponse((response) => response.url().endsWith('/api/auth/refresh') && response.ok());
    /** Clicks the button without an access token: the file is refused, the session refreshed, the file sent. */
    const download = async (button: Locator, apiPath: string) => {
      // Shown, so the screen has read the session: the refresh can only come from the download.
      await button.waitFor();
      await expireAccessToken();
      const answers: number[] = [];
      const listen = (response: Response) => {
        if (new URL(response.url()).pathname === apiPath) answers.push(response.status());
      };
      page.on('response', listen);
      const [file] = await Promise.all([page.waitForEvent('download'), refreshed(), button.click()]);
      page.off('response', listen);
      expect(answers).toEqual([401, 200]);
      return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
    };

    await page.goto(`${server.url}/account`);
    const csv = await download(page.getByRole('button', { name: 'Download codes as CSV' }), '/api/qr-codes/export');
    expect(csv.name).toMatch(/\.csv$/);
    expect(csv.bytes.toString('utf8')).toContain(payload);

    await page.goto(`${server.url}/dashboard`);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Poster' }) });
    await card.getByRole('button', { name: 'Download Poster' }).click();
    const png = await download(
      card.getByRole('group', { name: 'Download Poster' }).getByRole('button', { name: 'Download PNG' }),
      `/api/qr-codes/${id}/image`,
    );
    expect(png.name).toBe('Poster.png');
    expect(readQr('png', png.bytes)).toBe(payload);
  });
});
