import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { removeDataDir, startServer, type RunningServer } from '../support/server';

describe('subscribing in local test mode, in a browser', () => {
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
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  it('signs up, subscribes through the test checkout and comes back subscribed', async () => {
    // The session cookies land in the browser context, as after the sign-up form.
    const signUp = await page.request.post(`${server.url}/api/auth/sign-up`, {
      data: {
        firstName: 'Test',
        lastName: 'Subscriber',
        email: `subscriber.${Date.now()}@example.com`,
        password: 'secret1',
        confirmPassword: 'secret1',
      },
    });
    expect(signUp.status()).toBe(200);

    await page.goto(`${server.url}/billing`);
    await page.getByRole('heading', { level: 1, name: 'Subscription & Billing' }).waitFor();
    await page.getByText(/^Test mode — no card is charged/).waitFor();

    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL(`${server.url}/api/billing/test/checkout`);
    await page.getByText('Test mode — no card is charged').waitFor();

    await page.getByRole('button', { name: /^Pay \$5\.00/ }).click();
    await page.waitForURL(/\/billing\?success=1&session_id=test_/);
    await page.getByText('Your subscription is active! You can now create QR codes.').waitFor();
    await page.getByRole('heading', { name: 'Current Subscription' }).waitFor();
    await expect(page.getByRole('button', { name: 'Currently Subscribed' }).isDisabled()).resolves.toBe(true);

    await page.getByRole('button', { name: 'Manage Subscription' }).click();
    await page.waitForURL(`${server.url}/api/billing/test/portal`);
    await page.getByRole('button', { name: 'Cancel at period end' }).click();
    await page.waitForURL(`${server.url}/billing`);
    await page.getByText('Active until the end of the period (cancelled)').waitFor();

    expect(pageErrors).toEqual([]);
  });
});
