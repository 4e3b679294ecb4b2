import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signUpAndSubscribe } from '../support/accounts';
import { axeFindings, type Finding } from '../support/axe';
import { launchBrowser } from '../support/browser';
import { removeDataDir, startServer, type RunningServer } from '../support/server';

/** The pages' Content-Security-Policy allows no inline script, so the checker could not be injected. */
const DESKTOP = { viewport: { width: 1280, height: 900 }, bypassCSP: true };

/** One screen: where it is, and (optionally) what to do there before it is checked. */
interface Screen {
  name: string;
  path: (ids: CodeIds) => string;
  prepare?: (page: Page) => Promise<void>;
}

interface CodeIds {
  website: string;
  links: string;
  vcard: string;
  business: string;
  coupon: string;
  social: string;
}

const PUBLIC_SCREENS: Screen[] = [
  { name: 'home', path: () => '/' },
  { name: 'pricing', path: () => '/pricing' },
  { name: 'FAQ', path: () => '/faq' },
  { name: 'contact', path: () => '/contact' },
  {
    name: 'contact, with the errors of an empty form',
    path: () => '/contact',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
    },
  },
  { name: 'check a code', path: () => '/check-a-code' },
  { name: 'sign-in', path: () => '/login' },
  { name: 'sign-up', path: () => '/signup' },
  { name: 'forgot password', path: () => '/forgot-password' },
  { name: 'list of links page', path: (ids) => `/links/${ids.links}` },
  { name: 'contact card page', path: (ids) => `/vcard/${ids.vcard}` },
  { name: 'business page', path: (ids) => `/business/${ids.business}` },
  { name: 'coupon page', path: (ids) => `/coupon/${ids.coupon}` },
  { name: 'social media page', path: (ids) => `/social/${ids.social}` },
];

const SIGNED_IN_SCREENS: Screen[] = [
  { name: 'My QR Codes as a grid', path: () => '/dashboard' },
  { name: 'My QR Codes as a list', path: () => '/dashboard?view=list' },
  { name: 'code detail (edit)', path: (ids) => `/qr-codes/${ids.website}/edit` },
  { name: 'creator step 1 (type)', path: () => '/create-qr' },
  {
    name: 'creator step 2 (content and design)',
    path: () => '/create-qr',
    prepare: async (page) => {
      await page.getByRole('button', { name: /^Website/ }).click();
      await page.getByLabel('Website URL').fill('example.com/menu');
      await page.getByRole('img', { name: 'QR code preview' }).waitFor();
    },
  },
  { name: 'analytics overview', path: () => '/analytics' },
  { name: "one code's analytics", path: (ids) => `/analytics/${ids.website}` },
  { name: 'billing', path: () => '/billing' },
  { name: 'account: profile, developer keys and webhooks', path: () => '/account' },
  { name: 'import', path: () => '/dashboard/import' },
];

describe('every screen passes axe with no serious or critical issue', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let ids: CodeIds;

  async function create(type: keyof CodeIds, content: Record<string, unknown>, name: string): Promise<string> {
    const response = await page.request.post(`${server.url}/api/qr-codes`, { data: { type, content, name } });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    context = await browser.newContext(DESKTOP);
    page = await context.newPage();
    await signUpAndSubscribe(page.request, server.url);
    ids = {
      website: await create('website', { url: 'example.com/menu' }, 'Menu poster'),
      links: await create('links', { links: [{ title: 'Shop', url: 'example.com/shop' }] }, 'My links'),
      vcard: await create('vcard', { firstName: 'Ada', lastName: 'Lovelace', phone: '+44 20 7946 0000' }, 'Card'),
      business: await create('business', { businessName: 'Bistro', website: 'bistro.example.com' }, 'Bistro'),
      coupon: await create('coupon', { code: 'SPRING10', text: '10% off' }, 'Spring sale'),
      social: await create('social', { facebookUrl: 'facebook.com/liveqr' }, 'Follow us'),
    };
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  /**
   * Opens the screen, waits until its data has arrived (no loading line or skeleton left) and runs axe on it.
   * The screen must stay where it was opened: a redirect (to sign-in, say) would check another one.
   */
  async function findingsOn(screen: Screen, on: Page): Promise<Finding[]> {
    const path = screen.path(ids);
    await on.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    await on.getByRole('heading', { level: 1 }).first().waitFor();
    await on.waitForFunction(() => !document.querySelector('.loading-state, .skeleton-screen'));
    expect(new URL(on.url()).pathname).toBe(new URL(path, server.url).pathname);
    await screen.prepare?.(on);
    return axeFindings(on);
  }

  it('finds a serious issue when a screen has one', async () => {
    const visitorPage = await browser.newPage(DESKTOP);
    try {
      await visitorPage.goto(`${server.url}/faq`, { waitUntil: 'networkidle' });
      // An icon button without a name: what a screen reader announces as just "button".
      await visitorPage.evaluate(() => document.querySelector('main')?.append(document.createElement('button')));
      expect((await axeFindings(visitorPage)).map((finding) => finding.rule)).toContain('button-name');
    } finally {
      await visitorPage.close();
    }
  });

  describe('signed out', () => {
    let visitor: BrowserContext;
    beforeAll(async () => {
      visitor = await browser.newContext(DESKTOP);
    });
    afterAll(() => visitor?.close());

    it.each(PUBLIC_SCREENS.map((screen) => [screen.name, screen] as const))('%s', async (_name, screen) => {
      const visitorPage = await visitor.newPage();
      try {
        expect(await findingsOn(screen, visitorPage)).toEqual([]);
      } finally {
        await visitorPage.close();
      }
    });
  });

  describe('signed in', () => {
    it.each(SIGNED_IN_SCREENS.map((screen) => [screen.name, screen] as const))('%s', async (_name, screen) => {
      expect(await findingsOn(screen, page)).toEqual([]);
    });
  });
});
