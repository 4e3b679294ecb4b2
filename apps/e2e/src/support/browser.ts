import { existsSync } from 'node:fs';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core';

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/**
 * Headless Chromium without any download: CHROME_PATH, else Debian's /usr/bin/chromium,
 * else the Chromium shipped inside the `@sparticuz/chromium` npm package.
 */
export async function launchBrowser(): Promise<Browser> {
  const system = [process.env['CHROME_PATH'], '/usr/bin/chromium'].find((path) => path && existsSync(path));
  if (system) return chromium.launch({ executablePath: system, headless: true, args: FLAGS });
  const { default: packaged } = (await import('@sparticuz/chromium')) as unknown as {
    default: { executablePath(): Promise<string> };
  };
  // Only our flags: the package's own set is tuned for serverless (`--single-process`), where
  // closing a page ends the whole browser.
  return chromium.launch({ executablePath: await packaged.executablePath(), headless: true, args: FLAGS });
}

/** Where the "in the hand" suites look at a screen: two phones (touch) and a laptop. */
export const HAND_SCREENS: Array<[name: string, viewport: { width: number; height: number }, phone: boolean]> = [
  ['a 320 px phone', { width: 320, height: 640 }, true],
  ['a 390 px phone', { width: 390, height: 844 }, true],
  ['a 1280 px laptop', { width: 1280, height: 800 }, false],
];

/**
 * A page on one of HAND_SCREENS, touch on phones, with the page's uncaught errors collected for the
 * test to check. bypassCSP lets the accessibility checker in.
 */
export async function pageOnScreen(
  browser: Browser,
  viewport: { width: number; height: number },
  phone: boolean,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page; pageErrors: string[] }> {
  const context = await browser.newContext({ viewport, isMobile: phone, hasTouch: phone, bypassCSP: true, ...options });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, pageErrors };
}

/** The texts a control's `aria-describedby` points at, as a screen reader reads them with it. */
export function describedText(control: Locator): Promise<string> {
  return control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );
}
