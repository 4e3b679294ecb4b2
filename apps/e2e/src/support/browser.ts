import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

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
