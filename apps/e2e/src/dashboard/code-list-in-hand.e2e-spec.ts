import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signUpAndSubscribe } from '../support/accounts';
import { nameMismatches } from '../support/axe';
import { launchBrowser } from '../support/browser';
import { createCode } from '../support/codes';
import { removeDataDir, startServer, type RunningServer } from '../support/server';
import { controlsSmallerThan, MIN_PRIMARY_TOUCH_PX } from '../support/tap-targets';

/** Asks again until `read` answers `expected`, for up to 10 s; then fails showing its last answer. */
async function settles<T>(read: () => Promise<T>, expected: T): Promise<void> {
  let last = await read();
  for (
    const deadline = Date.now() + 10_000;
    JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < deadline;
  ) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    last = await read();
  }
  expect(last).toEqual(expected);
}

/** A list row at a laptop's width (was 185 px with the short link's buttons wrapped under it). */
const MAX_ROW_HEIGHT = 120;
/** The bulk bar with a code chosen (was 438 px tall at 320 px, every action on its own line). */
const MAX_PHONE_BULK_BAR_HEIGHT = 90;
/** The smallest tap target WCAG 2.2 allows (2.5.8), in CSS pixels. */
const MIN_TARGET = 24;

describe('the code list in the hand: statuses, tap targets, undo and names', () => {
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

  async function signedIn(width: number): Promise<Page> {
    // The pages' Content-Security-Policy allows no inline script: axe needs it bypassed.
    const context = await browser.newContext({ viewport: { width, height: 800 }, bypassCSP: true });
    contexts.push(context);
    const page = await context.newPage();
    await signUpAndSubscribe(page.request, server.url);
    return page;
  }

  const website = (page: Page, name: string) =>
    createCode(page.request, server.url, { type: 'website', name, content: { url: 'example.com/menu' } });

  /** The codes as the owner's list reads them from the server. */
  async function listed(page: Page): Promise<Array<{ name: string; isActive: boolean; expired: boolean }>> {
    const response = await page.request.get(`${server.url}/api/qr-codes?page=1&pageSize=50`);
    expect(response.status()).toBe(200);
    return ((await response.json()) as { items: Array<{ name: string; isActive: boolean; expired: boolean }> }).items;
  }

  it.each([320, 1280])(
    'at %i px the list says "Expired" where the grid does, with targets of 24 px and more',
    async (width) => {
      const page = await signedIn(width);
      const pastDate = await website(page, 'Past date');
      const edited = await page.request.patch(`${server.url}/api/qr-codes/${pastDate.id}`, {
        data: { expiry: { at: '2020-01-01T00:00:00Z' } },
      });
      expect(edited.status()).toBe(200);
      const limited = await page.request.post(`${server.url}/api/qr-codes`, {
        data: { type: 'website', name: 'One scan', content: { url: 'example.com/menu' }, expiry: { scanLimit: 1 } },
      });
      expect(limited.status()).toBe(201);
      const { slug } = (await limited.json()) as { slug: string };
      await website(page, 'Still open');
      // Enough rows to scroll on a phone, so that the bulk bar has to stay in view by itself.
      for (let n = 1; n <= 6; n += 1) await website(page, `Poster ${n}`);
      // The one allowed scan; the next one answers 410, as the expired date does.
      const visitor = await browser.newContext();
      contexts.push(visitor);
      expect((await visitor.request.get(`${server.url}/s/${slug}`, { maxRedirects: 0 })).status()).toBe(302);
      await settles(
        async () => (await visitor.request.get(`${server.url}/s/${slug}`, { maxRedirects: 0 })).status(),
        410,
      );
      await settles(
        async () =>
          (await listed(page))
            .filter((code) => code.expired)
            .map((code) => code.name)
            .sort(),
        ['One scan', 'Past date'],
      );

      await page.goto(`${server.url}/dashboard`);
      for (const name of ['Past date', 'One scan']) {
        const card = page.getByRole('listitem', { name });
        await card.getByRole('note').getByText('Expired').waitFor();
      }

      await page.goto(`${server.url}/dashboard?view=list`);
      const table = page.getByRole('table', { name: 'QR codes' });
      await table.getByRole('link', { name: 'Still open', exact: true }).waitFor();
      const statusOf = (name: string) =>
        table
          .locator('tbody tr')
          .filter({ has: page.getByRole('link', { name, exact: true }) })
          .locator('.code-status');
      expect(await statusOf('Past date').textContent()).toBe('Expired');
      expect(await statusOf('One scan').textContent()).toBe('Expired');
      expect(await statusOf('Still open').textContent()).toBe('Active');

      const targets = [
        ...(await table.getByRole('checkbox').all()),
        ...(await table.locator('tbody th[scope="row"] > a').all()),
      ];
      expect(targets).toHaveLength(19);
      for (const target of targets) {
        const box = await target.boundingBox();
        expect(box && Math.min(box.width, box.height)).toBeGreaterThanOrEqual(MIN_TARGET);
      }
      // No sideways scrolling at a phone's width, short links included.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      // Rows as tight as their content: name, tags and the short link with its buttons.
      if (width >= 1280) {
        const tall = await table
          .locator('tbody tr')
          .evaluateAll(
            (rows, most) =>
              rows
                .filter((row) => row.getBoundingClientRect().height > most)
                .map((row) => (row as HTMLElement).innerText),
            MAX_ROW_HEIGHT,
          );
        expect(tall).toEqual([]);
      }

      // The bulk bar is one compact row, and stays on screen while the rows scroll under it.
      await table.getByRole('checkbox', { name: 'Select Past date' }).check();
      const bulk = page.getByRole('region', { name: 'Actions for 1 code' });
      if (width < 640) expect((await bulk.boundingBox())?.height).toBeLessThanOrEqual(MAX_PHONE_BULK_BAR_HEIGHT);
      await table.locator('tbody tr').last().scrollIntoViewIfNeeded();
      const held = await bulk.boundingBox();
      expect(held && held.y >= 0 && held.y + held.height <= 800).toBe(true);
    },
  );

  it.each([320, 1280])(
    'at %i px the Active switch turns a code off with Undo, and Undo turns it on again',
    async (width) => {
      const page = await signedIn(width);
      await website(page, 'Window poster');
      await page.goto(`${server.url}/dashboard`);
      const card = page.getByRole('listitem', { name: 'Window poster' });
      const toggle = card.getByRole('switch', { name: /^Active/ });
      await toggle.click();
      await card.getByRole('switch', { name: /^Inactive/ }).waitFor();
      await settles(async () => (await listed(page))[0]?.isActive, false);

      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Window poster is off' });
      expect(await toast.textContent()).toContain('scans answer “inactive”');
      // The apps' one Undo: among the toast's actions, as large as a primary action on touch.
      const undo = toast.locator('.toast-actions').getByRole('button', { name: 'Undo' });
      expect(await controlsSmallerThan(page, '[data-sonner-toast] .toast-actions', MIN_PRIMARY_TOUCH_PX)).toEqual([]);
      await undo.click();
      await card.getByRole('switch', { name: /^Active/ }).waitFor();
      await page.getByText('Window poster is on again').waitFor();
      expect((await listed(page))[0]?.isActive).toBe(true);
    },
  );

  it('finds a control whose name leaves out its visible text', async () => {
    const page = await signedIn(1280);
    await page.goto(`${server.url}/dashboard`, { waitUntil: 'networkidle' });
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.textContent = 'Apply brand kit';
      button.setAttribute('aria-label', 'Apply a brand kit to Menu board');
      document.querySelector('main')?.append(button);
    });
    expect(await nameMismatches(page)).toEqual([
      '<button aria-label="Apply a brand kit to Menu board">Apply brand kit</button>',
    ]);
  });

  it.each([320, 1280])(
    'at %i px every name on the dashboard and the creator contains its visible text',
    async (width) => {
      const page = await signedIn(width);
      const code = await website(page, 'Menu board');
      const kit = await page.request.post(`${server.url}/api/brand-kits`, {
        data: { name: 'Shop colours', customization: { foregroundColor: '#1d4ed8' } },
      });
      expect(kit.status()).toBe(201);

      const screens: Array<[string, (() => Promise<void>) | null]> = [
        [
          '/dashboard',
          () => page.getByRole('listitem', { name: 'Menu board' }).getByText('Apply brand kit').first().waitFor(),
        ],
        ['/dashboard?view=list', () => page.getByRole('link', { name: 'Menu board', exact: true }).waitFor()],
        // The account's brand kits: "Default for new codes" and the rest of each kit's buttons.
        ['/account', () => page.locator('#brand-kits').getByText('Shop colours').first().waitFor()],
        [`/qr-codes/${code.id}/edit`, () => page.getByRole('heading', { level: 1 }).first().waitFor()],
        [
          '/create-qr',
          async () => {
            await page.getByRole('button', { name: /^Website/ }).click();
            await page.getByLabel('Website URL').fill('example.com/menu');
            await page.getByRole('img', { name: 'QR code preview' }).waitFor();
          },
        ],
      ];
      const found: Record<string, string[]> = {};
      for (const [path, ready] of screens) {
        await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
        await ready?.();
        await page.waitForFunction(() => !document.querySelector('.loading-state, .skeleton-screen'));
        // Every disclosure open, so the names inside are checked too.
        for (const details of await page.locator('details:not([open]) > summary').all()) {
          if (await details.isVisible()) await details.click();
        }
        const mismatches = await nameMismatches(page);
        if (mismatches.length > 0) found[path] = mismatches;
      }
      expect(found).toEqual({});
    },
  );

  it('shows every disclosure of the creator as one, with plain words for error correction', async () => {
    const page = await signedIn(390);
    await page.goto(`${server.url}/create-qr`);
    await page.getByRole('button', { name: /^Website/ }).click();
    await page.getByLabel('Website URL').fill('example.com/menu');
    await page.getByRole('img', { name: 'QR code preview' }).waitFor();
    // A drawn marker on every summary, turned when open (a flex summary has no browser marker).
    const markers = () =>
      page
        .locator('summary')
        .evaluateAll((summaries) =>
          summaries.map((summary) => [
            summary.textContent,
            getComputedStyle(summary, '::before').width !== '0px' && getComputedStyle(summary, '::before').rotate,
          ]),
        );
    const closed = await markers();
    expect(closed.length).toBeGreaterThanOrEqual(5);
    expect(closed).toContainEqual(['Damage toleranceMedium (15 %)', '-45deg']);
    expect(closed.every(([, rotate]) => rotate === '-45deg' || rotate === '45deg')).toBe(true);
    await page.locator('summary').filter({ hasText: 'Damage tolerance' }).click();
    expect(await markers()).toContainEqual(['Damage toleranceMedium (15 %)', '45deg']);
  });
});
