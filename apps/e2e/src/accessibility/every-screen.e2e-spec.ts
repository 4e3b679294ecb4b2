import type { Browser, BrowserContext, Page } from 'playwright-core';
import { completeOperator } from '../support/two-factor';
import { signUpAndSubscribe } from '../support/accounts';
import { axeFindings, type Finding } from '../support/axe';
import { launchBrowser } from '../support/browser';
import {
  createCode,
  createPublicPageCodes,
  createScanPageCodes,
  publicPageTypes,
  type PublicPageCode,
  type ScanPages,
} from '../support/codes';
import { outboxMail } from '../support/mail';
import { removeDataDir, startServer, type RunningServer } from '../support/server';

/** The operator who reviews abuse reports (ADMIN_EMAILS): the signed-in user here, to reach that screen. */
const OPERATOR_EMAIL = 'ops@liveqr.test';

/** Every screen is checked at a laptop's width, then at a phone's. */
const WIDTHS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } } as const;
/** The pages' Content-Security-Policy allows no inline script, so the checker could not be injected. */
const DESKTOP = { viewport: WIDTHS.desktop, bypassCSP: true };

/** One screen: where it is, and (optionally) what to do there before it is checked. */
interface Screen {
  name: string;
  path: (seeded: Seeded) => string;
  prepare?: (page: Page) => Promise<void>;
}

/** What the account made before the screens are opened. */
interface Seeded {
  website: string;
  /** A code of every public page type, by type. */
  publicPages: Record<string, PublicPageCode>;
  scanPages: ScanPages;
  /** A live password-reset link (the form shows only for one). */
  resetLink: string;
}

/** The PDF viewer once its pages are drawn and zoomed in: wider than the screen, they scroll sideways. */
async function zoomInOnce(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.waitForFunction(() => document.getElementById('pdf-pages')?.dataset['zoom'] === '1.25');
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
  { name: 'privacy', path: () => '/privacy' },
  { name: 'terms', path: () => '/terms' },
  { name: 'check a code', path: () => '/check-a-code' },
  { name: 'sign-in', path: () => '/login' },
  { name: 'sign-up', path: () => '/signup' },
  { name: 'forgot password', path: () => '/forgot-password' },
  { name: 'reset password', path: (seeded) => seeded.resetLink },
  { name: 'verify e-mail, without a valid link', path: () => '/verify-email' },
  { name: 'sign-in error', path: () => '/auth/error' },
  { name: 'report a code', path: (seeded) => `/report/${seeded.website}` },
  { name: 'scan of an unknown code (404)', path: (seeded) => seeded.scanPages.notFound },
  { name: 'scan of an inactive code (410)', path: (seeded) => seeded.scanPages.inactive },
  { name: 'scan of an expired code', path: (seeded) => seeded.scanPages.expired },
  { name: 'scan of a password-protected code', path: (seeded) => seeded.scanPages.password },
  ...publicPageTypes().map((type) => ({
    name: `${type} page`,
    path: (seeded: Seeded) => seeded.publicPages[type].path,
    prepare: type === 'pdf' ? zoomInOnce : undefined,
  })),
];

const SIGNED_IN_SCREENS: Screen[] = [
  { name: 'My QR Codes as a grid', path: () => '/dashboard' },
  { name: 'My QR Codes as a list', path: () => '/dashboard?view=list' },
  { name: 'code detail (edit)', path: (seeded) => `/qr-codes/${seeded.website}/edit` },
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
  { name: "one code's analytics", path: (seeded) => `/analytics/${seeded.website}` },
  { name: 'billing', path: () => '/billing' },
  { name: 'account: profile, developer keys and webhooks', path: () => '/account' },
  { name: 'import', path: () => '/dashboard/import' },
  {
    name: 'abuse reports (operator)',
    path: () => '/operator/reports',
    prepare: (page) => page.getByRole('article', { name: 'Menu poster' }).waitFor(),
  },
];

describe('every screen passes axe with no serious or critical issue, on a laptop and a phone', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let seeded: Seeded;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ env: { ADMIN_EMAILS: OPERATOR_EMAIL } }), launchBrowser()]);
    context = await browser.newContext(DESKTOP);
    page = await context.newPage();
    await signUpAndSubscribe(page.request, server.url, OPERATOR_EMAIL);
    await completeOperator(page.request, server.url, server.dataDir, OPERATOR_EMAIL);
    const { id: website } = await createCode(page.request, server.url, {
      type: 'website',
      content: { url: 'example.com/menu' },
      name: 'Menu poster',
    });
    // A report, so that the operator's review list shows a reported code.
    const reported = await page.request.post(`${server.url}/api/public/qr-codes/${website}/reports`, {
      data: { reason: 'phishing', details: 'It asks for my card number.' },
    });
    expect(reported.status()).toBe(204);
    const forgot = await page.request.post(`${server.url}/api/auth/password/forgot`, {
      data: { email: OPERATOR_EMAIL },
    });
    expect(forgot.ok()).toBe(true);
    const mail = await outboxMail(server.dataDir, OPERATOR_EMAIL, 'Reset your LiveQR password');
    const resetLink = new URL(
      /http:\/\/\S+\/reset-password\?\S+/.exec(mail.text)?.[0] ?? '/missing-reset-link',
      server.url,
    );
    seeded = {
      website,
      publicPages: await createPublicPageCodes(page.request, server.url),
      scanPages: await createScanPageCodes(page.request, server.url),
      resetLink: `${resetLink.pathname}${resetLink.search}`,
    };
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  /**
   * Opens the screen at a laptop's width, waits until its data has arrived (no loading line or skeleton left)
   * and runs axe on it; then again at a phone's width, the page narrowed where it is (opening it
   * twice would double the suite's time for the same screen). The screen must stay where it was
   * opened: a redirect (to sign-in, say) would check another one.
   */
  async function findingsOn(screen: Screen, on: Page): Promise<Record<keyof typeof WIDTHS, Finding[]>> {
    const path = screen.path(seeded);
    await on.setViewportSize(WIDTHS.desktop);
    await on.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    await on.getByRole('heading', { level: 1 }).first().waitFor();
    await on.waitForFunction(() => !document.querySelector('.loading-state, .skeleton-screen'));
    expect(new URL(on.url()).pathname).toBe(new URL(path, server.url).pathname);
    await screen.prepare?.(on);
    const desktop = await axeFindings(on);
    await on.setViewportSize(WIDTHS.phone);
    await on.waitForFunction((width) => window.innerWidth === width, WIDTHS.phone.width);
    return { desktop, phone: await axeFindings(on) };
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
        expect(await findingsOn(screen, visitorPage)).toEqual({ desktop: [], phone: [] });
      } finally {
        await visitorPage.close();
      }
    });
  });

  describe('signed in', () => {
    it.each(SIGNED_IN_SCREENS.map((screen) => [screen.name, screen] as const))('%s', async (_name, screen) => {
      expect(await findingsOn(screen, page)).toEqual({ desktop: [], phone: [] });
    });
  });
});
