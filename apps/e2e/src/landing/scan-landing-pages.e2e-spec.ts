import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signUpAndSubscribe } from '../support/accounts';
import { launchBrowser } from '../support/browser';
import { onePagePdf, toneWav } from '../support/files';
import { removeDataDir, startServer, type RunningServer } from '../support/server';

/** A phone: what scanners open these pages on. */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const DESIGN = { foreground: '#14532d', background: '#f0fdf4' };
/** A scan's landing page stays small: its JS and CSS, gzipped. */
const PAGE_BUDGET_BYTES = 60 * 1024;

describe('white-label pages and file viewers, on a 390 px phone', () => {
  let server: RunningServer;
  let browser: Browser;
  let owner: BrowserContext;
  let page: Page;
  const pageErrors: string[] = [];

  async function create(type: string, content: Record<string, unknown>, name?: string): Promise<string> {
    const response = await page.request.post(`${server.url}/api/qr-codes`, {
      data: { type, content, name, customization: DESIGN },
    });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  async function upload(kind: string, body: Buffer, fileName: string): Promise<string> {
    const response = await page.request.post(`${server.url}/api/uploads?kind=${kind}&fileName=${fileName}`, {
      headers: { 'content-type': 'application/octet-stream' },
      data: body,
    });
    expect(response.status()).toBe(201);
    return ((await response.json()) as { url: string }).url;
  }

  /** The customer's page and nothing of LiveQR's site: their colours, no header, menu, footer or picker, no sideways scroll. */
  async function expectWhiteLabel(on: Page = page): Promise<void> {
    await on.getByRole('link', { name: 'Made with LiveQR' }).waitFor();
    await on.getByRole('link', { name: 'Report this code' }).waitFor();
    expect(await on.locator('nav, select, .topbar, header').count()).toBe(0);
    expect(await on.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(240, 253, 244)');
    expect(await on.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await scriptsAndStylesGzipped(on)).toBeLessThan(PAGE_BUDGET_BYTES);
  }

  /**
   * The JS and CSS the page declares, inline and linked, gzipped: what it needs to be shown. (The PDF
   * viewer's engine is fetched by the page's script once it is shown, like the PDF itself.)
   */
  async function scriptsAndStylesGzipped(on: Page): Promise<number> {
    const { inline, linked } = await on.evaluate(() => ({
      inline: [...document.querySelectorAll('script:not([src]), style')].map((element) => element.textContent ?? ''),
      linked: [
        ...[...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src),
        ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href),
      ],
    }));
    const bodies: Buffer[] = inline.map((text) => Buffer.from(text));
    for (const url of linked) bodies.push(await (await on.request.get(url)).body());
    return bodies.reduce((total, body) => total + gzipSync(body).length, 0);
  }

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    owner = await browser.newContext({ ...PHONE, acceptDownloads: true });
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

  it('shows a contact card in its colours and saves it as a vCard 3.0 named after the contact', async () => {
    const id = await create('vcard', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+44 20 7946 0000',
      email: 'ada@example.com',
      company: 'Analytical Engines',
    });
    await page.goto(`${server.url}/vcard/${id}`);
    await page.getByRole('heading', { name: 'Ada Lovelace' }).waitFor();
    await expectWhiteLabel();
    expect(await page.title()).toBe('Ada Lovelace');
    expect(await page.getByRole('link', { name: '+44 20 7946 0000' }).getAttribute('href')).toBe(
      'tel:+44 20 7946 0000',
    );
    expect(await page.getByRole('link', { name: 'ada@example.com' }).getAttribute('href')).toBe(
      'mailto:ada@example.com',
    );
    await page.getByText('Analytical Engines').waitFor();
    const button = page.getByRole('link', { name: 'Save to Contacts' });
    expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(20, 83, 45)');

    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe('Ada_Lovelace.vcf');
    const vcard = await readFile(await download.path(), 'utf8');
    expect(vcard.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\n')).toBe(true);
    expect(vcard).toContain('FN:Ada Lovelace\r\n');
  });

  it('shows business information, an image gallery, a coupon with Copy and social buttons', async () => {
    const business = await create('business', { businessName: 'bistro', website: 'bistro.example.com', phone: '1' });
    await page.goto(`${server.url}/business/${business}`);
    await page.getByRole('heading', { name: 'bistro' }).waitFor();
    await page.getByText('B', { exact: true }).waitFor();
    await page.getByText('Business Information').waitFor();
    expect(await page.getByRole('link', { name: 'Visit Website' }).getAttribute('href')).toBe(
      'https://bistro.example.com',
    );
    await expectWhiteLabel();

    // Pictures from the server's own public origin, opened there too.
    const origin = server.publicUrl;
    const images = await create(
      'images',
      { images: [{ url: `${origin}/og-image.png` }, { url: `${origin}/og-image.png?2` }] },
      'Gallery',
    );
    await page.goto(`${origin}/images/${images}`);
    await page.getByRole('img', { name: 'Image 1 of 2' }).waitFor();
    expect(
      await page.getByRole('img', { name: 'Image 1 of 2' }).evaluate((image: HTMLImageElement) => image.naturalWidth),
    ).toBeGreaterThan(0);
    await expectWhiteLabel();

    const coupon = await create(
      'coupon',
      { code: 'SPRING10', text: '10% off', url: 'shop.example.com' },
      'Spring sale',
    );
    await owner.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await page.goto(`${server.url}/coupon/${coupon}`);
    await page.getByText('SPRING10').waitFor();
    await page.getByRole('button', { name: 'Copy code' }).click();
    await page.getByRole('button', { name: 'Copied!' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('SPRING10');
    expect(await page.getByRole('link', { name: 'Use online' }).getAttribute('href')).toBe('https://shop.example.com');
    await expectWhiteLabel();

    const social = await create(
      'social',
      { facebookUrl: 'facebook.com/liveqr', twitterUrl: 'x.com/liveqr' },
      'Follow us',
    );
    await page.goto(`${server.url}/social/${social}`);
    expect(await page.getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe('https://facebook.com/liveqr');
    expect(await page.getByRole('link', { name: 'X (Twitter)' }).getAttribute('href')).toBe('https://x.com/liveqr');
    expect(await page.getByRole('link', { name: 'Instagram' }).count()).toBe(0);
    await expectWhiteLabel();
  });

  it('lets the owner add links with a toast, and shows nobody else any form', async () => {
    const id = await create('links', { links: [{ title: 'Shop', url: 'example.com/shop' }] }, 'My links');
    await page.goto(`${server.url}/links/${id}`);
    await page.getByRole('heading', { name: 'My links' }).waitFor();
    await page.getByText('1 Link Available').waitFor();
    await expectWhiteLabel();
    await page.getByRole('button', { name: '+ Add More Links' }).click();
    await page.getByText('Keep the form open to add multiple links quickly').waitFor();
    await page.getByLabel('Title (optional)').fill('Blog');
    await page.getByLabel('URL', { exact: true }).fill('example.com/blog');
    await page.getByRole('button', { name: 'Add Link', exact: true }).click();
    await page.getByText('✓ Link added successfully!').waitFor();
    expect(await page.getByRole('link', { name: /Blog/ }).getAttribute('href')).toBe('https://example.com/blog');
    expect(await page.getByLabel('URL', { exact: true }).inputValue()).toBe('');
    await page.getByLabel('URL', { exact: true }).fill('https://example.com/shop');
    await page.getByRole('button', { name: 'Add Link', exact: true }).click();
    await page.getByText('Failed to add link: This link already exists!').waitFor();
    await page.reload();
    await page.getByText('2 Links Available').waitFor();

    const visitor = await browser.newContext(PHONE);
    try {
      const anonymous = await visitor.newPage();
      // The script asks who is looking and finds no owner: nothing about adding links appears.
      const asked = anonymous.waitForResponse((response) => response.url().includes(`/api/public/qr-codes/${id}`));
      await anonymous.goto(`${server.url}/links/${id}`);
      await anonymous.getByText('2 Links Available').waitFor();
      await expectWhiteLabel(anonymous);
      await asked;
      expect(await anonymous.getByRole('button', { name: /Add/ }).count()).toBe(0);
      expect(await anonymous.getByText(/Sign in/).count()).toBe(0);
    } finally {
      await visitor.close();
    }
  });

  it('renders the pages of a PDF in the browser, zooms and downloads it', async () => {
    const url = await upload('document', onePagePdf('Hello from LiveQR'), 'menu.pdf');
    const id = await create('pdf', { pdfUrl: url }, 'Our menu');
    await page.goto(`${server.url}/pdf/${id}`);
    await page.getByRole('heading', { name: 'Our menu' }).waitFor();
    const pages = page.locator('#pdf-pages');
    await page.waitForFunction(() => document.getElementById('pdf-pages')?.dataset['rendered'] === '1');
    expect(await pages.getAttribute('aria-label')).toBe('1 page');
    const width = () => page.locator('#pdf-pages canvas').evaluate((canvas: HTMLCanvasElement) => canvas.clientWidth);
    const fitted = await width();
    expect(fitted).toBeGreaterThan(300);
    // Something was drawn: the page is not blank white.
    expect(
      await page.locator('#pdf-pages canvas').evaluate((canvas: HTMLCanvasElement) => {
        const { data } = (canvas.getContext('2d') as CanvasRenderingContext2D).getImageData(
          0,
          0,
          canvas.width,
          canvas.height,
        );
        return data.some((value, index) => index % 4 !== 3 && value < 128);
      }),
    ).toBe(true);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await page.waitForFunction(() => document.getElementById('pdf-pages')?.dataset['zoom'] === '1.25');
    expect(await width()).toBeGreaterThan(fitted);
    await expectWhiteLabel();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('menu.pdf');
  });

  it('plays audio with its title and cover, and video, fetching the media in ranges', async () => {
    const ranges: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/uploads/') && response.request().headers()['range'])
        ranges.push(response.status());
    });
    const audioUrl = await upload('audio', toneWav(2), 'tone.wav');
    const audio = await create('mp3', { audioUrl }, 'Episode 12');
    await page.goto(`${server.url}/mp3/${audio}`);
    await page.getByRole('heading', { name: 'Episode 12' }).waitFor();
    await page.getByText('E', { exact: true }).waitFor();
    await page.waitForFunction(() => (document.querySelector('audio') as HTMLAudioElement).readyState >= 1);
    expect(await page.locator('audio').evaluate((element: HTMLAudioElement) => Math.round(element.duration))).toBe(2);
    await expectWhiteLabel();

    const webm = await page.evaluate(recordCanvasVideo);
    const videoUrl = await upload('video', Buffer.from(webm), 'clip.webm');
    const video = await create('video', { videoUrl }, 'Our clip');
    await page.goto(`${server.url}/video/${video}`);
    await page.waitForFunction(() => (document.querySelector('video') as HTMLVideoElement).readyState >= 2);
    expect(await page.locator('video').evaluate((element: HTMLVideoElement) => element.videoWidth)).toBe(160);
    await page.getByRole('link', { name: 'Download' }).waitFor();
    await expectWhiteLabel();
    expect(ranges).toContain(206);
  });

  it('says so when the file of a PDF viewer is gone from the storage', async () => {
    const url = await upload('document', onePagePdf('Soon gone'), 'gone.pdf');
    const id = await create('pdf', { pdfUrl: url }, 'Gone');
    const uploadId = url.split('/').pop() as string;
    for (const owner of await readdir(join(server.dataDir, 'uploads'))) {
      await rm(join(server.dataDir, 'uploads', owner, uploadId), { force: true });
    }
    await page.goto(`${server.url}/pdf/${id}`);
    await page.getByRole('alert').getByText('This document cannot be shown here. Download it instead.').waitFor();
    await expectWhiteLabel();
  });

  it('sends the contact page its own title, description and canonical link in the HTML', async () => {
    const id = await create('vcard', { firstName: 'Grace', lastName: 'Hopper', phone: '+1 555 0100' });
    const html = await (await page.request.get(`${server.url}/vcard/${id}`)).text();
    expect(html).toContain('<title>Grace Hopper</title>');
    expect(html).toMatch(/<meta name="description" content="[^"]*Grace Hopper/);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://[^"/]+/vcard/${id}">`));
  });

  it('still renders a collection of 1,000 links', async () => {
    const links = Array.from({ length: 1000 }, (_, index) => ({ title: `Link ${index}`, url: `example.com/${index}` }));
    const id = await create('links', { links }, 'Big list');
    await page.goto(`${server.url}/links/${id}`);
    await page.getByText('1000 Links Available').waitFor();
    expect(await page.locator('.links li').count()).toBe(1000);
    await page.getByRole('link', { name: /Link 999/ }).waitFor();
  });
});

/** A short WebM recorded from a canvas in the page: a real video without any file to download. */
async function recordCanvasVideo(): Promise<number[]> {
  const canvas = document.createElement('canvas');
  canvas.width = 160;
  canvas.height = 120;
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start();
  for (let frame = 0; frame < 20; frame++) {
    context.fillStyle = `hsl(${frame * 18}, 80%, 50%)`;
    context.fillRect(0, 0, 160, 120);
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  recorder.stop();
  await stopped;
  return Array.from(new Uint8Array(await new Blob(chunks).arrayBuffer()));
}
