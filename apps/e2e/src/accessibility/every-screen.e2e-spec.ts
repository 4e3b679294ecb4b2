import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LANGUAGE_COOKIE, LANGUAGES, type Language } from '@liveqr/shared/contracts';
import { completeOperator } from '../support/two-factor';
import { signUpAndSubscribe } from '../support/accounts';
import { axeFindings } from '../support/axe';
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
import { controlsSmallerThan, MIN_PRIMARY_TOUCH_PX, PRIMARY_ACTIONS, smallTargets } from '../support/tap-targets';
import { text } from '../support/texts';

/** The operator who reviews abuse reports (ADMIN_EMAILS): the signed-in user here, to reach that screen. */
const OPERATOR_EMAIL = 'ops@liveqr.test';

/**
 * The widths each language is checked at: English at a laptop's, a phone's and the narrowest
 * phone's; the other languages (longer words, other layouts of the same screens) at the widest
 * and the narrowest.
 */
const WIDTHS: Record<Language, number[]> = { en: [1280, 390, 320], es: [1280, 320], fr: [1280, 320], de: [1280, 320] };
/**
 * Up to here a screen is a phone's: every target on it must be large enough for a finger (WCAG
 * 2.5.8), and a primary action as large as a thumb (MIN_PRIMARY_TOUCH_PX).
 */
const PHONE_MAX_WIDTH = 390;
const HEIGHT = 900;
/** Screens open side by side in one browser: enough to overlap the waits, not to starve the server. */
const PARALLEL_PAGES = 3;
/**
 * The pages' Content-Security-Policy allows no inline script, so the checker could not be injected.
 * A touch screen at every width (a page keeps its context's, and is narrowed to a phone's in place):
 * what a phone's pages do for a finger, they do at each width.
 */
const CONTEXT = { viewport: { width: 1280, height: HEIGHT }, bypassCSP: true, hasTouch: true };
/** A whole pass over the screens in one language. */
const PASS_TIMEOUT_MS = 15 * 60_000;

/** One screen: where it is, and (optionally) what to do there before it is checked. */
interface Screen {
  name: string;
  path: (seeded: Seeded) => string;
  prepare?: (page: Page, language: Language) => Promise<void>;
  /** A page of the API's own (no `<h1>` to wait for, no loading state). */
  plain?: boolean;
}

/** What the account made before the screens are opened. */
interface Seeded {
  website: { id: string; slug: string };
  /** A code of every public page type, by type. */
  publicPages: Record<string, PublicPageCode>;
  scanPages: ScanPages;
  /** A live password-reset link (the form shows only for one). */
  resetLink: string;
}

/** The PDF viewer once its pages are drawn and zoomed in: wider than the screen, they scroll sideways. */
async function zoomInOnce(page: Page): Promise<void> {
  await page.locator('button[data-zoom="1"]').click();
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
      await page.locator('main form button[type="submit"]').click();
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
  { name: 'report a code', path: (seeded) => `/report/${seeded.website.id}` },
  { name: 'preview of a code before following it', path: (seeded) => `/s/${seeded.website.slug}+` },
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
  { name: 'code detail (edit)', path: (seeded) => `/qr-codes/${seeded.website.id}/edit` },
  { name: 'creator step 1 (type)', path: () => '/create-qr' },
  {
    name: 'creator step 2 (content and design)',
    path: () => '/create-qr',
    prepare: async (page, language) => {
      const website = text(language, 'creator', 'types.website.label');
      await page.getByRole('button', { name: new RegExp(`^${website}`) }).click();
      await page.getByLabel(text(language, 'creator', 'fields.website.url')).fill('example.com/menu');
      await page.getByRole('img', { name: text(language, 'creator', 'preview.alt') }).waitFor();
    },
  },
  { name: 'analytics overview', path: () => '/analytics' },
  { name: "one code's analytics", path: (seeded) => `/analytics/${seeded.website.id}` },
  { name: 'billing', path: () => '/billing' },
  { name: 'test-mode checkout', path: () => '/api/billing/test/checkout', plain: true },
  { name: 'test-mode subscription management', path: () => '/api/billing/test/portal', plain: true },
  { name: 'account: profile, developer keys and webhooks', path: () => '/account' },
  { name: 'import', path: () => '/dashboard/import' },
  { name: "the workspace's members and settings", path: () => '/members' },
  { name: "the workspace's activity", path: () => '/members/activity' },
  { name: "the workspace's custom domains (none yet) and the form to add one", path: () => '/domains' },
  {
    name: 'workspace switcher, open on its new-workspace form',
    path: () => '/dashboard',
    prepare: async (page, language) => {
      const label = text(language, 'common', 'workspaces.switcher.label');
      await page
        .getByRole('banner')
        .getByRole('button', { name: new RegExp(`^${label}`) })
        .click();
      await page.getByRole('button', { name: text(language, 'common', 'workspaces.create.open') }).click();
      await page.getByLabel(text(language, 'common', 'workspaces.create.name')).waitFor();
    },
  },
  {
    name: 'abuse reports (operator)',
    path: () => '/operator/reports',
    prepare: (page) => page.getByRole('article', { name: 'Menu poster' }).waitFor(),
  },
];

