import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newTestAccount, signUpInBrowser } from '../support/accounts';
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

  it('signs up, meets the gate, subscribes through the test checkout, comes back subscribed and creates a code', async () => {
    await signUpInBrowser(page, server.url, newTestAccount());

    // Without a subscription the wizard is locked, and both its banner and its panel point to /billing.
    await page.goto(`${server.url}/create-qr`);
    await page.getByRole('heading', { name: 'Subscribe to Create QR Codes' }).waitFor();
    await page.getByRole('alert').getByRole('link', { name: 'Subscribe Now - $5/month' }).click();
    await page.waitForURL(`${server.url}/billing`);
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

    // The gate is open: a code can be created.
    await page.goto(`${server.url}/create-qr`);
    await page.getByRole('button', { name: /^Website/ }).click();
    await page.getByLabel('Website URL').fill('example.com/after-checkout');
    await page.getByRole('button', { name: 'Generate QR Code' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByRole('heading', { level: 2, name: 'Website QR Code' }).waitFor();

    // Cancelling at period end keeps the plan active until then.
    await page.goto(`${server.url}/billing`);
    await page.getByRole('button', { name: 'Manage Subscription' }).click();
    await page.waitForURL(`${server.url}/api/billing/test/portal`);
    await page.getByRole('button', { name: 'Cancel at period end' }).click();
    await page.waitForURL(`${server.url}/billing`);
    await page.getByText('Active until the end of the period (cancelled)').waitFor();

    expect(pageErrors).toEqual([]);
  });
});
