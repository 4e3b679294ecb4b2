import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signUpAndSubscribe } from '../support/accounts';
import { launchBrowser } from '../support/browser';
import { removeDataDir, startServer, type RunningServer } from '../support/server';

describe('the pages a scan lands on, in a browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let owner: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];

  async function create(type: string, content: Record<string, unknown>, name?: string): Promise<string> {
    const response = await page.request.post(`${server.url}/api/qr-codes`, { data: { type, content, name } });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    owner = await browser.newContext({ acceptDownloads: true });
    page = await owner.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signUpAndSubscribe(page.request, server.url);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  afterEach(() => expect(pageErrors).toEqual([]));

  it('shows a contact card and saves it as a vCard 3.0 named after the contact', async () => {
    const id = await create('vcard', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+44 20 7946 0000',
      email: 'ada@example.com',
      company: 'Analytical Engines',
    });
    await page.goto(`${server.url}/vcard/${id}`);
    await page.getByRole('heading', { name: 'Ada Lovelace' }).waitFor();
    await page.getByText('AL', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: '+44 20 7946 0000' }).getAttribute('href')).toBe(
      'tel:+44 20 7946 0000',
    );
    expect(await page.getByRole('link', { name: 'ada@example.com' }).getAttribute('href')).toBe(
      'mailto:ada@example.com',
    );
    await page.getByText('Analytical Engines').waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Save to Contacts' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Ada_Lovelace.vcf');
    const vcard = await readFile(await download.path(), 'utf8');
    expect(vcard.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\n')).toBe(true);
    expect(vcard).toContain('FN:Ada Lovelace\r\n');
    expect(vcard).toContain('TEL:+44 20 7946 0000\r\n');
    expect(vcard.endsWith('END:VCARD\r\n')).toBe(true);

    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL(`${server.url}/`);
  });

  it('sends the contact page its own title, description and canonical link in the HTML', async () => {
    const id = await create('vcard', { firstName: 'Grace', lastName: 'Hopper', phone: '+1 555 0100' });
    const html = await (await page.request.get(`${server.url}/vcard/${id}`)).text();
    expect(html).toContain('<title>Grace Hopper</title>');
    expect(html).toMatch(/<meta name="description" content="[^"]*Grace Hopper/);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://[^"/]+/vcard/${id}">`));
  });

  it('shows business information, an image gallery, a coupon and social buttons', async () => {
    const business = await create('business', {
      businessName: 'bistro',
      website: 'bistro.example.com',
      phone: '+1 555 0101',
    });
    await page.goto(`${server.url}/business/${business}`);
    await page.getByRole('heading', { name: 'bistro' }).waitFor();
    await page.getByText('BI', { exact: true }).waitFor();
    await page.getByText('Business Information').waitFor();
    expect(await page.getByRole('link', { name: 'Visit Website' }).getAttribute('href')).toBe(
      'https://bistro.example.com',
    );

    const images = await create(
      'images',
      { images: [{ url: 'https://img.example.com/1.jpg' }, { url: 'https://img.example.com/2.jpg' }] },
      'Gallery',
    );
    await page.goto(`${server.url}/images/${images}`);
    await page.getByRole('img', { name: 'Image 2 of 2' }).waitFor({ state: 'attached' });

    const coupon = await create(
      'coupon',
      { code: 'SPRING10', text: '10% off', url: 'shop.example.com' },
      'Spring sale',
    );
    await page.goto(`${server.url}/coupon/${coupon}`);
    await page.getByText('SPRING10').waitFor();
    await page.getByText('10% off').waitFor();
    expect(await page.getByRole('link', { name: 'Use online' }).getAttribute('href')).toBe('https://shop.example.com');

    const social = await create(
      'social',
      { facebookUrl: 'facebook.com/liveqr', twitterUrl: 'x.com/liveqr' },
      'Follow us',
    );
    await page.goto(`${server.url}/social/${social}`);
    expect(await page.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe('https://facebook.com/liveqr');
    expect(await page.getByRole('link', { name: 'X (Twitter)' }).getAttribute('href')).toBe('https://x.com/liveqr');
    expect(await page.getByRole('link', { name: 'Instagram' }).count()).toBe(0);
  });

  it("says 'QR code not found' for another type's id, with Go Home", async () => {
    const website = await create('website', { url: 'example.com' });
    await page.goto(`${server.url}/vcard/${website}`);
    await page.getByRole('heading', { name: 'Error' }).waitFor();
    await page.getByText('QR code not found').waitFor();
    await page.getByRole('button', { name: 'Go Home' }).click();
    await page.waitForURL(`${server.url}/`);
  });

  it('lets the owner add links with a toast; tells a signed-out visitor to sign in and a non-owner that they cannot', async () => {
    const id = await create('links', { links: [{ title: 'Shop', url: 'example.com/shop' }] }, 'My links');
    await page.goto(`${server.url}/links/${id}`);
    await page.getByRole('heading', { name: 'My links' }).waitFor();
    await page.getByText('1 Link Available').waitFor();
    await page.getByRole('button', { name: '+ Add More Links' }).click();
    await page.getByText('Keep the form open to add multiple links quickly').waitFor();
    await page.getByLabel('Title (optional)').fill('Blog');
    await page.getByLabel('URL', { exact: true }).fill('example.com/blog');
    await page.getByRole('button', { name: 'Add Link', exact: true }).click();
    await page.getByText('✓ Link added successfully!').waitFor();
    await page.getByText('2 Links Available').waitFor();
    expect(await page.getByRole('link', { name: /Blog/ }).getAttribute('href')).toBe('https://example.com/blog');
    expect(await page.getByLabel('URL', { exact: true }).inputValue()).toBe('');
    await page.getByLabel('URL', { exact: true }).fill('https://example.com/shop');
    await page.getByRole('button', { name: 'Add Link', exact: true }).click();
    await page.getByText('This link already exists!').waitFor();
    await page.getByText('✓ Link added successfully!').waitFor({ state: 'detached' });

    const visitor = await browser.newContext();
    try {
      const anonymous = await visitor.newPage();
      await anonymous.goto(`${server.url}/links/${id}`);
      await anonymous.getByText('Sign in to add links to this collection.').waitFor();
      expect(await anonymous.getByRole('button', { name: '+ Add More Links' }).count()).toBe(0);
      await anonymous.getByRole('link', { name: 'Sign In' }).click();
      await anonymous.waitForURL(`${server.url}/login`);

      await signUpAndSubscribe(anonymous.request, server.url);
      await anonymous.goto(`${server.url}/links/${id}`);
      await anonymous.getByText('Only the QR code owner can add links to this collection.').waitFor();
      expect(await anonymous.getByRole('button', { name: '+ Add More Links' }).count()).toBe(0);
    } finally {
      await visitor.close();
    }
  });

  it('still renders a collection of 1,000 links', async () => {
    const links = Array.from({ length: 1000 }, (_, index) => ({ title: `Link ${index}`, url: `example.com/${index}` }));
    const id = await create('links', { links }, 'Big list');
    await page.goto(`${server.url}/links/${id}`);
    await page.getByText('1000 Links Available').waitFor();
    expect(await page.locator('.scan-page__links li').count()).toBe(1000);
    await page.getByRole('link', { name: /Link 999/ }).waitFor();
  });
});
