import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signUpAndSubscribe } from '../support/accounts';
import { launchBrowser } from '../support/browser';
import { removeDataDir, startServer, type RunningServer } from '../support/server';

describe('organising codes in the list view: folders, tags and bulk actions', () => {
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

  /** A subscribed account with three website codes, on My QR Codes. */
  async function accountWithCodes(width: number): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await signUpAndSubscribe(page.request, server.url);
    for (const name of ['Cherry poster', 'Apple flyer', 'Banana sign']) {
      const created = await page.request.post(`${server.url}/api/qr-codes`, {
        data: { type: 'website', name, content: { url: `example.com/${name.split(' ')[0].toLowerCase()}` } },
      });
      expect(created.status()).toBe(201);
    }
    return page;
  }

  /** Waits until the list shows exactly these codes, in this order; else fails showing what it shows. */
  async function expectRows(page: Page, expected: string[]): Promise<void> {
    const shown = () =>
      page.getByRole('table', { name: 'QR codes' }).locator('tbody th[scope="row"] > a').allTextContents();
    await page
      .waitForFunction(
        (names) =>
          JSON.stringify([...document.querySelectorAll('tbody th[scope="row"] > a')].map((a) => a.textContent)) ===
          JSON.stringify(names),
        expected,
        { timeout: 15_000 },
      )
      .catch(() => undefined);
    expect(await shown()).toEqual(expected);
  }

  it.each([390, 1280])('sorts, moves, tags and deletes with undo at %i px', async (width) => {
    const page = await accountWithCodes(width);
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole('button', { name: 'List' }).click();
    await page.waitForURL(/view=list/);
    const table = page.getByRole('table', { name: 'QR codes' });
    await table.getByRole('link', { name: 'Apple flyer', exact: true }).waitFor();

    // Sorting by name is in the URL, so the view can be bookmarked and reopened as it was.
    await table.getByRole('button', { name: 'Name' }).click();
    await page.waitForURL(/sort=name/);
    await expectRows(page, ['Apple flyer', 'Banana sign', 'Cherry poster']);
    await page.reload();
    await expectRows(page, ['Apple flyer', 'Banana sign', 'Cherry poster']);
    expect(await table.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    // On a phone the type, created and last-scan columns collapse.
    expect(await table.getByRole('columnheader', { name: 'Type' }).isVisible()).toBe(width >= 1280);

    // A folder and a tag, made on the page.
    const folders = page.getByRole('navigation', { name: 'Folders' });
    await folders.getByRole('button', { name: 'New folder' }).click();
    await folders.getByLabel('Folder name').fill('Fruit');
    await folders.getByRole('button', { name: 'Save' }).click();
    await folders.getByRole('button', { name: /^Fruit/ }).waitFor();
    const tags = page.getByRole('region', { name: 'Tags' });
    await tags.getByRole('button', { name: 'New tag' }).click();
    await tags.getByLabel('Tag name').fill('Summer');
    await tags.getByRole('button', { name: 'Save' }).click();
    await tags.getByRole('button', { name: /^Summer/ }).waitFor();

    // Move two codes into the folder, with the keyboard for one of the checkboxes.
    await table.getByRole('checkbox', { name: 'Select Apple flyer' }).check();
    await table.getByRole('checkbox', { name: 'Select Banana sign' }).focus();
    await page.keyboard.press('Space');
    const bulk = page.getByRole('region', { name: 'Actions for 2 codes' });
    await bulk.getByLabel('Folder to move to').selectOption({ label: 'Fruit' });
    await bulk.getByRole('button', { name: 'Move to folder' }).click();
    await page.getByRole('status').filter({ hasText: '2 codes changed.' }).waitFor({ state: 'attached' });
    await folders.getByRole('button', { name: /^Fruit/ }).click();
    await page.waitForURL(/folder=/);
    await expectRows(page, ['Apple flyer', 'Banana sign']);

    // Tag every code of the page at once.
    await table.getByRole('checkbox', { name: 'Select all codes on this page' }).check();
    await bulk.getByLabel('Tag').selectOption({ label: 'Summer' });
    await bulk.getByRole('button', { name: 'Add tag' }).click();
    await table.getByRole('list', { name: 'Tags of Apple flyer' }).getByText('Summer').waitFor();
    await table.getByRole('list', { name: 'Tags of Banana sign' }).getByText('Summer').waitFor();

    // Delete both, then undo within the 10 seconds: they are really back.
    await table.getByRole('checkbox', { name: 'Select all codes on this page' }).check();
    await page.getByRole('region', { name: 'Actions for 2 codes' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No QR codes match these filters.').waitFor();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expectRows(page, ['Apple flyer', 'Banana sign']);
    await table.getByRole('list', { name: 'Tags of Apple flyer' }).getByText('Summer').waitFor();

    // Delete again without undo: gone from the account for good once the window has passed.
    await table.getByRole('checkbox', { name: 'Select Apple flyer' }).check();
    await page.getByRole('region', { name: 'Actions for 1 code' }).getByRole('button', { name: 'Delete' }).click();
    await expectRows(page, ['Banana sign']);
    await folders.getByRole('button', { name: 'All codes' }).click();
    await expectRows(page, ['Banana sign', 'Cherry poster']);

    // Deleting a folder asks in the page: Escape keeps it; confirmed with the keyboard, it goes, and
    // Undo brings it back with its code.
    await folders.getByRole('button', { name: /^Fruit/ }).click();
    await expectRows(page, ['Banana sign']);
    const question = page.getByRole('alertdialog', { name: 'Delete the folder Fruit?' });
    await folders.getByRole('button', { name: 'Delete folder' }).click();
    await question.waitFor();
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'detached' });
    await folders.getByRole('button', { name: 'Delete folder' }).click();
    await question.waitFor();
    // Focus starts on Cancel; Tab moves to the delete.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await folders.getByRole('button', { name: /^Fruit/ }).waitFor({ state: 'detached' });
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Folder Fruit deleted.' })
      .getByRole('button', { name: 'Undo' })
      .click();
    await folders.getByRole('button', { name: /^Fruit/ }).click();
    await expectRows(page, ['Banana sign']);
  });
});
