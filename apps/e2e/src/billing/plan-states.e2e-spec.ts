import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signUpAndSubscribe } from '../support/accounts';
import { launchBrowser } from '../support/browser';
import { removeDataDir, startServer, type RunningServer } from '../support/server';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
/** A person's browser: headless Chromium's own user agent is counted as a bot, not a scan. */
const PERSON = {
  ...DESKTOP,
  userAgent:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};

describe('plan states, short links and the layout, in a browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  /** A new subscriber in a browser of the given size, with a Links code that lands on our own page. */
  async function aSubscriber(
    size: typeof PHONE | typeof DESKTOP | typeof PERSON = DESKTOP,
  ): Promise<{ id: string; slug: string }> {
    context = await browser.newContext(size);
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signUpAndSubscribe(page.request, server.url);
    const created = await page.request.post(`${server.url}/api/qr-codes`, {
      data: {
        type: 'links',
        name: 'Spring links',
        content: { links: [{ title: 'Menu', url: 'https://example.com' }] },
      },
    });
    expect(created.status()).toBe(201);
    return created.json();
  }

  const planNote = () => page.getByRole('note', { name: 'Your plan' });

  afterEach(async () => {
    await context?.close();
    expect(pageErrors).toEqual([]);
  });

  it('meets a lapsed plan with the gate before any work, in the creator and on the edit screen', async () => {
    const code = await aSubscriber();
    const cancelled = await page.request.post(`${server.url}/api/billing/test/portal`, {
      form: { when: 'now' },
      maxRedirects: 0,
    });
    expect(cancelled.status()).toBe(303);

    await page.goto(`${server.url}/dashboard`);
    await planNote().getByText('Lapsed').waitFor();
    await planNote().getByText('Your codes keep working. Renew to create and edit codes.').waitFor();

    await page.goto(`${server.url}/create-qr`);
    await page.getByRole('heading', { name: 'Renew to Create QR Codes' }).waitFor();
    await page.getByText('Your subscription has expired. Please renew to continue creating QR codes.').waitFor();
    // Not a single type to pick: no work starts that the server would refuse.
    await expect(page.locator('.type-card').count()).resolves.toBe(0);

    await page.goto(`${server.url}/qr-codes/${code.id}/edit`);
    await page.getByRole('heading', { name: 'Renew to Edit QR Codes' }).waitFor();
    const refusal = page.getByRole('alert');
    await expect(refusal.textContent()).resolves.toContain(
      'Your subscription has expired. Please renew to continue editing QR codes.',
    );
    await expect(page.getByRole('region', { name: 'Edit QR Code' }).textContent()).resolves.not.toMatch(/creat/i);
    await expect(page.getByLabel('QR Code Name').count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Save Changes' }).count()).resolves.toBe(0);

    // The gate leads to Billing, where the plan can be taken again.
    await refusal.getByRole('link', { name: 'Subscribe Now - $5/month' }).click();
    await page.waitForURL(`${server.url}/billing`);
    await page.getByRole('button', { name: 'Subscribe', exact: true }).waitFor();
  });

  it('cancels at period end in the management page, shows when the plan ends, and resumes it from Billing', async () => {
    await aSubscriber();
    await page.goto(`${server.url}/dashboard`);
    await planNote()
      .getByText(/^Active — renews [A-Z][a-z]{2} \d{1,2}, \d{4}$/)
      .waitFor();

    await page.goto(`${server.url}/billing`);
    await page.getByRole('button', { name: 'Manage Subscription' }).click();
    await page.waitForURL(`${server.url}/api/billing/test/portal`);
    await page.getByRole('button', { name: 'Cancel at period end' }).click();
    await page.waitForURL(`${server.url}/billing`);
    await page.getByText('Active until the end of the period (cancelled)').waitFor();

    await page.goto(`${server.url}/dashboard`);
    const ends = await planNote()
      .getByText(/^Ends on /)
      .textContent();
    await planNote().getByText('Cancelled: resume it on the Billing page to keep it.').waitFor();

    await page.goto(`${server.url}/billing`);
    await page.getByRole('button', { name: 'Resume Subscription' }).click();
    await page.getByText(/^Your subscription is resumed: it renews on .+\.$/).waitFor();
    // The page reads the plan again: it renews, so there is nothing left to resume.
    await page.getByRole('button', { name: 'Resume Subscription' }).waitFor({ state: 'detached' });
    await page.getByText('Renews on', { exact: true }).waitFor();

    // The server holds it: a reload, and the dashboard, say the plan renews on the date it would have ended.
    await page.goto(`${server.url}/dashboard`);
    await planNote()
      .getByText(`Active — renews ${ends?.replace(/^Ends on /, '')}`)
      .waitFor();
  });

  it("copies a code's short link from its card and test-scans it in a new tab", async () => {
    const code = await aSubscriber(PERSON);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    // Short links are on the server's public address (PUBLIC_URL), which names it localhost.
    const shortLink = `${server.publicUrl}/s/${code.slug}`;
    await page.goto(`${server.url}/dashboard`);
    const link = page.getByRole('group', { name: 'Short link of Spring links' });
    await link.getByText(shortLink.replace(/^http:\/\//, ''), { exact: true }).waitFor();

    await link.getByRole('button', { name: 'Copy link of Spring links' }).click();
    await page.getByText(`Short link copied: ${shortLink}`).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(shortLink);

    const opened = context.waitForEvent('page');
    await link.getByRole('link', { name: 'Test scan of Spring links (opens in a new tab)' }).click();
    const tab = await opened;
    // The short link answers like a scanned code: the tab lands on the code's links page, and the scan counts.
    await tab.waitForURL(`${server.publicUrl}/links/${code.id}`);
    await tab.getByRole('heading', { name: 'Spring links' }).waitFor();
    // A scan is counted once the roll-up (every second) has taken it: the page is opened after that.
    for (const started = Date.now(); Date.now() - started < 30_000;) {
      const summary = await page.request.get(`${server.url}/api/analytics/qr-codes/${code.id}`);
      if (((await summary.json()) as { totalScans: number }).totalScans === 1) break;
      await page.waitForTimeout(200);
    }
    await page.goto(`${server.url}/analytics/${code.id}`);
    await page.locator('.analytics-stat', { hasText: 'Total Scans' }).getByText('1', { exact: true }).waitFor();
  });

  it('has one navigation on a phone: one Menu button, whose menu reaches every app screen', async () => {
    await aSubscriber(PHONE);
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('heading', { name: 'My QR Codes', exact: true }).waitFor();
    await planNote().waitFor();
    const menuButtons = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(menuButtons.count()).resolves.toBe(1);
    // The dashboard's own list of screens is not shown a second time beside the menu.
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(sidebar.getByRole('link', { name: 'Create QR Code', includeHidden: true }).isVisible()).resolves.toBe(
      false,
    );
    await expect(sidebar.getByRole('button', { name: 'Log Out', includeHidden: true }).isVisible()).resolves.toBe(
      false,
    );

    await menuButtons.click();
    const menu = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Create QR Code', 'Analytics', 'My QR Codes', 'My Account', 'Subscription & Billing']) {
      await expect(menu.getByRole('link', { name, exact: true }).isVisible()).resolves.toBe(true);
    }
    await menu.getByRole('link', { name: 'Subscription & Billing' }).click();
    await page.waitForURL(`${server.url}/billing`);
    await page.getByRole('heading', { level: 1, name: 'Subscription & Billing' }).waitFor();

    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${server.url}/dashboard`);
      await page.getByRole('group', { name: 'Short link of Spring links' }).waitFor();
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(width);
    }
  });

  it.each(['/dashboard', '/create-qr', '/billing', '/account', '/analytics'])(
    'centres the content of %s on a 1280 px screen, at a readable width',
    async (path) => {
      await aSubscriber(DESKTOP);
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      // The box around everything the page itself shows inside <main> (not the site's e-mail
      // confirmation banner, which spans the layout), against the window's width.
      const box = await page.evaluate(() => {
        const boxes = [...document.querySelectorAll('main *')]
          .filter((element) => !element.closest('.verify-banner'))
          .map((element) => element.getBoundingClientRect())
          .filter((rect) => rect.width > 0 && rect.height > 0);
        return {
          left: Math.min(...boxes.map((rect) => rect.left)),
          right: Math.max(...boxes.map((rect) => rect.right)),
          window: document.documentElement.clientWidth,
        };
      });
      const leftGap = box.left;
      const rightGap = box.window - box.right;
      expect({ path, unevenBy: Math.abs(leftGap - rightGap) <= 24 ? 'at most 24 px' : leftGap - rightGap }).toEqual({
        path,
        unevenBy: 'at most 24 px',
      });
      expect(box.right - box.left).toBeLessThanOrEqual(1200);
    },
  );
});
