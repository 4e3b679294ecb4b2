import type { Browser } from 'playwright-core';
import { signUpAndSubscribe } from '../support/accounts';
import { launchBrowser } from '../support/browser';
import { createPublicPageCodes, createScanPageCodes } from '../support/codes';
import { removeDataDir, startServer, type RunningServer } from '../support/server';

/** Every page a visitor can open without signing in (the shell's public and auth routes). */
const STATIC_PAGES = [
  '/',
  '/faq',
  '/contact',
  '/pricing',
  '/privacy',
  '/terms',
  '/check-a-code',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/auth/error',
];

/** A page and the status its document is meant to answer with (a scan's warning pages are not 200). */
interface VisitedPage {
  path: string;
  status: number;
}

describe('public pages for a signed-out visitor', () => {
  let server: RunningServer;
  let browser: Browser;
  /** The pages of codes: one of every public page type, the report form, and the scan's own pages. */
  const codePages: VisitedPage[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    const owner = await browser.newContext();
    await signUpAndSubscribe(owner.request, server.url);
    const publicPages = await createPublicPageCodes(owner.request, server.url);
    const scanPages = await createScanPageCodes(owner.request, server.url);
    codePages.push(
      ...Object.values(publicPages).map(({ path }) => ({ path, status: 200 })),
      { path: `/report/${publicPages['links'].id}`, status: 200 },
      { path: scanPages.notFound, status: 404 },
      { path: scanPages.inactive, status: 410 },
      { path: scanPages.expired, status: 410 },
      { path: scanPages.password, status: 200 },
    );
    await owner.close();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  it('opens every public page without a console error, a failed request or a session lookup', async () => {
    const problems: string[] = [];
    for (const { path, status } of [...STATIC_PAGES.map((path) => ({ path, status: 200 })), ...codePages]) {
      // At the address visitors use: a gallery's uploads are served from it, and its policy names it.
      const url = `${server.publicUrl}${path}`;
      const context = await browser.newContext();
      const page = await context.newPage();
      const isThePage = (resource: string, failedWith: number) => resource === url && failedWith === status;
      page.on('console', (message) => {
        // The browser logs a warning page's own status (404, 410) as a failed load: that one is meant.
        const failedLoad = /^Failed to load resource: the server responded with a status of (\d+)/.exec(message.text());
        if (failedLoad && isThePage(message.location().url, Number(failedLoad[1]))) return;
        if (message.type() === 'error') problems.push(`${path}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${path}: ${error.message}`));
      page.on('request', (request) => {
        // Nobody is signed in: the page has no session to ask about.
        if (new URL(request.url()).pathname.startsWith('/api/auth/session'))
          problems.push(`${path}: asked the session`);
      });
      page.on('response', (response) => {
        if (response.status() >= 400 && !isThePage(response.url(), response.status()))
          problems.push(`${path}: ${response.status()} ${new URL(response.url()).pathname}`);
      });
      const document = await page.goto(url, { waitUntil: 'networkidle' });
      if (document?.status() !== status) problems.push(`${path}: answered ${document?.status()}, not ${status}`);
      await context.close();
    }
    expect(problems).toEqual([]);
  });

  it('asks nothing of the session when the sign-in callback finds none, and sends the visitor to log in', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) asked.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.url}/auth/callback`);
    await page.waitForURL(`${server.url}/login?error=no_session`);
    expect(asked.filter((path) => path.startsWith('/api/auth/session') || path === '/api/auth/refresh')).toEqual([]);
    await context.close();
  });
});
