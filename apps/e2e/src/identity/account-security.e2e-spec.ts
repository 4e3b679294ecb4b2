import { type MailInbox, startMailInbox } from '@liveqr/api/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newTestAccount, signInOnLoginPage, signUpInBrowser, type TestAccount } from '../support/accounts';
import { launchBrowser } from '../support/browser';
import { removeDataDir, startServer, type RunningServer } from '../support/server';

describe('account security in a browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let inbox: MailInbox;
  const contexts: BrowserContext[] = [];

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
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  /** A browser profile of its own (cookies included), `width` px wide. */
  async function newPage(width = 1280): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    contexts.push(context);
    return context.newPage();
  }

  /** The next verification link mailed to `email`, on this server's origin. */
  async function verificationLink(email: string): Promise<string> {
    const mail = await inbox.nextMailTo(email, { containing: 'Subject: Confirm your email address for LiveQR' });
    const link = /http:\/\/[^\s/]+\/verify-email\?token=[\w-]+/.exec(mail.text)?.[0];
    if (!link) throw new Error(`no verification link in:\n${mail.text}`);
    return `${server.url}${new URL(link).pathname}${new URL(link).search}`;
  }

  async function signedUp(page: Page): Promise<TestAccount> {
    const account = newTestAccount();
    await signUpInBrowser(page, server.url, account);
    return account;
  }

  it('asks to confirm the address until the mailed link is opened; a resent link voids the first', async () => {
    const page = await newPage();
    const account = await signedUp(page);
    const banner = page.getByRole('region', { name: 'Confirm Email Address' });
    await banner.getByText(`we sent a link to ${account.email}`).waitFor();
    const first = await verificationLink(account.email);

    await banner.getByRole('button', { name: 'Resend link' }).click();
    await banner.getByText(`A new link is on its way to ${account.email}.`).waitFor();
    const second = await verificationLink(account.email);

    await page.goto(first);
    await page.getByText('This confirmation link is invalid or has expired.').waitFor();
    await page.goto(second);
    await page.getByText(`Your email address ${account.email} is confirmed.`).waitFor();
    await page.getByRole('link', { name: 'Go to My QR Codes' }).click();
    await page.getByRole('heading', { name: 'My QR Codes' }).waitFor();
    expect(await page.getByRole('region', { name: 'Confirm Email Address' }).count()).toBe(0);
  });

  it('rates passwords as they are typed and refuses a common one before asking the server', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/signup`);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('password');
    await page.getByText('Password strength: too weak').waitFor();
    await page.getByText('This password is one of the most common ones. Please choose another.').waitFor();
    await password.fill('vq7-Lw2p-Zk9r-Tm4x');
    await page.getByText('Password strength: strong').waitFor();
    await expect(password.getAttribute('aria-describedby')).resolves.toBe('password-strength');

    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Last Name').fill('Lovelace');
    await page.getByLabel('Email').fill(newTestAccount().email);
    await password.fill('password');
    await page.getByLabel('Confirm Password').fill('password');
    const signUps: string[] = [];
    page.on('request', (request) => request.url().endsWith('/api/auth/sign-up') && signUps.push(request.url()));
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('alert').filter({ hasText: 'one of the most common ones' }).waitFor();
    expect(signUps).toEqual([]);
  });

  it('signs out everywhere: another browser signed in to the account is sent to the sign-in page', async () => {
    const phone = await newPage(320);
    const account = await signedUp(phone);
    const laptop = await newPage();
    await laptop.goto(`${server.url}/login`);
    await signInOnLoginPage(laptop, account, true);
    await laptop.waitForURL(`${server.url}/dashboard`);

    await phone.goto(`${server.url}/account`);
    await phone.getByRole('button', { name: 'Sign Out Everywhere' }).click();
    await phone.waitForURL(`${server.url}/login`);

    await laptop.goto(`${server.url}/account`);
    await laptop.waitForURL(`${server.url}/login`);
  });

  it('lists recent activity on the account page, readable on a 320 px wide phone', async () => {
    const setup = await newPage();
    const account = await signedUp(setup);
    const page = await newPage(320);
    await page.goto(`${server.url}/login`);
    await signInOnLoginPage(page, account, false);
    await page.waitForURL(`${server.url}/dashboard`);
    await page.goto(`${server.url}/account`);
    const activity = page.getByRole('region', { name: 'Recent Activity' });
    await activity.getByText('Account created').waitFor();
    const signIn = activity.getByRole('listitem').filter({ hasText: 'Signed in' }).first();
    // Headless Chromium on Linux, from the loopback address (no place).
    await signIn.getByText(/^Chrome[^·]* on Linux · Unknown place · with password$/).waitFor();
    await page.getByRole('region', { name: 'Storage' }).getByText('0 MB of 1 GB used').waitFor();
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});