/**
 * What is wrong with the page at the current width: axe's findings of any impact, a page wider
 * than the screen (with the elements that stick out, to find the culprit), and on a phone the
 * targets too small to tap and the primary actions smaller than a thumb.
 */
async function problemsAt(page: Page, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: HEIGHT });
  await page.waitForFunction((expected) => window.innerWidth === expected, width);
  const findings = await axeFindings(page, { everyImpact: true });
  const overflow = await page.evaluate(() => {
    const screenWidth = document.documentElement.clientWidth;
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth <= screenWidth) return null;
    // Its box, or the text spilling out of it, ends past the screen's edge.
    const sticksOut = (element: Element) => {
      const box = element.getBoundingClientRect();
      return Math.max(box.right, box.left + element.scrollWidth) > screenWidth + 1;
    };
    // The innermost ones: what pushes the page wider, rather than everything around it.
    const sticking = [...document.body.querySelectorAll('*')]
      .filter((element) => sticksOut(element) && ![...element.children].some(sticksOut))
      .slice(0, 3)
      .map(
        (element) =>
          `${[element.tagName.toLowerCase(), ...element.classList].join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}"`,
      );
    return `page ${pageWidth} px wide: ${sticking.join(', ')}`;
  });
  const phone = width <= PHONE_MAX_WIDTH;
  const small = phone ? await smallTargets(page, 'body') : [];
  const smallPrimary = phone ? await controlsSmallerThan(page, PRIMARY_ACTIONS, MIN_PRIMARY_TOUCH_PX) : [];
  return [
    ...findings.map((finding) => `${width} px: ${finding.rule} (${finding.impact}) ${finding.targets.join(' | ')}`),
    ...(overflow ? [`${width} px: ${overflow}`] : []),
    ...small.map((target) => `${width} px: small target ${target}`),
    ...smallPrimary.map((control) => `${width} px: small primary action ${control}`),
  ];
}

