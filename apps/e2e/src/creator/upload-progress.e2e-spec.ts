import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signUpAndSubscribe } from '../support/accounts';
import { axeFindings } from '../support/axe';
import { launchBrowser } from '../support/browser';
import { makeDataDir, removeDataDir, startServer, type RunningServer } from '../support/server';

const MB = 1024 * 1024;
/** An MP4's first bytes (an `ftyp` box), which is what the server checks, then zeros. */
const MP4_HEAD = Buffer.from('000000186674797069736f6d', 'hex');

describe('uploading a large video in the creator', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let filesDir: string;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    // bypassCSP: axe is injected as a script.
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signUpAndSubscribe(page.request, server.url);
    filesDir = makeDataDir();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
    if (filesDir) removeDataDir(filesDir);
  });

  const usedBytes = async () =>
    ((await (await page.request.get(`${server.url}/api/uploads/usage`)).json()) as { usedBytes: number }).usedBytes;

  /** How far the progress bar is: its value and its maximum. */
  const progress = () =>
    page
      .getByRole('progressbar', { name: 'Uploading clip.mp4...' })
      .evaluate((bar: HTMLProgressElement) => ({ value: bar.value, max: bar.max }));

  it('shows the upload moving, cancels it keeping nothing, then uploads the same file in full', async () => {
    const size = 40 * MB;
    const video = join(filesDir, 'clip.mp4');
    writeFileSync(video, Buffer.concat([MP4_HEAD, Buffer.alloc(size - MP4_HEAD.length)]));
    // A slow uplink, so that the upload takes long enough to watch and check (about 20 s for the whole file).
    const network = await context.newCDPSession(page);
    await network.send('Network.enable');
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 2 * MB,
    });

    await page.goto(`${server.url}/create-qr`);
    await page.getByRole('button', { name: /^Video/ }).click();
    await page.getByLabel('Upload Video').setInputFiles(video);

    // The bar moves: some of the file, then more of it, never all of it before the cancel.
    await page.getByText('Uploading clip.mp4...', { exact: true }).waitFor();
    await page.waitForFunction(() => {
      const bar = document.querySelector('progress');
      return bar !== null && bar.value > 0;
    });
    const first = await progress();
    expect(first.max).toBe(size);
    await page.waitForFunction((seen) => (document.querySelector('progress')?.value ?? 0) > seen, first.value);
    const later = await progress();
    expect(later.value).toBeLessThan(size);
    await page.getByText(/^\d+% · [\d.]+ MB of 40 MB$/).waitFor();

    // While it runs, on the narrowest phone too: nothing wider than the screen, no serious axe finding.
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await axeFindings(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Cancelled from the keyboard; focus returns to the picker to choose the file again.
    await page.getByRole('button', { name: 'Cancel upload' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Upload cancelled. Nothing was stored.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('file');
    expect(await page.getByRole('progressbar').count()).toBe(0);
    expect(await page.getByLabel('Video URL').inputValue()).toBe('');
    // Nothing of the cancelled upload counts against the storage.
    expect(await usedBytes()).toBe(0);

    // Picked again (a faster line now), it goes through in full and fills the URL.
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 40 * MB,
    });
    await page.getByLabel('Upload Video').setInputFiles(video);
    await page.getByText('Upload complete!').waitFor({ timeout: 30_000 });
    expect(await page.getByLabel('Video URL').inputValue()).toMatch(/\/api\/uploads\/[0-9a-f-]{36}$/);
    expect(await usedBytes()).toBe(size);
    expect(pageErrors).toEqual([]);
  });
});
