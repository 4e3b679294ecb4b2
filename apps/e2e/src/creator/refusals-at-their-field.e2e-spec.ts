import type { Browser, BrowserContext, Locator, Page, Response } from 'playwright-core';
import { signUpAndSubscribe } from '../support/accounts';
import { axeFindings } from '../support/axe';
import { describedText, launchBrowser } from '../support/browser';
import { removeDataDir, startServer, type RunningServer } from '../support/server';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** Google's Safe Browsing test page, on the blocklist LiveQR ships: only the server refuses it. */
const HARMFUL = 'testsafebrowsing.appspot.com/s/phishing.html';
const HARMFUL_MESSAGE = 'This site is on our list of harmful sites';

const isFocused = (control: Locator) => control.evaluate((element) => element === document.activeElement);

describe("the creator on a 390 px phone puts each refusal at its field, the server's too", () => {
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

  /** Step 2 of the creator for the type, signed in with a plan. */
  async function creatorFor(type: RegExp): Promise<Page> {
    // axe is injected into the page, which the Content-Security-Policy would refuse.
    const context = await browser.newContext({ ...PHONE, bypassCSP: true });
    contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signUpAndSubscribe(page.request, server.url);
    await page.goto(`${server.url}/create-qr`);
    await page.getByRole('button', { name: type }).click();
    await page.getByRole('heading', { name: 'Content' }).waitFor();
    return page;
  }

  /** Presses Generate and returns the API's answer to the create request. */
  async function generate(page: Page): Promise<Response> {
    const [answer] = await Promise.all([
      page.waitForResponse(
        (response) => response.url().endsWith('/api/qr-codes') && response.request().method() === 'POST',
      ),
      page.getByRole('button', { name: 'Generate QR Code' }).click(),
    ]);
    return answer;
  }

  async function expectNothingInTheBar(page: Page): Promise<void> {
    expect(await page.locator('.creator-actions [role="alert"]').count()).toBe(0);
  }

  async function expectFitsThePhone(page: Page): Promise<void> {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }

  it('shows a destination only the server refuses at the third of three URL fields, until it is changed', async () => {
    const page = await creatorFor(/^Social Media/);
    const facebook = page.getByLabel('Facebook URL');
    const instagram = page.getByLabel('Instagram URL');
    const twitter = page.getByLabel('Twitter/X URL');
    await facebook.fill('facebook.com/liveqr');
    await instagram.fill('instagram.com/liveqr');
    await twitter.fill(HARMFUL);

    const refused = await generate(page);
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'destination_blocklisted', field: 'content.twitterUrl' });

    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
    expect(await isFocused(twitter)).toBe(true);
    expect(await twitter.getAttribute('aria-invalid')).toBe('true');
    expect(await describedText(twitter)).toBe(HARMFUL_MESSAGE);
    expect(await facebook.getAttribute('aria-invalid')).toBeNull();
    expect(await instagram.getAttribute('aria-invalid')).toBeNull();
    await expectNothingInTheBar(page);
    await expectFitsThePhone(page);
    expect(await axeFindings(page, { everyImpact: true })).toEqual([]);

    // Changed, the field is no longer the one the server refused: the error goes.
    await twitter.fill('x.com/liveqr');
    expect(await twitter.getAttribute('aria-invalid')).toBeNull();
    expect(await page.getByText(HARMFUL_MESSAGE).count()).toBe(0);
    expect((await generate(page)).status()).toBe(201);
    await page.waitForURL(`${server.url}/dashboard`);
  });

  it('shows a link only the server refuses at the third link, on its Remove button, until it is removed', async () => {
    const page = await creatorFor(/^List of Links/);
    for (const url of ['example.com/one', 'example.com/two', HARMFUL]) {
      await page.getByLabel('URL', { exact: true }).fill(url);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
    }

    const refused = await generate(page);
    expect(await refused.json()).toMatchObject({ error: 'destination_blocklisted', field: 'content.links[2].url' });
    const third = page.getByRole('button', { name: `Remove https://${HARMFUL}` });
    await page.waitForFunction(() => document.activeElement?.hasAttribute('aria-describedby'));
    expect(await isFocused(third)).toBe(true);
    expect(await describedText(third)).toBe(HARMFUL_MESSAGE);
    expect(await page.locator('[aria-invalid="true"], [data-refused]').count()).toBe(1);
    await expectNothingInTheBar(page);
    await expectFitsThePhone(page);
    expect(await axeFindings(page, { everyImpact: true })).toEqual([]);

    await third.click();
    expect(await page.getByText(HARMFUL_MESSAGE).count()).toBe(0);
    expect(await page.locator('[aria-invalid="true"], [data-refused]').count()).toBe(0);
  });

  it("shows a rule's refusal at its rule, the form's own and the server's, and takes it away once fixed", async () => {
    const page = await creatorFor(/^Website/);
    await page.getByLabel('Website URL').fill('example.com/launch');
    for (let n = 0; n < 2; n++) await page.getByRole('button', { name: 'Add rule' }).click();
    const rule = (n: number) =>
      page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Rule ${n}` }) });
    await rule(1).getByRole('checkbox', { name: 'Android' }).check();
    await rule(1).getByLabel('Send to URL').fill('example.com/android');
    await rule(2).getByRole('checkbox', { name: 'iOS' }).check();
    await rule(2).getByLabel('Countries').fill('XX');
    await rule(2).getByLabel('Send to URL').fill(HARMFUL);

    // The form's own check: an unknown country, at rule 2's countries, which take focus.
    await page.getByRole('button', { name: 'Generate QR Code' }).click();
    const countries = rule(2).getByLabel('Countries');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
    expect(await isFocused(countries)).toBe(true);
    expect(await describedText(countries)).toContain('Use two-letter country codes such as DE or US.');
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(1);
    await expectNothingInTheBar(page);
    await countries.fill('DE');
    expect(await countries.getAttribute('aria-invalid')).toBeNull();
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(0);

    // The server's: a destination only it refuses, at rule 2's URL and not rule 1's.
    const refused = await generate(page);
    expect(await refused.json()).toMatchObject({ error: 'destination_blocklisted', field: 'routing[1].url' });
    const url = rule(2).getByLabel('Send to URL');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
    expect(await isFocused(url)).toBe(true);
    expect(await describedText(url)).toBe(HARMFUL_MESSAGE);
    expect(await rule(1).getByLabel('Send to URL').getAttribute('aria-invalid')).toBeNull();
    await expectNothingInTheBar(page);
    await expectFitsThePhone(page);
    expect(await axeFindings(page, { everyImpact: true })).toEqual([]);

    await url.fill('example.com/ios');
    expect(await url.getAttribute('aria-invalid')).toBeNull();
    expect(await page.getByText(HARMFUL_MESSAGE).count()).toBe(0);
    expect((await generate(page)).status()).toBe(201);
    await page.waitForURL(`${server.url}/dashboard`);
  });
});
