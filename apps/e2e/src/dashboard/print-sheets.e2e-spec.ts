import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signUpAndSubscribe } from '../support/accounts';
import { axeFindings } from '../support/axe';
import { launchBrowser } from '../support/browser';
import { removeDataDir, startServer, type RunningServer } from '../support/server';

describe('print sheets from the code list', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  /** A subscribed account with two website codes, on the list view of My QR Codes. */
  async function accountWithCodes(width: number): Promise<Page> {
    // bypassCSP: the accessibility checker is injected as an inline script.
    const context = await browser.newContext({
      viewport: { width, height: 800 },
      acceptDownloads: true,
      bypassCSP: true,
    });
    contexts.push(context);
    const page = await context.newPage();
    await signUpAndSubscribe(page.request, server.url);
    for (const name of ['Terrace menu', 'Bar menu']) {
      const created = await page.request.post(`${server.url}/api/qr-codes`, {
        data: { type: 'website', name, content: { url: `example.com/${name.split(' ')[0].toLowerCase()}` } },
      });
      expect(created.status()).toBe(201);
    }
    await page.goto(`${server.url}/dashboard?view=list`);
    await page.getByRole('table', { name: 'QR codes' }).getByRole('link', { name: 'Bar menu', exact: true }).waitFor();
    return page;
  }

  it.each([320, 1280])(
    'selects codes, chooses a sheet with the keyboard, follows its progress and downloads a PDF at %i px',
    async (width) => {
      const page = await accountWithCodes(width);
      const table = page.getByRole('table', { name: 'QR codes' });
      await table.getByRole('checkbox', { name: 'Select Terrace menu' }).check();
      await table.getByRole('checkbox', { name: 'Select Bar menu' }).check();
      const opener = page
        .getByRole('region', { name: 'Actions for 2 codes' })
        .getByRole('button', { name: 'Print sheet' });
      await opener.click();

      const dialog = page.getByRole('dialog', { name: 'Print sheet' });
      await dialog.getByText('2 codes').waitFor();
      // The first choice has focus; Escape closes and gives focus back to the button.
      expect(await dialog.getByLabel('Sheet').evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);

      await opener.click();
      await dialog.getByLabel('Sheet').selectOption('avery-5160');
      await dialog.getByLabel('Text under each code').selectOption('short-link');
      await dialog.getByLabel('Colours').selectOption('cmyk');
      expect(await axeFindings(page)).toEqual([]);
      // Tab stays in the dialog: from the last button it comes round to the first choice.
      await dialog.getByRole('button', { name: 'Make PDF' }).focus();
      await page.keyboard.press('Tab');
      expect(await dialog.getByLabel('Sheet').evaluate((element) => element === document.activeElement)).toBe(true);
      await dialog.getByRole('button', { name: 'Make PDF' }).press('Enter');

      // Progress while the job runs (or at once the outcome, when the queue was quicker than the look).
      await dialog
        .getByRole('status')
        .filter({ hasText: /codes laid out|Your PDF with 2 codes is ready/ })
        .first()
        .waitFor();
      await dialog.getByText('Your PDF with 2 codes is ready.').waitFor({ timeout: 30_000 });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Download PDF' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('qr-codes-avery-5160.pdf');
      const pdf = await readFile(await download.path());
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
    },
  );

  it('prints a folder from the folder panel, and says so when the folder is empty', async () => {
    const page = await accountWithCodes(1280);
    const folders = page.getByRole('navigation', { name: 'Folders' });
    await folders.getByRole('button', { name: 'New folder' }).click();
    await folders.getByLabel('Folder name').fill('Empty');
    await folders.getByRole('button', { name: 'Save' }).click();
    await folders.getByRole('button', { name: /^Empty/ }).click();
    await page.waitForURL(/folder=/);
    await folders.getByRole('button', { name: 'Print sheet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Print sheet' });
    await dialog.getByText('The codes in the folder Empty and its subfolders').waitFor();
    await dialog.getByRole('button', { name: 'Make PDF' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'This folder has no codes to print.' }).waitFor();
  });
});
