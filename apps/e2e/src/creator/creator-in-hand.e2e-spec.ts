import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { signUpAndSubscribe } from '../support/accounts';
import { axeFindings } from '../support/axe';
import { describedText, launchBrowser } from '../support/browser';
import { readQr } from '../support/scan';
import { controlsSmallerThan, MIN_PRIMARY_TOUCH_PX, MIN_TARGET_PX } from '../support/tap-targets';
import { removeDataDir, startServer, type RunningServer } from '../support/server';

/** Phones as the issue measured them (740 px of screen), and a laptop. */
const SCREENS: ReadonlyArray<{ name: string; options: BrowserContextOptions }> = [
  { name: '320 px phone', options: { viewport: { width: 320, height: 740 }, isMobile: true, hasTouch: true } },
  { name: '390 px phone', options: { viewport: { width: 390, height: 740 }, isMobile: true, hasTouch: true } },
  { name: '1280 px laptop', options: { viewport: { width: 1280, height: 800 } } },
];

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Where an element is on the screen now (CSS pixels from the viewport's top left). */
async function boxOf(page: Page, selector: string): Promise<Box> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const { top, bottom, left, right } = element.getBoundingClientRect();
      return { top, bottom, left, right };
    });
}

const overlaps = (a: Box, b: Box) => a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;

/** What a screen reader reads with the control labelled `label`. */
const description = (page: Page, label: string) => describedText(page.getByLabel(label, { exact: true }));

const focusedLabel = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent?.trim() ?? '');

describe('the creator in the hand: errors at their field, a bar that leaves the preview free, a toast after Generate', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];

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
    expect(pageErrors.splice(0)).toEqual([]);
  });

  async function signedIn(options: BrowserContextOptions): Promise<Page> {
    // axe is injected into the page, which the Content-Security-Policy would refuse.
    const context = await browser.newContext({ ...options, bypassCSP: true, acceptDownloads: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signUpAndSubscribe(page.request, server.url);
    return page;
  }

  async function expectFits(page: Page): Promise<void> {
    const width = page.viewportSize()?.width ?? 0;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }

  it.each(SCREENS)('on a $name', async ({ options }) => {
    const page = await signedIn(options);
    const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
    const phone = width < 600;

    await page.goto(`${server.url}/create-qr`);
    await page.getByRole('button', { name: /^Website/ }).click();
    await page.getByRole('heading', { name: 'Content' }).waitFor();
    const generate = page.getByRole('button', { name: 'Generate QR Code' });
    await generate.waitFor();

    // The first screen shows the first field, clear of the action bar.
    const bar = await boxOf(page, '.creator-actions');
    const firstField = await boxOf(page, '#' + (await page.getByLabel('Website URL').getAttribute('id')));
    expect(firstField.bottom).toBeLessThanOrEqual(Math.min(bar.top, height));

    // Generate with the form empty: the error is at the field, which takes focus; the bar says nothing.
    await generate.click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
    expect(await focusedLabel(page)).toBe('Website URL *');
    expect(await description(page, 'Website URL *')).toBe('Please enter a website URL');
    expect(await page.locator('.creator-actions [role="alert"]').count()).toBe(0);
    expect(await axeFindings(page, { everyImpact: true })).toEqual([]);
    await expectFits(page);
    expect(await controlsSmallerThan(page, '.creator-step2', MIN_TARGET_PX)).toEqual([]);
    if (phone) expect(await controlsSmallerThan(page, '.creator-actions__buttons', MIN_PRIMARY_TOUCH_PX)).toEqual([]);

    // A wrong value says what is wrong with it; a right one takes the error away.
    const url = page.getByLabel('Website URL *');
    await url.fill('ftp://example.com/menu');
    expect(await description(page, 'Website URL *')).toBe('Only http:// and https:// links are allowed');
    await url.fill('example.com/menu');
    expect(await url.getAttribute('aria-invalid')).toBeNull();
    expect(await description(page, 'Website URL *')).toBe('');
    expect(await page.getByText('Please enter a website URL').count()).toBe(0);
    await page.getByRole('img', { name: 'QR code preview' }).waitFor();

    // Wherever the page is scrolled, the sticky bar never lies over the preview.
    const scrollHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= scrollHeight; y += 120) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      const [actions, preview] = await Promise.all([boxOf(page, '.creator-actions'), boxOf(page, '.live-preview')]);
      if (overlaps(actions, preview)) throw new Error(`the bar covers the preview at scroll ${y}`);
    }
    await expectFits(page);

    // Generate: a toast confirms it and offers Download and Copy link; My QR Codes shows the code first.
    await generate.click();
    await page.waitForURL(`${server.url}/dashboard`);
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'QR code “Website QR Code” created' });
    await toast.waitFor();
    // The new code is the first card, marked, on screen and focused, however far down the list starts.
    const card = page.locator('.qr-card').first();
    expect(await card.getAttribute('class')).toContain('qr-card--new');
    await card.getByRole('heading', { name: 'Website QR Code' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.classList.contains('qr-card--new'));
    const shown = await boxOf(page, '.qr-card--new');
    expect(shown.top).toBeLessThan(height);
    expect(shown.bottom).toBeGreaterThan(0);

    const list = (await (await page.request.get(`${server.url}/api/qr-codes`)).json()) as {
      items: Array<{ id: string; shortUrl: string }>;
    };
    const [created] = list.items;

    await toast.getByRole('button', { name: 'Copy link' }).click();
    await toast.getByText(`Short link copied: ${created.shortUrl}`).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(created.shortUrl);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      toast.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Website QR Code.png');
    expect(readQr('png', await readFile(await download.path()))).toBe(created.shortUrl);
    expect(await controlsSmallerThan(page, '[data-sonner-toast]', MIN_TARGET_PX)).toEqual([]);
    if (phone) expect(await controlsSmallerThan(page, '.toast-actions', MIN_PRIMARY_TOUCH_PX)).toEqual([]);

    await expectFits(page);
    expect(await axeFindings(page, { everyImpact: true })).toEqual([]);
  });

  it('says nothing about tags until they are read: no "No tags yet" while they load', async () => {
    const page = await signedIn(SCREENS[0].options);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/tags', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('heading', { name: 'Tags' }).waitFor();
    await page.getByRole('heading', { name: 'No QR codes yet' }).waitFor();
    expect(await page.getByText('No tags yet.').count()).toBe(0);
    release();
    await page.getByText('No tags yet.').waitFor();
  });
});
