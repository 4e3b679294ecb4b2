import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signUpAndSubscribe } from '../support/accounts';
import { axeFindings } from '../support/axe';
import { HAND_SCREENS, launchBrowser, pageOnScreen } from '../support/browser';
import { smallTargets } from '../support/tap-targets';
import { removeDataDir, startServer, type RunningServer } from '../support/server';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

type Storage = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The analytics screens on two phones and a laptop: nothing hidden, cut or out of the keyboard's reach. */
describe('analytics in the hand', () => {
  let server: RunningServer;
  let browser: Browser;
  let signedIn: Storage;
  let scanned: { id: string; slug: string };
  let unscanned: { id: string };

  beforeAll(async () => {
    // Behind a trusted proxy the scanners' addresses, and so their places, come from X-Forwarded-For.
    [server, browser] = await Promise.all([startServer({ env: { TRUST_PROXY: '1' } }), launchBrowser()]);
    const owner = await browser.newContext();
    await signUpAndSubscribe(owner.request, server.url);
    const create = async (name: string) =>
      (
        await owner.request.post(`${server.url}/api/qr-codes`, {
          data: { type: 'website', name, content: { url: 'https://example.com' } },
        })
      ).json();
    scanned = await create('Window poster');
    unscanned = await create('Spring flyer');
    for (const ip of ['8.8.8.8', '1.1.1.1', '8.8.4.4']) {
      const answer = await owner.request.get(`${server.url}/s/${scanned.slug}`, {
        headers: { 'user-agent': IPHONE, 'x-forwarded-for': ip },
        maxRedirects: 0,
      });
      expect(answer.status()).toBe(302);
    }
    // Scans are rolled up in the background: the overview counts them within moments.
    for (const started = Date.now(); ;) {
      const overview = await owner.request.get(`${server.url}/api/analytics/overview?preset=30days&tz=UTC`);
      if ((await overview.json()).totalScans === 3) break;
      if (Date.now() - started > 20_000) throw new Error('the overview never counted the 3 scans');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    signedIn = await owner.storageState();
    await owner.close();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  describe.each(HAND_SCREENS)('on %s', (_, viewport, phone) => {
    let context: BrowserContext;
    let page: Page;
    let pageErrors: string[] = [];

    beforeAll(async () => {
      ({ context, page, pageErrors } = await pageOnScreen(browser, viewport, phone, {
        storageState: signedIn,
        timezoneId: 'UTC',
      }));
    });
    afterAll(() => context?.close());
    afterEach(() => expect(pageErrors).toEqual([]));

    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

    it('shows all 24 hours of the hour and weekday map inside the screen, with labels one can read', async () => {
      await page.goto(`${server.url}/analytics`);
      const card = page.locator('.overview-card', {
        has: page.getByRole('heading', { name: 'Scans by hour and weekday' }),
      });
      const map = card.getByRole('img', { name: /^Heat map of scans/ });
      await map.waitFor();
      // The map is drawn to the card's width once the card is laid out.
      await page.waitForFunction(() => {
        const svg = document.querySelector('.heat-map svg');
        const box = svg?.parentElement;
        return svg && box && svg.getBoundingClientRect().width <= box.getBoundingClientRect().width;
      });
      const drawn = await map.evaluate((svg) => {
        const box = (element: Element) => {
          const { left, right, top } = element.getBoundingClientRect();
          return { left, right, top };
        };
        return {
          map: box(svg),
          card: box(svg.closest('.overview-card') ?? svg),
          cells: Array.from(svg.querySelectorAll('rect'), box),
          labels: Array.from(svg.querySelectorAll('text'), (text) => ({
            text: text.textContent ?? '',
            fontSize: parseFloat(getComputedStyle(text).fontSize),
            ...box(text),
          })),
        };
      });
      const inside = ({ left, right }: { left: number; right: number }) => left >= 0 && right <= viewport.width;
      const hours = drawn.labels.filter((label) => /^\d{1,2}(:00)?$/.test(label.text));
      expect(hours.map((label) => parseInt(label.text, 10))).toEqual(Array.from({ length: 24 }, (_, hour) => hour));
      expect(drawn.cells).toHaveLength(7 * 24);
      expect([...drawn.labels, ...drawn.cells].filter((shape) => !inside(shape))).toEqual([]);
      expect(Math.min(...drawn.labels.map((label) => label.fontSize))).toBeGreaterThanOrEqual(12);
      if (phone) {
        // Hours run down the screen, one row each.
        expect(new Set(hours.map((label) => Math.round(label.top))).size).toBe(24);
      } else {
        // Across a wide card, using its width.
        expect(new Set(hours.map((label) => Math.round(label.top))).size).toBe(1);
        expect(drawn.map.right - drawn.map.left).toBeGreaterThan(0.85 * (drawn.card.right - drawn.card.left));
      }
      expect(await pageWidth()).toBeLessThanOrEqual(viewport.width);
      expect(await smallTargets(page)).toEqual([]);
      expect(await axeFindings(page, { everyImpact: true })).toEqual([]);
    });

    it('reads a chart as a table in an area that scrolls sideways by keyboard, with a cue', async () => {
      const card = page.locator('.overview-card', {
        has: page.getByRole('heading', { name: 'Scans by hour and weekday' }),
      });
      await card.getByRole('button', { name: 'Table' }).click();
      const area = card.getByRole('group', { name: 'Scans by hour and weekday' });
      await reachByTab(area);
      const before = await area.evaluate((element) => ({
        scrollLeft: element.scrollLeft,
        wider: element.scrollWidth > element.clientWidth,
        outline: getComputedStyle(element).outlineStyle,
        cue: getComputedStyle(element).backgroundImage,
      }));
      expect(before.outline).not.toBe('none');
      // 25 columns never fit a phone; the cue is the shadow at the edge with more to show.
      if (phone) expect(before.wider).toBe(true);
      if (before.wider) {
        expect(before.cue).toContain('radial-gradient');
        await page.keyboard.press('ArrowRight');
        await page.waitForFunction((element) => element.scrollLeft > 0, await area.elementHandle());
      }
      expect(await pageWidth()).toBeLessThanOrEqual(viewport.width);
      expect(await smallTargets(page)).toEqual([]);
      expect(await axeFindings(page, { everyImpact: true })).toEqual([]);
    });

    it("shows a code's recent scans with every place whole, in a table the keyboard can scroll", async () => {
      await page.goto(`${server.url}/analytics/${scanned.id}`);
      const area = page.getByRole('group', { name: 'Recent Scans' });
      await area.locator('tbody tr').nth(2).waitFor();
      const places = await area.evaluate((element) => {
        const visible = element.getBoundingClientRect();
        return Array.from(element.querySelectorAll('td.recent-scans__location'), (cell) => {
          const { left, right } = cell.getBoundingClientRect();
          return {
            text: cell.textContent,
            shown: left >= visible.left && right <= visible.right + 0.5,
            clipped: cell.scrollWidth > cell.clientWidth,
          };
        });
      });
      expect(places).toHaveLength(3);
      expect(places.filter((place) => !place.shown || place.clipped)).toEqual([]);
      await reachByTab(area);
      expect(await area.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
      expect(await pageWidth()).toBeLessThanOrEqual(viewport.width);
      expect(await smallTargets(page)).toEqual([]);
      expect(await axeFindings(page, { everyImpact: true })).toEqual([]);
    });

    it('says once that a range has no scans, and how to get some, for all codes and for one', async () => {
      await page.goto(`${server.url}/analytics?preset=custom&from=2026-03-01&to=2026-03-31`);
      await page.getByText('No scans in this period').waitFor();
      expect(await page.getByText('No scans in this period').count()).toBe(1);
      await page.getByText(/download them from My QR Codes to print, or share their short links/).waitFor();
      expect(await page.locator('.overview-card').count()).toBe(0);
      expect(await smallTargets(page)).toEqual([]);
      expect(await axeFindings(page, { everyImpact: true })).toEqual([]);

      await page.goto(`${server.url}/analytics/${unscanned.id}`);
      await page.getByText(/print it, or share its short link/).waitFor();
      expect(await page.getByText('No scans in this period').count()).toBe(1);
      await page.getByRole('link', { name: 'Go to My QR Codes' }).click();
      await page.waitForURL(`${server.url}/dashboard`);
    });

    it('confirms a new summary mail setting with a toast', async () => {
      await page.goto(`${server.url}/analytics`);
      const mail = page.getByRole('combobox', { name: /^Summary mail/ });
      await mail.waitFor();
      const weekly = (await mail.inputValue()) !== 'weekly';
      await mail.selectOption(weekly ? 'weekly' : 'monthly');
      const toast = page.getByText(
        weekly ? 'You will get a summary mail every week.' : 'You will get a summary mail every month.',
      );
      await toast.waitFor();
      await toast.waitFor({ state: 'detached' });
    });

    /** Presses Tab until the element has the focus: proof that the keyboard reaches it. */
    async function reachByTab(target: ReturnType<Page['locator']>): Promise<void> {
      await page.locator('h1').click();
      for (let presses = 0; presses < 80; presses++) {
        await page.keyboard.press('Tab');
        if (await target.evaluate((element) => element === document.activeElement)) return;
      }
      throw new Error('Tab never reached the scroll area');
    }
  });
});
