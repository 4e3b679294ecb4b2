import type { Browser, BrowserContext, Page } from 'playwright-core';
import { confirmEmailFromOutbox, newTestAccount, signInOnLoginPage, signUpInBrowser } from '../support/accounts';
import { launchBrowser } from '../support/browser';
import { removeDataDir, startServer, type RunningServer } from '../support/server';
import { totpCode } from '../support/two-factor';

describe('two-factor sign-in in a browser', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    await browser?.close();
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  async function newPage(width: number): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    contexts.push(context);
    return context.newPage();
  }

  it('turns on with the QR code and a code, shows the recovery codes once, then asks for a code at sign-in', async () => {
    const page = await newPage(320);
    const account = newTestAccount();
    await signUpInBrowser(page, server.url, account);
    await confirmEmailFromOutbox(page.request, server.url, server.dataDir, account.email);

    await page.goto(`${server.url}/account`);
    const card = page.getByRole('region', { name: 'Two-factor authentication' });
    await card.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
    await card.getByRole('img', { name: 'QR code that adds LiveQR to an authenticator app' }).waitFor();
    const secret = (await card.locator('code').first().textContent()) ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await card.getByLabel('Code').fill(totpCode(secret));
    await card.getByRole('button', { name: 'Confirm' }).click();
    const codes = card.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    // Nothing runs off a 320 px screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await card.getByRole('button', { name: 'I have saved them' }).click();
    await card.getByText('Two-factor authentication is on. 10 recovery codes are left.').waitFor();

    const other = await newPage(1280);
    await other.goto(`${server.url}/login`);
    await signInOnLoginPage(other, account, false);
    const code = other.getByLabel('Authentication code');
    await code.waitFor();
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await code.getAttribute('inputmode')).toBe('numeric');
    await code.fill('000000');
    await other.getByRole('button', { name: 'Verify' }).click();
    await other.getByText('This code is not valid.').waitFor();
    // The code of the step that confirmed may not be used again: wait for the next one.
    await other.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
    await code.fill(totpCode(secret));
    await other.getByLabel('Remember this device for 30 days').check();
    await other.getByRole('button', { name: 'Verify' }).click();
    await other.waitForURL(`${server.url}/dashboard`);
  }, 120_000);
});
