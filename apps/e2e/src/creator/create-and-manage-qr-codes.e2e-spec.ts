import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { scanImage } from '../support/scan';
import { removeDataDir, startServer, type RunningServer } from '../support/server';

/** Signs up through the API (cookies land in the browser context) and pays in the local test checkout. */
async function signUpAndSubscribe(page: Page, baseUrl: string): Promise<void> {
  const signUp = await page.request.post(`${baseUrl}/api/auth/sign-up`, {
    data: {
      firstName: 'Qr',
      lastName: 'Maker',
      email: `maker.${Date.now()}@example.com`,
      password: 'plum-kettle-42',
      confirmPassword: 'plum-kettle-42',
    },
  });
  expect(signUp.status()).toBe(200);
  await page.goto(`${baseUrl}/billing`);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await page.waitForURL(`${baseUrl}/api/billing/test/checkout`);
  await page.getByRole('button', { name: /^Pay \$5\.00/ }).click();
  await page.waitForURL(/\/billing\?success=1/);
  await page.getByText('Your subscription is active! You can now create QR codes.').waitFor();
}

/** Type button (its label) and the fields to fill, by label, for one valid code of each type filled by plain fields. */
const EVERY_TYPE: ReadonlyArray<{ button: string; fields: Record<string, string> }> = [
  { button: 'PDF', fields: { 'PDF URL': 'https://example.com/menu.pdf' } },
  { button: 'Video', fields: { 'Video URL': 'https://example.com/clip.mp4' } },
  { button: 'WiFi', fields: { 'Network Name (SSID)': 'Cafe', Password: 'secret-wifi' } },
  { button: 'Menu', fields: { 'Menu URL': 'example.com/menu' } },
  { button: 'Business', fields: { 'Business Name': 'Cafe Ltd', 'Website URL': 'example.com' } },
  { button: 'vCard', fields: { 'First Name': 'Ada', Phone: '+44 20 7946 0000' } },
  { button: 'MP3', fields: { 'Audio File URL': 'https://example.com/song.mp3' } },
  { button: 'Apps', fields: { 'App ID': '123456789' } },
  { button: 'Coupon', fields: { 'Coupon Code': 'SAVE10' } },
  { button: 'Facebook', fields: { 'Facebook Page ID or Username': 'liveqr' } },
  { button: 'Instagram', fields: { 'Instagram Username': 'liveqr' } },
  { button: 'Social Media', fields: { 'Facebook URL': 'https://facebook.com/liveqr' } },
  { button: 'WhatsApp', fields: { 'Phone Number': '+1 555 123 4567' } },
];

describe('creating and managing QR codes, in a browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    context = await browser.newContext({ acceptDownloads: true });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  it('creates codes in the wizard, then filters, toggles, downloads, edits and deletes them on My QR Codes', async () => {
    await signUpAndSubscribe(page, server.url);

    // A website code, with the live preview drawn in the browser.
    await page.goto(`${server.url}/create-qr`);
    await page.getByRole('heading', { name: '1. Select a type of QR code' }).waitFor();
    await page.getByRole('button', { name: /^Website/ }).click();
    await page.getByText('Fill in the form to see preview').waitFor();
    await page.getByLabel('Website URL').fill('example.com/menu');
    await page.getByRole('img', { name: 'QR code preview' }).waitFor();
    await page.getByRole('button', { name: 'Generate QR Code' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByRole('heading', { level: 2, name: 'Website QR Code' }).waitFor();

    // A list of links, with the collection editor.
    await page.getByRole('link', { name: 'Create QR Code' }).first().click();
    await page.getByRole('button', { name: /^List of Links/ }).click();
    await page.getByLabel('QR Code Name').fill('My links');
    await page.getByLabel('URL', { exact: true }).fill('example.org');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByLabel('URL', { exact: true }).fill('https://example.org');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('This link already exists!').waitFor();
    await page.getByRole('button', { name: 'Generate QR Code' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByRole('heading', { level: 2, name: 'My links' }).waitFor();

    // Images, with the same list editor: https:// is prepended and Enter adds the URL.
    await page.goto(`${server.url}/create-qr`);
    await page.getByRole('button', { name: /^Images/ }).click();
    await page.getByLabel('Image URL', { exact: true }).fill('example.com/a.png');
    await page.getByLabel('Image URL', { exact: true }).press('Enter');
    await page.getByText('https://example.com/a.png').waitFor();
    await page.getByRole('button', { name: 'Generate QR Code' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByRole('heading', { level: 2, name: 'Images QR Code' }).waitFor();

    // The 13 other types, each through the wizard.
    for (const { button, fields } of EVERY_TYPE) {
      await page.goto(`${server.url}/create-qr`);
      await page.getByRole('button', { name: new RegExp(`^${button}`) }).click();
      for (const [label, value] of Object.entries(fields))
        await page.getByRole('textbox', { name: label, exact: true }).fill(value);
      await page.getByRole('button', { name: 'Generate QR Code' }).click();
      await page.waitForURL(`${server.url}/dashboard`);
      await page.getByRole('heading', { level: 2, name: `${button} QR Code` }).waitFor();
    }
    await page.getByText('Showing 16 of 16').waitFor();

    // The Type filter asks the server.
    await page.getByLabel('Type').selectOption('links');
    await page.getByRole('heading', { level: 2, name: 'Website QR Code' }).waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 2, name: 'My links' }).waitFor();
    await page.getByLabel('Type').selectOption('');
    await page.getByRole('heading', { level: 2, name: 'Website QR Code' }).waitFor();

    // Toggle.
    const website = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Website QR Code' }) });
    await website.getByRole('switch').click();
    await website
      .getByRole('switch', { name: /Website QR Code/ })
      .filter({ hasText: 'Inactive' })
      .waitFor();

    // Download in every format: each named after the code and scanning back to the code's payload.
    const editUrl = await website.getByRole('link', { name: 'Edit Website QR Code' }).getAttribute('href');
    const id = /\/qr-codes\/([^/]+)\/edit$/.exec(editUrl ?? '')?.[1];
    const stored = await page.request.get(`${server.url}/api/qr-codes/${id}`);
    const { payload } = await stored.json();
    expect(payload).toMatch(/^https?:\/\/[^/]+\/s\/[\w-]+$/); // tracked: the short link
    await website.getByRole('button', { name: 'Download Website QR Code' }).click();
    const menu = website.getByRole('group', { name: 'Download Website QR Code' });
    for (const format of ['png', 'svg', 'jpg'] as const) {
      await menu.getByRole('radio', { name: new RegExp(`^${format}`, 'i') }).check();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        menu.getByRole('button', { name: `Download ${format.toUpperCase()}` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`Website QR Code.${format}`);
      const image = await readFile(await download.path());
      expect(await scanImage(context, format, image)).toBe(payload);
    }

    // Edit: a tracked code keeps its link.
    await website.getByRole('link', { name: 'Edit Website QR Code' }).click();
    await page.waitForURL(/\/qr-codes\/[^/]+\/edit$/);
    await page.getByText(/its printed image stays valid/).waitFor();
    await page.getByLabel('QR Code Name').fill('Menu link');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByRole('heading', { level: 2, name: 'Menu link' }).waitFor();

    // Delete with confirmation.
    await page.getByRole('button', { name: 'Delete My links' }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await page.getByRole('heading', { level: 2, name: 'My links' }).waitFor({ state: 'detached' });

    expect(pageErrors).toEqual([]);
    // Sixteen codes through the wizard take longer than the suite's default timeout on a busy machine.
  }, 180_000);
});
