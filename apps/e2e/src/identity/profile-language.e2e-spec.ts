import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Language, LANGUAGES } from '@liveqr/shared/contracts';
import type { Browser, Page } from 'playwright-core';
import { newTestAccount, signInOnLoginPage, signUpAndSubscribe, signUpInBrowser } from '../support/accounts';
import { launchBrowser } from '../support/browser';
import { outboxMail } from '../support/mail';
import { removeDataDir, startServer, WORKSPACE_ROOT, type RunningServer } from '../support/server';
import { text } from '../support/texts';

/** What the account mails say in each language: their subjects and greeting. */
const MAILS: Record<Language, { verifyEmail: string; passwordReset: string; greeting: string }> = {
  en: {
    verifyEmail: 'Confirm your email address for LiveQR',
    passwordReset: 'Reset your LiveQR password',
    greeting: 'Hello Ada,',
  },
  es: {
    verifyEmail: 'Confirma tu dirección de correo para LiveQR',
    passwordReset: 'Restablece tu contraseña de LiveQR',
    greeting: 'Hola, Ada:',
  },
  fr: {
    verifyEmail: 'Confirmez votre adresse e-mail pour LiveQR',
    passwordReset: 'Réinitialisez votre mot de passe LiveQR',
    greeting: 'Bonjour Ada,',
  },
  de: {
    verifyEmail: 'Bestätigen Sie Ihre E-Mail-Adresse für LiveQR',
    passwordReset: 'Setzen Sie Ihr LiveQR-Passwort zurück',
    greeting: 'Hallo Ada,',
  },
};

/** Where the shell and each remote are served from. */
const APP_PATHS = {
  shell: '/',
  dashboard: '/remotes/dashboard/',
  creator: '/remotes/creator/',
  billing: '/remotes/billing/',
};

/**
 * Each catalogue's chunk (`<id>.<hash>.js`, one per language and namespace), by the path the browser
 * fetches it from: the build's own map of `./de/common.json` to chunk ids, read from every app.
 */
function catalogueChunks(): Map<string, string> {
  const chunks = new Map<string, string>();
  for (const [app, path] of Object.entries(APP_PATHS)) {
    const dir = join(WORKSPACE_ROOT, 'dist/apps', app);
    const files = readdirSync(dir).filter((file) => file.endsWith('.js'));
    const catalogueOf = new Map<string, string>();
    for (const file of files)
      for (const [, catalogue, id] of readFileSync(join(dir, file), 'utf8').matchAll(
        // `"./de/common.json":[moduleId,[chunkId]]`: the two ids are often, not always, the same number.
        /"\.\/(\w\w\/\w+)\.json":\[\d+,\[(\d+)\]/g,
      ))
        catalogueOf.set(id, catalogue);
    for (const file of files) {
      const catalogue = catalogueOf.get(file.split('.')[0]);
      if (catalogue) chunks.set(`${path}${file}`, catalogue);
    }
  }
  // Every catalogue is recognised: a build that no longer names them would let any language through unseen.
  const namespaces = readdirSync(join(WORKSPACE_ROOT, 'libs/web/i18n/src/locales/en')).length;
  expect(new Set(chunks.values()).size).toBe(LANGUAGES.length * namespaces);
  return chunks;
}

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
  /** The link to `path` in a mail, on the server's own origin (the mail names its public URL). */
  const linkIn = (mailText: string, path: string) => {
    const link = new RegExp(`https?://[^\\s/]+${path}\\?\\S+`).exec(mailText)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link as string);
    return `${server.url}${url.pathname}${url.search}`;
  };

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

  it.each(LANGUAGES)(
    'mails the verification and password-reset links in the profile language: %s',
    async (language) => {
      // Signed up from a browser in this language: the profile takes it.
      const own = await browser.newContext({ locale: language, extraHTTPHeaders: { 'accept-language': language } });
      const { email } = newTestAccount();
      await signUpAndSubscribe(own.request, server.url, email);
      const verification = await outboxMail(server.dataDir, email, MAILS[language].verifyEmail);
      expect(verification.text).toContain(MAILS[language].greeting);
      const page = await own.newPage();
      await page.goto(linkIn(verification.text, '/verify-email'));
      await page.getByText(text(language, 'auth', 'verifyEmail.confirmed', { email })).waitFor();

      // Asked for from an English browser, the reset mail still speaks the profile's language.
      const english = await freshPage();
      await english.goto(`${server.url}/forgot-password`);
      await english.getByLabel('Email').fill(email);
      await english.getByRole('button', { name: 'Send Reset Link' }).click();
      await english.getByText(`If an account exists for ${email}`).waitFor();
      const reset = await outboxMail(server.dataDir, email, MAILS[language].passwordReset);
      expect(reset.text).toContain(MAILS[language].greeting);
      await english.goto(linkIn(reset.text, '/reset-password'));
      await english.getByLabel('New Password').waitFor();
      await own.close();
      await english.context().close();
    },
  );

  it('downloads only German texts for a German visitor, on the home page and signed in', async () => {
    const chunks = catalogueChunks();
    const context = await browser.newContext({ locale: 'de-DE', extraHTTPHeaders: { 'accept-language': 'de-DE' } });
    const page = await context.newPage();
    const fetched = new Set<string>();
    page.on('request', (request) => {
      const catalogue = chunks.get(new URL(request.url()).pathname);
      if (catalogue) fetched.add(catalogue);
    });
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    await htmlLang(page, 'de');
    await signUpAndSubscribe(context.request, server.url);
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('heading', { level: 1, name: text('de', 'dashboard', 'title') }).waitFor();
    await page.goto(`${server.url}/create-qr`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: new RegExp(`^${text('de', 'creator', 'types.website.label')}`) }).waitFor();
    expect([...fetched].filter((catalogue) => !catalogue.startsWith('de/'))).toEqual([]);
    expect([...fetched]).toEqual(expect.arrayContaining(['de/common', 'de/dashboard', 'de/creator']));
    await context.close();
  });
});
