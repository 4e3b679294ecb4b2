import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { signUpAndSubscribe } from '../support/accounts';
import { launchBrowser } from '../support/browser';
import { createCode } from '../support/codes';
import { onePagePdf } from '../support/files';
import { removeDataDir, startServer, type RunningServer } from '../support/server';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true };
/** WCAG 2.5.8: a tap target at least this tall, unless it is a word in a sentence. */
const MIN_TARGET_PX = 24;

/** The details a visitor notices on the site's and the customers' pages, on a phone. */
describe('public pages in the hand', () => {
  let server: RunningServer;
  let browser: Browser;
  let owner: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    owner = await browser.newContext(PHONE);
    page = await owner.newPage();
    await signUpAndSubscribe(page.request, server.url);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  it("keeps the lines of a contact's address", async () => {
    const { id } = await createCode(page.request, server.url, {
      type: 'vcard',
      content: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        phone: '+44 20 7946 0000',
        address: '12 St James Square\nLondon SW1Y 4JH',
      },
    });
    await page.goto(`${server.url}/vcard/${id}`);
    const address = page.getByRole('definition').filter({ hasText: 'St James' });
    expect(await address.innerText()).toBe('12 St James Square\nLondon SW1Y 4JH');
    await page.getByText('AL', { exact: true }).waitFor();
  });

  it('gives a business the initials of its name, past symbols and words such as "the"', async () => {
    const named = async (businessName: string) => {
      const { id } = await createCode(page.request, server.url, {
        type: 'business',
        content: { businessName, phone: '+1 555 0100' },
      });
      await page.goto(`${server.url}/business/${id}`);
      await page.getByRole('heading', { name: businessName }).waitFor();
      return page.locator('.avatar').textContent();
    };
    expect(await named('Corner Bakery & Café')).toBe('CB');
    expect(await named('The Éclair Shop')).toBe('ÉS');
  });

  it('shows the address of an untitled link once, and a titled one under its title', async () => {
    const { id } = await createCode(page.request, server.url, {
      type: 'links',
      content: {
        links: [{ url: 'example.com/untitled' }, { title: 'Shop', url: 'example.com/shop' }],
      },
      name: 'Links',
    });
    await page.goto(`${server.url}/links/${id}`);
    // Saved with https:// and, untitled, with its address as its title.
    const untitled = page.getByRole('link', { name: 'example.com/untitled' });
    expect(await untitled.innerText()).toBe('https://example.com/untitled');
    expect(await page.getByRole('link', { name: /Shop/ }).innerText()).toBe('Shop\nhttps://example.com/shop');
  });

  it('draws a visible edge around a white PDF page on a white background', async () => {
    const response = await page.request.post(`${server.url}/api/uploads?kind=document&fileName=menu.pdf`, {
      headers: { 'content-type': 'application/octet-stream' },
      data: onePagePdf('Menu'),
    });
    const { url } = (await response.json()) as { url: string };
    const { id } = await createCode(page.request, server.url, { type: 'pdf', content: { pdfUrl: url }, name: 'Menu' });
    await page.goto(`${server.url}/pdf/${id}`);
    await page.waitForFunction(() => document.getElementById('pdf-pages')?.dataset['rendered'] === '1');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
    const box = await page.locator('#pdf-pages canvas').boundingBox();
    if (!box) throw new Error('The PDF page is not shown');
    // The page's left edge, halfway down, as it is on the screen: dark enough to see on white (3:1).
    const shot = PNG.sync.read(
      await page.screenshot({
        clip: { x: Math.ceil(box.x), y: Math.round(box.y + box.height / 2), width: 1, height: 1 },
      }),
    );
    const [red, green, blue] = shot.data;
    expect(contrastWithWhite(red, green, blue)).toBeGreaterThanOrEqual(3);
  });

  it.each([390, 1280])('makes every link on the site pages at least 24 px tall at %i px', async (width) => {
    const visitor = await browser.newPage({ viewport: { width, height: 900 } });
    try {
      const small: string[] = [];
      for (const path of ['/', '/pricing', '/faq']) {
        await visitor.goto(`${server.url}${path}`);
        await visitor.getByRole('heading', { level: 1 }).waitFor();
        small.push(
          ...(await visitor.evaluate((minimum) => {
            const links = [...document.querySelectorAll('a')].filter((link) => link.checkVisibility());
            return (
              links
                // A link inside a sentence is exempt: its line's height is the sentence's.
                .filter((link) => link.parentElement?.textContent?.trim() === link.textContent?.trim())
                .filter((link) => link.getBoundingClientRect().height < minimum)
                .map((link) => `${location.pathname}: ${link.textContent?.trim()}`)
            );
          }, MIN_TARGET_PX)),
        );
      }
      expect(small).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  it('offers no Google sign-in on a server without Google', async () => {
    const visitor = await browser.newPage(PHONE);
    try {
      for (const path of ['/login', '/signup']) {
        const asked = visitor.waitForResponse((response) => response.url().endsWith('/api/auth/providers'));
        await visitor.goto(`${server.url}${path}`);
        expect(await (await asked).json()).toEqual({ google: false });
        await visitor.getByRole('heading', { level: 1 }).waitFor();
        expect(await visitor.getByRole('button', { name: /Google/ }).count()).toBe(0);
        expect(await visitor.getByText(/Google/).count()).toBe(0);
      }
    } finally {
      await visitor.close();
    }
  });
});

/** WCAG contrast of a colour against white. */
function contrastWithWhite(...channels: number[]): number {
  const [r, g, b] = channels.map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}
