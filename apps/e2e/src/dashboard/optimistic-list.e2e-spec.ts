import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { signUpAndSubscribe } from '../support/accounts';
import { launchBrowser } from '../support/browser';
import { removeDataDir, startServer, type RunningServer } from '../support/server';

describe('the code list shows a change at once and rolls it back when the server refuses', () => {
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

  /** A subscribed account with one website code, on the list view of My QR Codes. */
  async function listWithOneCode(width: number): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await signUpAndSubscribe(page.request, server.url);
    const created = await page.request.post(`${server.url}/api/qr-codes`, {
      data: { type: 'website', name: 'Spring poster', content: { url: 'example.com/spring' } },
    });
    expect(created.status()).toBe(201);
    await page.goto(`${server.url}/dashboard?view=list`);
    await page
      .getByRole('table', { name: 'QR codes' })
      .getByRole('link', { name: 'Spring poster', exact: true })
      .waitFor();
    return page;
  }

  const STATUS_ROUTE = '**/api/qr-codes/bulk/status';

  /**
   * Holds the status change's answer until the returned function is called: then the server
   * answers it (`refuse`: a 500 in its place, the server never sees the request).
   */
  async function holdStatusChange(page: Page, refuse: boolean): Promise<() => void> {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.unroute(STATUS_ROUTE);
    await page.route(STATUS_ROUTE, async (route: Route) => {
      await held;
      await (refuse
        ? route.fulfill({
            status: 500,
            json: {
              statusCode: 500,
              code: 'INTERNAL_ERROR',
              error: 'Internal Server Error',
              message: 'Internal Server Error',
            },
          })
        : route.continue());
    });
    return release;
  }

  /** Waits until the row's status reads `status`; fails if it takes longer than `timeout`. */
  const statusReads = (page: Page, status: string, timeout: number) =>
    page.waitForFunction((text) => document.querySelector('tbody .code-status')?.textContent === text, status, {
      timeout,
    });

  it.each([390, 1280])(
    'deactivates at once, and puts a refused activation back with a toast at %i px',
    async (width) => {
      const page = await listWithOneCode(width);
      const table = page.getByRole('table', { name: 'QR codes' });
      const bulk = page.getByRole('region', { name: 'Actions for 1 code' });

      // The row shows the change before the server's answer comes.
      const agree = await holdStatusChange(page, false);
      await table.getByRole('checkbox', { name: 'Select Spring poster' }).check();
      await bulk.getByRole('button', { name: 'Deactivate' }).click();
      await statusReads(page, 'Inactive', 2_000);
      agree();
      await page.getByRole('status').filter({ hasText: '1 code changed.' }).waitFor({ state: 'attached' });
      // Really changed on the server: a fresh load says so too.
      await page.reload();
      await table.getByRole('link', { name: 'Spring poster', exact: true }).waitFor();
      await statusReads(page, 'Inactive', 5_000);

      // The server refuses: Active at once, then back to Inactive, and a toast says what failed.
      const refuse = await holdStatusChange(page, true);
      await table.getByRole('checkbox', { name: 'Select Spring poster' }).check();
      await bulk.getByRole('button', { name: 'Activate', exact: true }).click();
      await statusReads(page, 'Active', 2_000);
      refuse();
      await page.getByText('The status could not be changed: the codes are back as they were.').waitFor();
      await statusReads(page, 'Inactive', 5_000);
      const listed = await page.request.get(`${server.url}/api/qr-codes`);
      expect((await listed.json()).items.map((item: { isActive: boolean }) => item.isActive)).toEqual([false]);
    },
  );
});
