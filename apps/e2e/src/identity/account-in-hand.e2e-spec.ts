import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { confirmEmailFromOutbox, signUpAndSubscribe } from '../support/accounts';
import { axeFindings } from '../support/axe';
import { describedText, HAND_SCREENS, launchBrowser, pageOnScreen } from '../support/browser';
import { smallTargets } from '../support/tap-targets';
import { removeDataDir, startServer, type RunningServer } from '../support/server';
import { text } from '../support/texts';

type Storage = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A webhook address of exactly 200 characters, on this machine (the server allows private targets here). */
function longHookUrl(tag: string): string {
  const start = `http://127.0.0.1:9/hooks/${tag}/`;
  return start + 'x'.repeat(200 - start.length);
}

/** My Account on two phones and a laptop: a long address and a long webhook URL stay inside the screen. */
describe('the account page in the hand', () => {
  let server: RunningServer;
  let browser: Browser;
  let signedIn: Storage;
  // Long enough (about 320 px of text) to be cut by a field at phone width.
  const email = `ada.lovelace.analytical.engine.${randomBytes(3).toString('hex')}@example-company.com`;
  const listed = longHookUrl('listed');

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startServer({ env: { WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' } }),
      launchBrowser(),
    ]);
    const owner = await browser.newContext();
    await signUpAndSubscribe(owner.request, server.url, email);
    // Webhooks need a confirmed address.
    await confirmEmailFromOutbox(owner.request, server.url, server.dataDir, email);
    const endpoint = await owner.request.post(`${server.url}/api/webhooks`, {
      data: { url: listed, events: ['qr_code.created'] },
    });
    expect(endpoint.status()).toBe(201);
    signedIn = await owner.storageState();
    await owner.close();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  describe.each(HAND_SCREENS)('on %s', (screen, viewport, phone) => {
    let context: BrowserContext;
    let page: Page;
    let pageErrors: string[] = [];

    beforeAll(async () => {
      ({ context, page, pageErrors } = await pageOnScreen(browser, viewport, phone, { storageState: signedIn }));
    });
    afterAll(() => context?.close());
    afterEach(() => expect(pageErrors).toEqual([]));

    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

    it('shows the address once, whole, where it can be changed, and no Google hint without Google', async () => {
      // The hints depend on whether Google sign-in is configured: the page has asked once this answer is in.
      const providers = page.waitForResponse((response) => response.url().endsWith('/api/auth/providers'));
      await page.goto(`${server.url}/account`);
      await providers;
      const card = page.getByRole('form', { name: 'Change Email Address' });
      const current = card.getByText(`Your email address is ${email}.`);
      await current.waitFor();
      const shown = await current.evaluate((element) => {
        const { left, right } = element.getBoundingClientRect();
        return { left, right, clipped: element.scrollWidth > element.clientWidth };
      });
      expect(shown.clipped).toBe(false);
      expect(shown.left).toBeGreaterThanOrEqual(0);
      expect(shown.right).toBeLessThanOrEqual(viewport.width);
      // Not a second, read-only copy of it above the card that changes it.
      expect(await page.getByRole('textbox', { name: 'Email', exact: true }).count()).toBe(0);
      expect(await page.getByText(/cannot be changed here/).count()).toBe(0);
      await page.getByRole('heading', { name: 'Two-factor authentication' }).first().waitFor();
      expect(await page.getByText(/sign in with Google/).count()).toBe(0);
    });

    it('confirms a saved profile with a toast on screen, wherever the form was scrolled to', async () => {
      const profile = page.getByRole('form', { name: 'My Account' });
      await profile.getByLabel('Phone').fill('+49 30 1234567');
      await profile.getByRole('button', { name: 'Save Changes' }).click();
      const toast = page.getByText('Profile updated successfully');
      // Within the screen once it has slid in, though Save sits at the form's end.
      await page.waitForFunction(
        (element) => {
          const { top, bottom } = element.getBoundingClientRect();
          return top >= 0 && bottom <= window.innerHeight;
        },
        await toast.elementHandle(),
      );
      // Gone before the next check: a toast fading out is checked for contrast at half its opacity.
      await toast.waitFor({ state: 'detached' });
    });

    /**
     * Submits with `field` holding what the server refuses, and checks the refusal is at that field:
     * marked, read with it, focused, nothing at the card's head, and gone once the field changes.
     */
    async function refusedAt(card: Locator, label: string, submit: string, said: string, fixed: string) {
      const field = card.getByLabel(label, { exact: true });
      await card.getByRole('button', { name: submit }).click();
      await page.waitForFunction(
        (element) => element?.getAttribute('aria-invalid') === 'true',
        await field.elementHandle(),
      );
      expect(await describedText(field)).toBe(said);
      expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await card.getByRole('alert').count()).toBe(0);
      await field.fill(fixed);
      expect(await field.getAttribute('aria-invalid')).toBeNull();
      expect(await card.getByText(said).count()).toBe(0);
    }

    /** Lets a field take more than it allows, as the server's check is what is tested. */
    const withoutLimit = (field: Locator) => field.evaluate((input) => input.removeAttribute('maxlength'));

    it("shows the server's refusals of the profile, a key's name and the deletion at their fields", async () => {
      const profile = page.getByRole('form', { name: 'My Account' });
      const firstName = profile.getByLabel('First Name');
      await withoutLimit(firstName);
      await firstName.fill('A'.repeat(101));
      await refusedAt(profile, 'First Name', 'Save Changes', 'At most 100 characters.', 'Ada');

      const keys = page.getByRole('region', { name: 'API Keys' });
      const keyName = keys.getByLabel('Key name');
      await withoutLimit(keyName);
      await keyName.fill('k'.repeat(101));
      await refusedAt(keys, 'Key name', 'Create Key', 'At most 100 characters.', '');

      // The word is right; the server is sent another, so that it refuses and the account stays.
      await page.route('**/api/account', (route) =>
        route.request().method() === 'DELETE'
          ? route.continue({ postData: JSON.stringify({ confirmation: 'KEEP' }) })
          : route.continue(),
      );
      const deletion = page.getByRole('form', { name: 'Delete Account' });
      await deletion.getByLabel('Type DELETE to confirm').fill('DELETE');
      await refusedAt(
        deletion,
        'Type DELETE to confirm',
        'Delete Account',
        'Type the confirmation word to delete the account.',
        '',
      );
      await page.unroute('**/api/account');
      expect(await axeFindings(page, { everyImpact: true })).toEqual([]);
    });

    it('keeps a 200-character webhook URL inside the screen, listed and just added', async () => {
      const card = page.getByRole('region', { name: 'Webhooks' });
      const endpoint = card.getByRole('list', { name: 'Your webhook endpoints' }).getByRole('listitem');
      await endpoint.getByText(listed).waitFor();
      expect(await pageWidth()).toBeLessThanOrEqual(viewport.width);

      const added = longHookUrl(screen.replace(/\W+/g, '-'));
      await card.getByLabel('Endpoint URL').fill(added);
      await card.getByRole('button', { name: 'Add Endpoint' }).click();
      await card.getByText(`Endpoint ${added} added.`, { exact: false }).waitFor();
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'The endpoint is added.' });
      await toast.waitFor();
      await endpoint.getByText(added).waitFor();
      expect(await pageWidth()).toBeLessThanOrEqual(viewport.width);
      const urls = await card.getByText(/^http:\/\/127\.0\.0\.1:9\/hooks\//).evaluateAll((elements) =>
        elements.map((element) => {
          const { left, right } = element.getBoundingClientRect();
          return { text: element.textContent, left, right };
        }),
      );
      expect(urls.length).toBeGreaterThanOrEqual(2);
      expect(urls.filter((url) => url.left < 0 || url.right > viewport.width)).toEqual([]);
      expect(await smallTargets(page)).toEqual([]);
      // Gone before the check: a toast fading out is checked for contrast at half its opacity.
      await toast.waitFor({ state: 'detached' });
      expect(await axeFindings(page, { everyImpact: true })).toEqual([]);
      await card.getByRole('button', { name: 'Done' }).click();
    });
  });

  it("deletes an account on a phone and says so on the home page, in the visitor's language", async () => {
    // Signed up from a French browser: the profile, and the home page after it, speak French.
    const { context, page, pageErrors } = await pageOnScreen(browser, HAND_SCREENS[0][1], true, {
      locale: 'fr-FR',
      extraHTTPHeaders: { 'accept-language': 'fr-FR' },
    });
    const french = (namespace: string, key: string) => text('fr', namespace, key);
    try {
      await signUpAndSubscribe(context.request, server.url);
      await page.goto(`${server.url}/account`);
      const deletion = page.getByRole('form', { name: french('auth', 'deleteAccount.title') });
      await deletion.getByLabel(french('auth', 'deleteAccount.prompt')).fill('DELETE');
      await deletion.getByRole('button', { name: french('auth', 'deleteAccount.submit') }).click();

      // The server's home page, loaded anew: a toast would not have survived it, the page itself says it.
      await page
        .getByRole('status')
        .filter({ hasText: french('public', 'landing.accountDeleted') })
        .waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      await page.getByRole('heading', { level: 1, name: french('public', 'landing.hero.title') }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('fr');
      // Signed out with the account: nothing leads to its codes any more.
      expect(await page.locator('a[href="/dashboard"]').count()).toBe(0);
      expect(await smallTargets(page)).toEqual([]);
      expect(await axeFindings(page, { everyImpact: true })).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
