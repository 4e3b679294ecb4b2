import type { Browser, Page } from 'playwright-core';
import { newTestAccount, signUpInBrowser } from './support/accounts';
import { launchBrowser } from './support/browser';
import { removeDataDir, startServer, type RunningServer } from './support/server';

describe('the shell and its micro-frontends in a browser', () => {
  let server: RunningServer;
  let browser: Browser;
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
  beforeEach(async () => {
    page = await browser.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // The app's pages are behind the sign-in guard.
    await signUpInBrowser(page, server.url, newTestAccount());
  });
  afterEach(() => page.close());

  it('leads a signed-in visitor from / to the app, and reaches each remote through the navigation, inside the shared layout', async () => {
    await page.goto(`${server.url}/`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Dynamic QR codes that never stop working',
    );
    await page.getByRole('banner').getByRole('link', { name: 'My QR Codes' }).click();
    await page.getByRole('heading', { name: 'My QR Codes', exact: true }).waitFor();

    // Client-side navigation, as the app's own links do (the public top bar has no app links).
    const navigate = (path: string) =>
      page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    for (const [path, heading] of [
      ['/dashboard', 'My QR Codes'],
      ['/create-qr', 'Create QR Code'],
      ['/billing', 'Subscription & Billing'],
    ]) {
      await navigate(path);
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
    }

    // Still one layout: the shell's banner and footer around the remote's content.
    await expect(page.getByRole('banner').count()).resolves.toBe(1);
    await expect(page.getByRole('contentinfo').count()).resolves.toBe(1);
    expect(pageErrors).toEqual([]);
  });

  it('loads each remote directly from its URL, from same-origin /remotes/<name>/', async () => {
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('remoteEntry.js')) remoteRequests.push(new URL(request.url()).pathname);
    });
    for (const [path, heading] of [
      ['/dashboard', 'My QR Codes'],
      ['/create-qr', 'Create QR Code'],
      ['/billing', 'Subscription & Billing'],
    ]) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
    }
    expect(remoteRequests).toEqual(
      expect.arrayContaining([
        '/remotes/dashboard/remoteEntry.js',
        '/remotes/creator/remoteEntry.js',
        '/remotes/billing/remoteEntry.js',
      ]),
    );
  });

  it('sends an unknown path such as /no-such-page to /, replacing history', async () => {
    await page.goto(`${server.url}/`);
    await page.goto(`${server.url}/no-such-page`);
    await page.waitForURL(`${server.url}/`);
    // The server's own page, loaded in place of the app's redirect.
    await page.locator('html.site').waitFor({ state: 'attached' });
    await page.goBack();
    // The redirect replaced /no-such-page, so going back leaves the site's unknown page behind.
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('shows a clear error, not a blank page, when a remote cannot be loaded', async () => {
    await page.route('**/remotes/billing/remoteEntry.js', (route) => route.abort());
    await page.goto(`${server.url}/billing`);
    const alert = page.getByRole('alert');
    await alert.getByRole('heading', { name: 'Billing could not be loaded' }).waitFor();
    await expect(alert.getByRole('button', { name: 'Try again' }).isVisible()).resolves.toBe(true);
    // The layout around it still works.
    await expect(page.getByRole('link', { name: 'LiveQR' }).isVisible()).resolves.toBe(true);
  });
});
