import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newTestAccount } from '../support/accounts';
import { axeFindings } from '../support/axe';
import { HAND_SCREENS, launchBrowser, pageOnScreen } from '../support/browser';
import { smallTargets } from '../support/tap-targets';
import { removeDataDir, startServer, type RunningServer } from '../support/server';

type Storage = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Billing, the local checkout and the creator's gate for someone without a plan, on two phones and a laptop. */
describe('billing in the hand, without Stripe', () => {
  let server: RunningServer;
  let browser: Browser;
  let signedIn: Storage;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    const owner = await browser.newContext();
    const account = newTestAccount();
    const signUp = await owner.request.post(`${server.url}/api/auth/sign-up`, {
      data: { ...account, password: 'plum-kettle-42', confirmPassword: 'plum-kettle-42' },
    });
    expect(signUp.status()).toBe(200);
    signedIn = await owner.storageState();
    await owner.close();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  describe.each(HAND_SCREENS)('on %s', (_, viewport, phone) => {
    let context: BrowserContext;
    let page: Page;
    let pageErrors: string[] = [];

    beforeAll(async () => {
      ({ context, page, pageErrors } = await pageOnScreen(browser, viewport, phone, { storageState: signedIn }));
    });
    afterAll(() => context?.close());
    afterEach(() => expect(pageErrors).toEqual([]));

    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    const height = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())?.height ?? 0;

    it('lists what the one plan includes once, and promises no Stripe payments where Stripe is not configured', async () => {
      await page.goto(`${server.url}/billing`);
      const plan = page.getByRole('article', { name: 'Monthly Plan' });
      await plan.waitFor();
      await page.getByText(/Stripe is not configured on this server/).waitFor();
      const features = await plan.getByRole('listitem').allTextContents();
      expect(features.length).toBeGreaterThan(5);
      expect(new Set(features).size).toBe(features.length);
      for (const feature of ['Unlimited scans', 'Downloads in PNG, JPG and SVG']) {
        expect(await page.getByText(feature, { exact: true }).count()).toBe(1);
      }
      expect(await page.getByRole('heading', { name: /All Plans Include|What's Included/ }).count()).toBe(0);
      expect(await page.getByText(/Secure payments by Stripe/).count()).toBe(0);
      expect(await page.getByText(/Cancel anytime/).count()).toBe(1);
      if (phone) expect(await height(plan.getByRole('button', { name: 'Subscribe' }))).toBeGreaterThanOrEqual(44);
      expect(await pageWidth()).toBeLessThanOrEqual(viewport.width);
      expect(await smallTargets(page)).toEqual([]);
      expect(await axeFindings(page, { everyImpact: true })).toEqual([]);
    });

    it('opens a local checkout page in LiveQR dress, with a main landmark, and comes back without charging', async () => {
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await page.waitForURL(`${server.url}/api/billing/test/checkout`);
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: 'Subscribe to LiveQR' }).waitFor();
      await main.getByText('Test mode — no card is charged').waitFor();
      const pay = main.getByRole('button', { name: /^Pay \$5\.00/ });
      // Styled as the app's primary action, not the browser's grey default.
      expect(await pay.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(29, 78, 216)');
      expect(await height(pay)).toBeGreaterThanOrEqual(44);
      expect(await pageWidth()).toBeLessThanOrEqual(viewport.width);
      expect(await smallTargets(page)).toEqual([]);
      expect(await axeFindings(page, { everyImpact: true })).toEqual([]);

      await main.getByRole('link', { name: 'Cancel and go back' }).click();
      await page.getByText('Checkout was canceled. You have not been charged.').waitFor();
    });

    it("shows the creator's gate with one way to subscribe", async () => {
      await page.goto(`${server.url}/create-qr`);
      await page.getByRole('heading', { name: 'Subscribe to Create QR Codes' }).waitFor();
      const subscribe = page.getByRole('link', { name: 'Subscribe Now - $5/month' });
      expect(await subscribe.count()).toBe(1);
      if (phone) expect(await height(subscribe)).toBeGreaterThanOrEqual(44);
      expect(await pageWidth()).toBeLessThanOrEqual(viewport.width);
      expect(await smallTargets(page)).toEqual([]);
      expect(await axeFindings(page, { everyImpact: true })).toEqual([]);
      await subscribe.click();
      await page.waitForURL(`${server.url}/billing`);
    });
  });
});
