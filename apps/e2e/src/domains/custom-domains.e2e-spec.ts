import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newTestAccount, signUpInBrowser } from '../support/accounts';
import { launchBrowser } from '../support/browser';
import { removeDataDir, startServer, type RunningServer } from '../support/server';

/** Where this server tells customers to point a subdomain's CNAME. */
const TARGET = 'domains.liveqr.test';

describe('custom domains in a browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ env: { CUSTOM_DOMAIN_TARGET: TARGET } }), launchBrowser()]);
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });
  afterEach(() => expect(pageErrors.splice(0)).toEqual([]));

  /** The cells of a records table's rows, each as [type, name, value]. */
  const recordRows = (item: ReturnType<Page['locator']>) =>
    item
      .getByRole('table')
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) =>
          [...row.querySelectorAll('td')].map((cell) => cell.querySelector('code, strong')?.textContent),
        ),
      );

  it('adds a domain from the navigation, shows the exact records to create, and copies a value from the keyboard', async () => {
    await signUpInBrowser(page, server.url, newTestAccount());
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Custom Domains' }).click();
    await page.waitForURL(`${server.url}/domains`);
    await page.getByRole('heading', { name: 'No custom domain yet' }).waitFor();

    const hostname = `qr.brand-${randomBytes(4).toString('hex')}.test`;
    const form = page.getByRole('region', { name: 'Add a domain' });
    // Any case: the server stores the name in lower case.
    await form.getByLabel('Domain name').fill(hostname.toUpperCase());
    await form.getByRole('button', { name: 'Add domain' }).click();

    const item = page.getByRole('listitem', { name: hostname });
    await item.getByRole('heading', { name: 'DNS records to create' }).waitFor();
    await expect(item.getByText('Waiting for DNS').isVisible()).resolves.toBe(true);
    const rows = await recordRows(item);
    expect(rows.map(([type, name]) => [type, name])).toEqual([
      ['CNAME', hostname],
      ['TXT', `_liveqr-challenge.${hostname}`],
    ]);
    expect(rows[0][2]).toBe(TARGET);
    const token = rows[1][2] ?? '';
    expect(token.length).toBeGreaterThan(10);
    // The API lists the same records the page shows.
    const listed = await context.request.get(`${server.url}/api/domains`);
    expect(
      ((await listed.json()) as { records: { value: string }[] }[])[0].records.map((record) => record.value),
    ).toEqual([TARGET, token]);

    await item.getByRole('button', { name: 'Copy the value of the TXT record' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('The value of the TXT record is copied.').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(token);
  });

  it('fits a 320 px phone: no sideways scrolling, each record a card of its own', async () => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(`${server.url}/domains`);
    const item = page.getByRole('listitem', { name: /^qr\.brand-/ });
    await item.getByRole('heading', { name: 'DNS records to create' }).waitFor();
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(320);
    const rows = item.getByRole('table').locator('tbody tr');
    const [cname, txt] = await Promise.all([rows.nth(0).boundingBox(), rows.nth(1).boundingBox()]);
    // Stacked, not side by side, and within the screen.
    expect(txt && cname && txt.y >= cname.y + cname.height).toBe(true);
    expect(txt && txt.x + txt.width <= 320).toBe(true);
    // The copy buttons stay tappable, whole on the screen.
    const copy = await item.getByRole('button', { name: 'Copy the value of the TXT record' }).boundingBox();
    expect(copy && copy.x >= 0 && copy.x + copy.width <= 320).toBe(true);
  });
});
