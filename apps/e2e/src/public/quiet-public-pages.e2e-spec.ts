import type { Browser } from 'playwright-core';
import { signUpAndSubscribe } from '../support/accounts';
import { launchBrowser } from '../support/browser';
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

describe('public pages for a signed-out visitor', () => {
  let server: RunningServer;
  let browser: Browser;
  /** The pages of one code: its report form and its landing pages. */
  const codePages: string[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    const owner = await browser.newContext();
    await signUpAndSubscribe(owner.request, server.url);
    const create = async (type: string, content: Record<string, unknown>) => {
      const response = await owner.request.post(`${server.url}/api/qr-codes`, { data: { type, content } });
      expect(response.status()).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    const links = await create('links', { links: [{ title: 'Shop', url: 'example.com/shop' }] });
    const vcard = await create('vcard', { firstName: 'Grace', lastName: 'Hopper', phone: '+1 555 0100' });
    codePages.push(`/report/${links}`, `/links/${links}`, `/vcard/${vcard}`);
    await owner.close();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  it('opens every public page without a console error or a failed request', async () => {
    const problems: string[] = [];
    for (const path of [...STATIC_PAGES, ...codePages]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${path}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${path}: ${error.message}`));
      page.on('response', (response) => {
        if (response.status() >= 400)
          problems.push(`${path}: ${response.status()} ${new URL(response.url()).pathname}`);
      });
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
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
