import type { Browser, Page } from 'playwright-core';
import { newTestAccount, signInOnLoginPage, signUpInBrowser } from '../support/accounts';
import { launchBrowser } from '../support/browser';
import { removeDataDir, startServer, type RunningServer } from '../support/server';

describe("a signed-in user's profile language, in a browser", () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  /** A new English-speaking browser profile: no remembered language, no session. */
  async function freshPage(): Promise<Page> {
    const context = await browser.newContext({ locale: 'en-US' });
    return context.newPage();
  }
  const htmlLang = (page: Page, language: string) =>
    page.waitForFunction((expected) => document.documentElement.lang === expected, language);
  const profileSaved = (page: Page) =>
    page.waitForResponse(
      (response) => response.url().endsWith('/api/profile') && response.request().method() === 'PUT',
    );

  it('saves the footer pick to the profile, applies it at the next sign-in, and follows a save on /account', async () => {
    const account = newTestAccount();
    const first = await freshPage();
    await signUpInBrowser(first, server.url, account);
    const [saved] = await Promise.all([profileSaved(first), first.locator('#language-select').selectOption('de')]);
    expect(saved.status()).toBe(200);
    await htmlLang(first, 'de');

    // Another browser, still in English until the profile is read after sign-in.
    const second = await freshPage();
    await second.goto(`${server.url}/login`);
    await signInOnLoginPage(second, account, false);
    await second.waitForURL(`${server.url}/dashboard`);
    await htmlLang(second, 'de');

    // Saving another language on /account switches the interface at once.
    await second.goto(`${server.url}/account`);
    await second.getByRole('heading', { name: 'Mein Konto' }).waitFor();
    await second.locator('#language').selectOption('fr');
    await second.getByRole('button', { name: 'Änderungen speichern' }).click();
    await htmlLang(second, 'fr');
    await second.getByRole('heading', { name: 'Mon compte' }).waitFor();
    await second.getByText('Profil mis à jour avec succès').waitFor();
  });
});
