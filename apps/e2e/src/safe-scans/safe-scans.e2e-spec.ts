import type { Browser, BrowserContext, Page } from 'playwright-core';
import { completeOperator } from '../support/two-factor';
import { signUpAndSubscribe } from '../support/accounts';
import { launchBrowser } from '../support/browser';
import { removeDataDir, startServer, type RunningServer } from '../support/server';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const OPERATOR = { email: 'ops@liveqr.test', password: 'secret-123' };

describe('safe scans in a browser: preview, report, interstitial and the operators', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];
  let code: { id: string; slug: string };

  /** A phone of its own, seen by the server at `ip` (the server believes X-Forwarded-For here). */
  async function phone(ip: string): Promise<Page> {
    const context = await browser.newContext({ ...PHONE, extraHTTPHeaders: { 'x-forwarded-for': ip } });
    contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    return page;
  }

  async function expectFitsThePhone(page: Page): Promise<void> {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startServer({ env: { TRUST_PROXY: '1', ADMIN_EMAILS: OPERATOR.email } }),
      launchBrowser(),
    ]);
    const owner = await phone('203.0.113.1');
    await signUpAndSubscribe(owner.request, server.url);
    const created = await owner.request.post(`${server.url}/api/qr-codes`, {
      data: { type: 'website', content: { url: 'https://bücher.example/gewinnspiel' }, name: 'Prize draw' },
    });
    expect(created.status()).toBe(201);
    code = (await created.json()) as { id: string; slug: string };
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  afterEach(() => expect(pageErrors).toEqual([]));

  it('shows where a code leads with /s/{slug}+, and finds the preview from "How to check a code"', async () => {
    const page = await phone('203.0.113.2');
    await page.goto(`${server.url}/`);
    await page.getByRole('link', { name: 'How to check a code' }).click();
    await page.getByRole('heading', { name: 'How to check a code' }).waitFor();
    await page.getByLabel('Or paste the link here:').fill('not a code');
    await page.getByRole('button', { name: 'Show where it leads' }).click();
    await page.getByText(/This is not a LiveQR code link/).waitFor();
    await page.getByLabel('Or paste the link here:').fill(`${server.url}/s/${code.slug}`);
    await page.getByRole('button', { name: 'Show where it leads' }).click();

    await page.waitForURL(`${server.url}/s/${code.slug}+`);
    await page.getByRole('heading', { name: 'Where this code leads' }).waitFor();
    await page.getByText('bücher.example', { exact: true }).waitFor();
    await page.getByText('https://bücher.example/gewinnspiel').waitFor();
    await page.getByText('Check that this is the site you expect before you continue.').waitFor();
    expect(await page.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(`/s/${code.slug}`);
    await expectFitsThePhone(page);
  });

  it('turns a code reported by three people into an interstitial, which an operator clears', async () => {
    for (const [index, ip] of ['198.51.100.1', '198.51.100.2', '198.51.100.3'].entries()) {
      const page = await phone(ip);
      await page.goto(`${server.url}/s/${code.slug}+`);
      await page.getByRole('link', { name: 'Report this code' }).click();
      // By the slug the page was reached with: the preview never shows the code's id.
      await page.waitForURL(`${server.url}/report/s/${code.slug}`);
      await page.getByRole('heading', { name: 'Report this code' }).waitFor();
      await page.getByLabel('It asks for passwords or payment details (phishing)').check();
      await page.getByLabel('What happened? (optional)').fill(`Report ${index + 1}: it wants my card`);
      await page.getByRole('button', { name: 'Send report' }).click();
      await page.getByText('Thank you. Your report was received; we will look at this code.').waitFor();
      await expectFitsThePhone(page);
    }

    const scanner = await phone('192.0.2.50');
    await scanner.goto(`${server.url}/s/${code.slug}`);
    await scanner.getByRole('heading', { name: 'This code was reported' }).waitFor();
    await scanner.getByText('Continue to bücher.example?').waitFor();
    expect(await scanner.getByRole('link', { name: 'Continue to bücher.example' }).getAttribute('href')).toBe(
      'https://xn--bcher-kva.example/gewinnspiel',
    );
    await scanner.getByRole('link', { name: 'Report this code' }).waitFor();
    await expectFitsThePhone(scanner);

    const operator = await phone('203.0.113.9');
    const signUp = await operator.request.post(`${server.url}/api/auth/sign-up`, {
      data: { firstName: 'Op', lastName: 'Erator', ...OPERATOR, confirmPassword: OPERATOR.password },
    });
    expect(signUp.status()).toBe(200);
    await completeOperator(operator.request, server.url, server.dataDir, OPERATOR.email);
    const askedRole = operator.waitForResponse((response) => response.url().endsWith('/api/operator/me'));
    await operator.goto(`${server.url}/dashboard`);
    expect(await (await askedRole).json()).toEqual({ operator: true, missing: [] });
    // On a phone the review list's link stays in view beside the plan (the site's menu has the rest).
    await operator.getByRole('link', { name: 'Abuse reports' }).click();
    await operator.waitForURL(`${server.url}/operator/reports`);
    const reported = operator.getByRole('article', { name: 'Prize draw' });
    await reported.getByText('3 reporters').waitFor();
    await reported.getByText(/Scanners are warned/).waitFor();
    await reported.getByText('Report 3: it wants my card').waitFor();
    await reported.getByRole('button', { name: 'Clear' }).click();
    await operator.getByText('No codes are waiting for review.').waitFor();

    const after = await scanner.request.get(`${server.url}/s/${code.slug}`, { maxRedirects: 0 });
    expect(after.status()).toBe(302);
    expect(after.headers()['location']).toBe('https://xn--bcher-kva.example/gewinnspiel');
  });
});
