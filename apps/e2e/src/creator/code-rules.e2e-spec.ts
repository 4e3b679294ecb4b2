import { type Language, LANGUAGE_COOKIE, LANGUAGES } from '@liveqr/shared/contracts';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { signUpAndSubscribe } from '../support/accounts';
import { launchBrowser } from '../support/browser';
import { createCode, createScanPageCodes, SCAN_PAGE_PASSWORD, type ScanPages } from '../support/codes';
import { removeDataDir, startServer, type RunningServer } from '../support/server';
import { text } from '../support/texts';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36';

/** What a visitor's language is chosen by: the site's picker (its cookie), else the browser's. */
const LANGUAGE_SOURCES = ['cookie', 'Accept-Language'] as const;

interface SavedCode {
  id: string;
  slug: string;
  content: { url: string };
  expiry: { scanLimit?: number } | null;
  routing: Array<{ when: Record<string, unknown>; url: string }>;
  hasPassword: boolean;
  expired: boolean;
}

describe('code rules in a browser, on a 390 px phone', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  async function phone(options: BrowserContextOptions = {}): Promise<Page> {
    const context = await browser.newContext({ ...PHONE, ...options });
    contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    return page;
  }

  async function expectFitsThePhone(page: Page): Promise<void> {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }

  async function savedCodes(page: Page): Promise<SavedCode[]> {
    const list = (await (await page.request.get(`${server.url}/api/qr-codes`)).json()) as {
      items: Array<{ id: string }>;
    };
    return Promise.all(
      list.items.map(
        async ({ id }) => (await (await page.request.get(`${server.url}/api/qr-codes/${id}`)).json()) as SavedCode,
      ),
    );
  }

  it('creates a code with a UTM-tagged URL, a scan limit, a password and an Android rule, then edits and extends it', async () => {
    const owner = await phone();
    await signUpAndSubscribe(owner.request, server.url);
    await owner.goto(`${server.url}/create-qr`);
    await owner.getByRole('button', { name: /^Website/ }).click();
    await owner.getByLabel('QR Code Name').fill('Launch');
    await owner.getByLabel('Website URL').fill('example.com/launch');

    // The UTM builder writes the parameters into the URL and shows the final one.
    await owner.getByText('Campaign tracking (UTM)').click();
    await owner.getByLabel('Source').fill('poster');
    await owner.getByLabel('Medium', { exact: true }).fill('qr');
    await owner.getByText('https://example.com/launch?utm_source=poster&utm_medium=qr').waitFor();

    // Expiry and password, ticked from the keyboard.
    await owner.getByRole('checkbox', { name: 'Expires' }).focus();
    await owner.keyboard.press('Space');
    await owner.getByLabel('Scan limit').fill('3');
    await owner.getByRole('checkbox', { name: 'Protect with a password' }).check();
    await owner.getByLabel('Password', { exact: true }).fill('open sesame');

    await owner.getByRole('button', { name: 'Add rule' }).click();
    await owner.getByRole('checkbox', { name: 'Android' }).check();
    await owner.getByLabel('Send to URL').fill('example.com/android');
    await expectFitsThePhone(owner);
    // The narrowest phone we support, too.
    await owner.setViewportSize({ width: 320, height: 740 });
    expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await owner.setViewportSize(PHONE.viewport);

    // A refusal is explained before anything is sent, at the rule it is about: a rule needs a condition.
    await owner.getByRole('button', { name: 'Add rule' }).click();
    await owner.getByRole('button', { name: 'Generate QR Code' }).click();
    const second = owner.getByRole('listitem').filter({ has: owner.getByRole('heading', { name: 'Rule 2' }) });
    await second.getByText('Each routing rule needs at least one condition and a URL.').waitFor();
    expect(await second.getByRole('checkbox', { name: 'iOS' }).getAttribute('aria-invalid')).toBe('true');
    expect(await owner.locator('.creator-actions [role="alert"]').count()).toBe(0);
    await second.getByRole('button', { name: 'Remove' }).click();
    expect(await owner.locator('[aria-invalid="true"]').count()).toBe(0);

    await owner.getByRole('button', { name: 'Generate QR Code' }).click();
    await owner.waitForURL(`${server.url}/dashboard`);
    const [code] = await savedCodes(owner);
    expect(code).toMatchObject({
      content: { url: 'https://example.com/launch?utm_source=poster&utm_medium=qr' },
      expiry: { scanLimit: 3 },
      routing: [{ when: { os: ['android'] }, url: 'https://example.com/android' }],
      hasPassword: true,
    });

    // The edit screen shows the saved rules; the password stays unless a new one is typed.
    await owner.goto(`${server.url}/qr-codes/${code.id}/edit`);
    await owner.getByLabel('Send to URL').waitFor();
    expect(await owner.getByLabel('Send to URL').inputValue()).toBe('https://example.com/android');
    expect(await owner.getByLabel('Password', { exact: true }).getAttribute('placeholder')).toBe(
      'Leave empty to keep the current password',
    );
    await owner.getByLabel('Scan limit').fill('1');
    await owner.getByRole('button', { name: 'Save Changes' }).click();
    await owner.waitForURL(`${server.url}/dashboard`);
    expect((await savedCodes(owner))[0]).toMatchObject({ expiry: { scanLimit: 1 }, hasPassword: true });

    // A visitor on Android: the password page, a wrong guess, then the rule's destination.
    const visitor = await phone({ userAgent: ANDROID });
    await visitor.goto(`${server.url}/s/${code.slug}`);
    await visitor.getByRole('heading', { name: 'Protected content' }).waitFor();
    await expectFitsThePhone(visitor);
    await visitor.getByLabel('Password').fill('open sesame?');
    await visitor.getByRole('button', { name: 'Continue' }).click();
    await visitor.getByRole('alert').filter({ hasText: 'That password is not right.' }).waitFor();
    await visitor.getByLabel('Password').fill('open sesame');
    // There is no network here: that the browser asks for the rule's destination is the proof.
    const landing = visitor.waitForRequest('https://example.com/android');
    await visitor.keyboard.press('Enter');
    await landing;

    // That was the one scan allowed: the next visitor sees the expired page, the owner the badge.
    const late = await phone({ userAgent: ANDROID });
    await late.goto(`${server.url}/s/${code.slug}`);
    await late.getByLabel('Password').fill('open sesame');
    await late.getByRole('button', { name: 'Continue' }).click();
    await late.getByRole('heading', { name: 'This QR code has expired' }).waitFor();

    await owner.reload();
    const card = owner.getByRole('listitem').filter({ has: owner.getByRole('heading', { name: 'Launch' }) });
    await card.getByText('Expired', { exact: true }).waitFor();
    await card.getByText('The one allowed scan is used.').waitFor();
    await expectFitsThePhone(owner);
    await card.getByRole('link', { name: 'Extend Launch' }).click();
    await owner.getByLabel('Scan limit').fill('10');
    await owner.getByRole('button', { name: 'Save Changes' }).click();
    await owner.waitForURL(`${server.url}/dashboard`);
    await owner.getByRole('heading', { name: 'Launch' }).waitFor();
    expect(await card.getByText('Expired', { exact: true }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  describe('in every language', () => {
    let owner: Page;
    let scanPages: ScanPages;
    beforeAll(async () => {
      owner = await phone();
      await signUpAndSubscribe(owner.request, server.url);
      scanPages = await createScanPageCodes(owner.request, server.url);
    });

    /** A scanner's phone whose pages should be in `language`: picked on the site (cookie) or the browser's. */
    async function scannerIn(language: Language, by: (typeof LANGUAGE_SOURCES)[number]): Promise<Page> {
      if (by === 'Accept-Language') return phone({ locale: language });
      // The cookie wins over a browser that asks for another language.
      const page = await phone({ locale: language === 'en' ? 'de' : 'en' });
      await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: language, url: server.url }]);
      return page;
    }

    it.each(LANGUAGES.flatMap((language) => LANGUAGE_SOURCES.map((by) => [language, by] as const)))(
      'shows the unknown, inactive, expired and password pages in %s, chosen by %s',
      async (language, by) => {
        const scanner = await scannerIn(language, by);
        const say = (key: string) => text(language, 'public', key);
        const expectPage = async (path: string, status: number, title: string) => {
          const answer = await scanner.goto(`${server.url}${path}`);
          expect(answer?.status()).toBe(status);
          await scanner.getByRole('heading', { level: 1, name: title }).waitFor();
          expect(await scanner.evaluate(() => document.documentElement.lang)).toBe(language);
          await expectFitsThePhone(scanner);
        };
        await expectPage(scanPages.notFound, 404, say('safeScans.notFound.title'));
        await expectPage(scanPages.inactive, 410, say('safeScans.inactive.title'));
        await expectPage(scanPages.expired, 410, say('codeRules.expired.title'));
        // A code of its own: a visitor's wrong guesses at one code are limited.
        const { slug } = await createCode(owner.request, server.url, {
          type: 'website',
          content: { url: 'example.com/members' },
          password: SCAN_PAGE_PASSWORD,
        });
        await expectPage(`/s/${slug}`, 200, say('codeRules.password.title'));

        await scanner.getByLabel(say('codeRules.password.label')).fill(`not ${SCAN_PAGE_PASSWORD}`);
        const [answer] = await Promise.all([
          scanner.waitForResponse((response) => response.request().method() === 'POST'),
          scanner.getByRole('button', { name: say('codeRules.password.submit') }).click(),
        ]);
        expect(answer.status()).toBe(401);
        await scanner
          .getByRole('alert')
          .filter({ hasText: say('codeRules.password.wrong') })
          .waitFor();
        expect(await scanner.evaluate(() => document.documentElement.lang)).toBe(language);
        await scanner.context().close();
      },
    );

    it.each(LANGUAGES)('explains in %s why the server refused to create a code', async (language) => {
      // Signed up from a browser in this language, which the profile then keeps.
      const maker = await phone({ locale: language, extraHTTPHeaders: { 'accept-language': language } });
      await signUpAndSubscribe(maker.request, server.url);
      await maker.goto(`${server.url}/create-qr`);
      await maker
        .getByRole('button', { name: new RegExp(`^${text(language, 'creator', 'types.website.label')}`) })
        .click();
      // Google's Safe Browsing test host, on the blocklist LiveQR ships: only the server knows it.
      await maker
        .getByLabel(text(language, 'creator', 'fields.website.url'))
        .fill('testsafebrowsing.appspot.com/s/phishing.html');
      const [refused] = await Promise.all([
        maker.waitForResponse(
          (response) => response.url().endsWith('/api/qr-codes') && response.request().method() === 'POST',
        ),
        maker.getByRole('button', { name: text(language, 'creator', 'form.generate') }).click(),
      ]);
      expect(refused.status()).toBe(400);
      // At the field it concerns, which says it is invalid.
      const url = maker.getByLabel(text(language, 'creator', 'fields.website.url'));
      await maker
        .locator('.field-error')
        .filter({ hasText: text(language, 'creator', 'messages.destination.blocklisted') })
        .waitFor();
      expect(await url.getAttribute('aria-invalid')).toBe('true');
      expect(pageErrors).toEqual([]);
      await maker.context().close();
    });
  });
});