describe('every screen, signed in and out, in every language: axe finds nothing, nothing overflows, a phone has room for a finger', () => {
  let server: RunningServer;
  let browser: Browser;
  let account: BrowserContext;
  let seeded: Seeded;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ env: { ADMIN_EMAILS: OPERATOR_EMAIL } }), launchBrowser()]);
    account = await browser.newContext(CONTEXT);
    const { request } = account;
    await signUpAndSubscribe(request, server.url, OPERATOR_EMAIL);
    await completeOperator(request, server.url, server.dataDir, OPERATOR_EMAIL);
    const website = await createCode(request, server.url, {
      type: 'website',
      content: { url: 'example.com/menu' },
      name: 'Menu poster',
    });
    // A report, so that the operator's review list shows a reported code.
    const reported = await request.post(`${server.url}/api/public/qr-codes/${website.id}/reports`, {
      data: { reason: 'phishing', details: 'It asks for my card number.' },
    });
    expect(reported.status()).toBe(204);
    const forgot = await request.post(`${server.url}/api/auth/password/forgot`, { data: { email: OPERATOR_EMAIL } });
    expect(forgot.ok()).toBe(true);
    const mail = await outboxMail(server.dataDir, OPERATOR_EMAIL, 'Reset your LiveQR password');
    const resetLink = new URL(
      /http:\/\/\S+\/reset-password\?\S+/.exec(mail.text)?.[0] ?? '/missing-reset-link',
      server.url,
    );
    seeded = {
      website,
      publicPages: await createPublicPageCodes(request, server.url),
      scanPages: await createScanPageCodes(request, server.url),
      resetLink: `${resetLink.pathname}${resetLink.search}`,
    };
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  /**
   * Opens the screen, waits until its data has arrived (no loading line or skeleton left) in the
   * language asked for, and checks it at each width, narrowing the page where it is. The screen
   * must stay where it was opened: a redirect (to sign-in, say) would check another one.
   */
  async function problemsOn(screen: Screen, on: Page, language: Language): Promise<string[]> {
    const path = screen.path(seeded);
    const [first, ...narrower] = WIDTHS[language];
    await on.setViewportSize({ width: first, height: HEIGHT });
    await on.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    if (!screen.plain) {
      await on.waitForFunction((lang) => document.documentElement.lang === lang, language);
      await on.getByRole('heading', { level: 1 }).first().waitFor();
      await on.waitForFunction(() => !document.querySelector('.loading-state, .skeleton-screen'));
    }
    const opened = new URL(on.url());
    const asked = new URL(path, server.url);
    if (opened.pathname !== asked.pathname) return [`opened ${opened.pathname} instead`];
    await screen.prepare?.(on, language);
    const problems = await problemsAt(on, first);
    for (const width of narrower) problems.push(...(await problemsAt(on, width)));
    return problems;
  }

  /** Checks the screens on PARALLEL_PAGES pages of the context at once: the problems, by screen. */
  async function sweep(
    context: BrowserContext,
    screens: Screen[],
    language: Language,
  ): Promise<Record<string, string[]>> {
    const found: Record<string, string[]> = {};
    const queue = [...screens];
    const worker = async () => {
      const page = await context.newPage();
      try {
        for (let screen = queue.shift(); screen; screen = queue.shift()) {
          const problems = await problemsOn(screen, page, language).catch((error: Error) => [
            `could not be checked: ${error.message.split('\n')[0]}`,
          ]);
          if (problems.length > 0) found[screen.name] = problems;
        }
      } finally {
        await page.close();
      }
    };
    await Promise.all(Array.from({ length: PARALLEL_PAGES }, worker));
    return found;
  }

  /** Every later visit in the context reads pages in this language (the cookie the site's own pages read too). */
  const speak = (context: BrowserContext, language: Language) =>
    context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: server.url }]);

  it('finds an issue of any impact, a page wider than the screen, a target too small to tap, and a primary action smaller than a thumb', async () => {
    const visitor = await browser.newPage(CONTEXT);
    try {
      await visitor.goto(`${server.url}/faq`, { waitUntil: 'networkidle' });
      // An icon button without a name (what a screen reader announces as just "button"), a
      // second `main` landmark (a "moderate" finding), a line wider than a phone, two buttons
      // too small and too close to each other to tell apart with a finger, and a primary button
      // large enough for WCAG but not for a thumb.
      await visitor.evaluate(() => {
        const main = document.querySelector('main');
        main?.append(document.createElement('button'));
        const tiny = (name: string) =>
          Object.assign(document.createElement('button'), { ariaLabel: name, style: 'width:12px;height:12px' });
        main?.append(tiny('Tiny'), tiny('Tiny too'));
        main?.append(
          Object.assign(document.createElement('button'), {
            className: 'button button--primary',
            textContent: 'Go',
            style: 'min-height:0;height:30px',
          }),
        );
        const wide = document.createElement('div');
        wide.style.width = '800px';
        wide.textContent = 'wide';
        main?.after(Object.assign(document.createElement('main'), { textContent: 'again' }), wide);
      });
      const problems = await problemsAt(visitor, 390);
      expect(problems).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^390 px: button-name \(critical\)/),
          expect.stringMatching(/^390 px: landmark-no-duplicate-main \(moderate\)/),
          expect.stringMatching(/^390 px: page \d+ px wide/),
          expect.stringMatching(/^390 px: small target button "Tiny" \(\d+×12\)$/),
          expect.stringMatching(/^390 px: small target button "Tiny too" \(\d+×12\)$/),
          expect.stringMatching(/^390 px: small primary action <button class="button button--primary".* [\d.]+x30$/),
        ]),
      );
    } finally {
      await visitor.close();
    }
  });

  it.each(LANGUAGES)(
    'signed out, in %s',
    async (language) => {
      const visitor = await browser.newContext({ ...CONTEXT, locale: language });
      try {
        await speak(visitor, language);
        expect(await sweep(visitor, PUBLIC_SCREENS, language)).toEqual({});
      } finally {
        await visitor.close();
      }
    },
    PASS_TIMEOUT_MS,
  );

  it.each(LANGUAGES)(
    'signed in, in %s',
    async (language) => {
      // A signed-in user's interface speaks their profile's language.
      const profile = await account.request.get(`${server.url}/api/profile`);
      expect(profile.status()).toBe(200);
      const { firstName, lastName, accountType } = (await profile.json()) as Record<string, string>;
      const saved = await account.request.put(`${server.url}/api/profile`, {
        data: { firstName, lastName, accountType, language },
      });
      expect(saved.status()).toBe(200);
      await speak(account, language);
      expect(await sweep(account, SIGNED_IN_SCREENS, language)).toEqual({});
    },
    PASS_TIMEOUT_MS,
  );
});
