import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signUpAndSubscribe } from '../support/accounts';
import { launchBrowser } from '../support/browser';
import { removeDataDir, startServer, type RunningServer } from '../support/server';

/** The creator's chunks beyond its entry (remoteEntry.js and the exposed module): step 2's code. */
const STEP2_CODE = /\/remotes\/creator\/(?!remoteEntry\.js|__federation_expose_)[^/]+\.js$/;

describe("the create wizard's code, in a browser", () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    context = await browser.newContext();
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signUpAndSubscribe(page.request, server.url);
  });
  afterEach(async () => {
    await page.unrouteAll();
    expect(pageErrors).toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  it("shows step 1 without step 2's code, and step 2's skeleton until that code is there", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(STEP2_CODE, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.url}/create-qr`);
    await page.getByRole('heading', { name: '1. Select a type of QR code' }).waitFor();

    await page.getByRole('button', { name: /^Website/ }).click();
    await page.getByRole('status', { name: 'Loading the form...' }).waitFor();
    release();
    await page.getByText('Fill in the form to see preview').waitFor();
    await page.getByRole('status', { name: 'Loading the form...' }).waitFor({ state: 'detached' });
  });

  it('opens step 2 at once, without a skeleton, once its code came while step 1 was shown', async () => {
    // Step 2's code is fetched when the browser is idle on step 1: wait until it has started and ended.
    const fetched = page.waitForResponse(STEP2_CODE);
    await page.goto(`${server.url}/create-qr`);
    await page.getByRole('heading', { name: '1. Select a type of QR code' }).waitFor();
    await fetched;
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      const seen = window as unknown as { skeletonSeen: boolean };
      seen.skeletonSeen = false;
      new MutationObserver(() => {
        // Step 2's own skeleton, the one shown while its code loads (its brand kits list has one for its data).
        if (document.querySelector('.skeleton-screen.creator-step2')) seen.skeletonSeen = true;
      }).observe(document.body, { childList: true, subtree: true });
    });

    await page.getByRole('button', { name: /^Website/ }).click();
    await page.getByText('Fill in the form to see preview').waitFor();
    expect(await page.evaluate(() => (window as unknown as { skeletonSeen: boolean }).skeletonSeen)).toBe(false);
  });
});
