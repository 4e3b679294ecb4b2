import { type MailInbox, startMailInbox } from '@liveqr/api/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newTestAccount, signInOnLoginPage, signUpInBrowser, type TestAccount } from '../support/accounts';
import { launchBrowser } from '../support/browser';
import { removeDataDir, startServer, type RunningServer } from '../support/server';

describe('identity in a browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let inbox: MailInbox;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    inbox = await startMailInbox();
    [server, browser] = await Promise.all([startServer({ env: { SMTP_URL: inbox.smtpUrl } }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
    await inbox?.close();
  });
  // A fresh context per test: its own cookies, as a new browser profile.
  beforeEach(async () => {
    context = await browser.newContext();
    page = await context.newPage();
  });
  afterEach(() => context.close());

  async function registeredAccount(): Promise<TestAccount> {
    const account = newTestAccount();
    const setup = await browser.newContext();
    await signUpInBrowser(await setup.newPage(), server.url, account);
    await setup.close();
    return account;
  }

  const refreshCookie = async () => (await context.cookies()).find((cookie) => cookie.name === 'liveqr_refresh');

  it('signs up and lands on the dashboard, signed in', async () => {
    await signUpInBrowser(page, server.url, newTestAccount());
    await page.getByRole('heading', { name: 'My QR Codes' }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Log Out' }).waitFor();
  });

  it('sends a signed-out visitor to /login and back to the page first asked for after sign-in', async () => {
    const account = await registeredAccount();
    await page.goto(`${server.url}/account`);
    await page.waitForURL(`${server.url}/login`);
    await signInOnLoginPage(page, account, false);
    await page.waitForURL(`${server.url}/account`);
    await page.getByRole('heading', { name: 'My Account' }).waitFor();
    await page.getByText(`Your email address is ${account.email}.`).waitFor();
  });

  it('keeps the session for 30 days with Remember me and only for the browser session without', async () => {
    const account = await registeredAccount();
    await page.goto(`${server.url}/login`);
    await signInOnLoginPage(page, account, false);
    await page.waitForURL(`${server.url}/dashboard`);
    expect((await refreshCookie())?.expires).toBe(-1);

    await context.clearCookies();
    await page.goto(`${server.url}/login`);
    await signInOnLoginPage(page, account, true);
    await page.waitForURL(`${server.url}/dashboard`);
    const expires = (await refreshCookie())?.expires ?? 0;
    const days = (expires * 1000 - Date.now()) / (24 * 60 * 60 * 1000);
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(await refreshCookie()).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });

  it('logs out: revokes the refresh token on the server, goes to / and guards the dashboard again', async () => {
    await signUpInBrowser(page, server.url, newTestAccount());
    const token = (await refreshCookie())?.value;
    await page.getByRole('banner').getByRole('button', { name: 'Log Out' }).click();
    // Log Out goes to / (the app, then the server's home page in its place): the test needs the
    // address, not the home page's load event (a loaded machine once took more than 30 s to fire it).
    await page.waitForURL(`${server.url}/`, { waitUntil: 'commit' });
    const replay = await fetch(`${server.url}/api/auth/refresh`, {
      method: 'POST',
      headers: { cookie: `liveqr_refresh=${token}` },
    });
    expect(replay.status).toBe(401);
    await page.goto(`${server.url}/dashboard`);
    await page.waitForURL(`${server.url}/login`);
  });

  it('resets a forgotten password through the mailed link, then signs in with the new one', async () => {
    const account = await registeredAccount();
    await page.goto(`${server.url}/forgot-password`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText(`If an account exists for ${account.email}`).waitFor();

    const mail = await inbox.nextMailTo(account.email, { containing: 'Subject: Reset your LiveQR password' });
    const link = /http:\/\/[^\s/]+\/reset-password\?type=recovery&token=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    const sameOriginLink = `${server.url}${new URL(link as string).pathname}${new URL(link as string).search}`;
    await page.goto(sameOriginLink);
    await page.getByLabel('New Password').fill('brand-new-1');
    await page.getByLabel('Confirm Password').fill('brand-new-1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password reset successfully!').waitFor();
    await page.getByText('Redirecting you to login...').waitFor();
    await page.waitForURL(`${server.url}/login`);
    await signInOnLoginPage(page, { ...account, password: 'brand-new-1' }, false);
    await page.waitForURL(`${server.url}/dashboard`);

    // The link was used: it now leads to the expired-link screen.
    await page.goto(sameOriginLink);
    await page.getByRole('heading', { name: 'Link Expired' }).waitFor();
    await page.getByRole('link', { name: 'Request New Reset Link' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
  });

  it('shows the server message for a wrong password without saying whether the address exists', async () => {
    await page.goto(`${server.url}/login`);
    await signInOnLoginPage(page, newTestAccount(), false);
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
  });

  it('offers no Google sign-in when it is not configured', async () => {
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await page.getByRole('button', { name: /Google/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /Google/ }).count()).toBe(0);
  });
});
