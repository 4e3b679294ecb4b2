import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { signUpAndSubscribe } from '../support/accounts';
import { launchBrowser } from '../support/browser';
import { readQr, scanImage } from '../support/scan';
import { controlsSmallerThan, MIN_PRIMARY_TOUCH_PX } from '../support/tap-targets';
import { removeDataDir, startServer, type RunningServer } from '../support/server';

/** A phone (390 px) and a laptop (1280 px); the layout check also narrows to 320 px. */
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

const PREVIEW = 'img[alt="QR code preview"]';

/** A plain square logo, as someone would upload one. */
function logoPng(): Buffer {
  const png = new PNG({ width: 64, height: 64 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([200, 30, 30, 255], i);
  return PNG.sync.write(png);
}

describe('the designer, brand kits and downloads, in a browser', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });

  /** A subscribed account in a browser of the given size; page errors are collected. */
  async function signedIn(viewport: { width: number; height: number }) {
    const context = await browser.newContext({ viewport, acceptDownloads: true });
    await signUpAndSubscribe(context.request, server.url);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    return { context, page, errors };
  }

  const section = (page: Page, name: string) =>
    page.locator('details.design-panel__section', { has: page.locator('summary', { hasText: name }) });

  async function openSection(page: Page, name: string): Promise<Locator> {
    const details = section(page, name);
    if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
    return details;
  }

  /** Waits until the live preview differs from `before` (it is re-rendered in the browser after each change). */
  async function previewChangedFrom(page: Page, before: string | null): Promise<string | null> {
    await page.waitForFunction(
      ([selector, previous]) => document.querySelector<HTMLImageElement>(selector as string)?.src !== previous,
      [PREVIEW, before],
    );
    return page.locator(PREVIEW).getAttribute('src');
  }

  /** The server has checked the design on screen and Generate/Save is enabled. */
  async function designAccepted(page: Page): Promise<void> {
    await page.getByText('Checked: this design scans.').waitFor();
  }

  /** The toast that says `text` (the shell shows them over every screen). */
  const toastSaying = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

  /** Presses Undo in the toast that says `done`, and waits until that toast says `back` instead. */
  async function undoIn(page: Page, done: string, back: string): Promise<void> {
    await toastSaying(page, done).getByRole('button', { name: 'Undo' }).click();
    await toastSaying(page, back).waitFor();
    expect(await toastSaying(page, back).getByRole('button', { name: 'Undo' }).count()).toBe(0);
  }

  async function codeId(page: Page, name: string): Promise<string> {
    const href = await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name, exact: true }) })
      .getByRole('link', { name: `Edit ${name}` })
      .getAttribute('href');
    return /\/qr-codes\/([^/]+)\/edit$/.exec(href ?? '')?.[1] ?? '';
  }

  describe.each(VIEWPORTS)('on a $name ($width px)', (viewport) => {
    it('designs a code: picks styles with the mouse and the arrow keys, sees the preview change, meets a refusal and fixes it', async () => {
      const { context, page, errors } = await signedIn(viewport);
      await page.goto(`${server.url}/create-qr`);
      await page.getByRole('button', { name: /^Website/ }).click();
      await page.getByLabel('Website URL').fill('example.com/designer');
      await page.locator(PREVIEW).waitFor();
      let preview = await page.locator(PREVIEW).getAttribute('src');

      // Pickers are radio groups: a click chooses, the arrow keys move the choice.
      const patterns = page.getByRole('group', { name: 'Module pattern' });
      expect(await patterns.getByRole('radio').count()).toBeGreaterThanOrEqual(6);
      await patterns.getByRole('radio', { name: 'Dots' }).check();
      preview = await previewChangedFrom(page, preview);
      await patterns.getByRole('radio', { name: 'Dots' }).press('ArrowRight');
      expect(await patterns.getByRole('radio', { name: 'Diamonds' }).isChecked()).toBe(true);
      preview = await previewChangedFrom(page, preview);
      const frames = page.getByRole('group', { name: 'Corner frame' });
      expect(await frames.getByRole('radio').count()).toBeGreaterThanOrEqual(4);
      await frames.getByRole('radio', { name: 'Extra rounded' }).check();
      const centres = page.getByRole('group', { name: 'Corner centre' });
      expect(await centres.getByRole('radio').count()).toBeGreaterThanOrEqual(4);
      await centres.getByRole('radio', { name: 'Circle' }).check();
      preview = await previewChangedFrom(page, preview);

      // Colours as people type them, with a swatch that follows.
      await page.getByLabel('Foreground colour', { exact: true }).fill('navy');
      expect(await page.getByLabel('Foreground colour: colour picker').inputValue()).toBe('#000080');
      preview = await previewChangedFrom(page, preview);
      await designAccepted(page);

      // A colour too light to scan: Generate is held back with the server's own words.
      await page.getByLabel('Foreground colour', { exact: true }).fill('#bbbbbb');
      const generate = page.getByRole('button', { name: 'Generate QR Code' });
      const verdict = await (
        await page.request.post(`${server.url}/api/qr-codes/design-check`, {
          data: {
            type: 'website',
            content: { url: 'https://example.com/designer' },
            isTracked: true,
            customization: {
              foreground: { type: 'solid', colour: '#bbbbbb' },
              modulePattern: 'diamonds',
              finderFrame: 'extra-rounded',
              finderCentre: 'circle',
            },
          },
        })
      ).json();
      expect(verdict).toMatchObject({ ok: false, problem: 'lowContrast', field: 'foreground' });
      await page.getByText(`The design cannot be saved yet: ${verdict.message}`).waitFor();
      expect(await generate.isDisabled()).toBe(true);
      expect(await page.getByLabel('Foreground colour', { exact: true }).getAttribute('aria-invalid')).toBe('true');
      await page.getByLabel('Foreground colour', { exact: true }).fill('#1a237e');
      await designAccepted(page);

      // A linear gradient is checked by its lightest colour.
      await page.getByRole('radio', { name: 'Linear gradient' }).check();
      await page.getByLabel('Gradient colour 2', { exact: true }).fill('rgb(0 77 64)');
      preview = await previewChangedFrom(page, preview);
      await designAccepted(page);

      // A logo raises the error correction it needs, and the largest size comes from the content.
      const logo = await openSection(page, 'Logo');
      await logo
        .getByLabel('Logo image (PNG, JPG or SVG)')
        .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoPng() });
      await logo.getByRole('img', { name: 'Current logo' }).waitFor();
      await logo.getByText(/this content allows up to \d+%/).waitFor();
      await logo.getByLabel('Logo size').press('End');
      await logo
        .getByText(
          /With this logo the damage tolerance is raised to “(High \(25 %\)|Highest \(30 %\))”, so that the code still scans\./,
        )
        .waitFor();
      await logo.getByRole('button', { name: 'Remove logo' }).click();

      // A frame with its caption, above the code.
      const frame = await openSection(page, 'Frame and caption');
      await frame
        .getByRole('group', { name: 'Frame', exact: true })
        .getByRole('radio', { name: 'Banner', exact: true })
        .check();
      await frame.getByLabel('Caption').fill('See the menu');
      await frame.getByRole('radio', { name: 'Above the code' }).check();
      await previewChangedFrom(page, preview);
      await designAccepted(page);

      await page.getByLabel('QR Code Name').fill('Designed');
      await generate.click();
      await page.waitForURL(`${server.url}/dashboard`);
      const id = await codeId(page, 'Designed');
      const saved = await (await page.request.get(`${server.url}/api/qr-codes/${id}`)).json();
      expect(saved.customization).toMatchObject({
        foreground: { type: 'linear', stops: [{ colour: '#1a237e' }, { colour: '#004d40' }] },
        modulePattern: 'diamonds',
        finderFrame: 'extra-rounded',
        finderCentre: 'circle',
        frame: { template: 'banner', caption: 'See the menu', captionPosition: 'top' },
      });
      expect(saved.customization.logo).toBeUndefined();
      expect(errors).toEqual([]);
      await context.close();
    }, 240_000);

    it('saves a brand kit, applies it to an existing code, sets the default and deletes it, each confirmed in a toast whose Undo puts it back', async () => {
      const { context, page, errors } = await signedIn(viewport);
      const phone = viewport.width < 600;
      const kitsOnServer = async () =>
        (
          (await (await page.request.get(`${server.url}/api/brand-kits`)).json()) as {
            name: string;
            isDefault: boolean;
          }[]
        ).map(({ name, isDefault }) => ({ name, isDefault }));

      // An existing code with the standard design.
      await page.goto(`${server.url}/create-qr`);
      await page.getByRole('button', { name: /^Website/ }).click();
      await page.getByLabel('QR Code Name').fill('Plain');
      await page.getByLabel('Website URL').fill('example.com/plain');
      await designAccepted(page);
      await page.getByRole('button', { name: 'Generate QR Code' }).click();
      await page.waitForURL(`${server.url}/dashboard`);

      // A design saved under a name, from the creator's design panel.
      await page.goto(`${server.url}/create-qr`);
      await page.getByRole('button', { name: /^Menu Create a restaurant menu/ }).click();
      await page.getByRole('textbox', { name: 'Menu URL', exact: true }).fill('example.com/menu');
      await page.getByLabel('Foreground colour', { exact: true }).fill('navy');
      await page.getByRole('group', { name: 'Module pattern' }).getByRole('radio', { name: 'Rounded' }).check();
      await designAccepted(page);
      const kits = await openSection(page, 'Brand kits');
      await kits.getByText('No brand kits yet.').waitFor();
      await kits.getByLabel('Name for this design').fill('Bistro navy');
      await kits.getByRole('button', { name: 'Save as brand kit' }).click();
      await kits.getByRole('listitem', { name: 'Bistro navy' }).waitFor();
      await toastSaying(page, 'Saved “Bistro navy”.').waitFor();
      expect(await kits.getByRole('status').count()).toBe(0);

      // The default for new codes, set on My Account; Undo puts back the standard design, and it is set again.
      await page.goto(`${server.url}/account`);
      const account = page.locator('#brand-kits');
      const kitOnAccount = account.getByRole('listitem', { name: 'Bistro navy' });
      const makeDefault = kitOnAccount.getByRole('button', { name: 'Default for new codes: Bistro navy' });
      await makeDefault.click();
      await toastSaying(page, 'New codes now start from “Bistro navy”.').waitFor();
      expect(await makeDefault.getAttribute('aria-pressed')).toBe('true');
      if (phone) expect(await controlsSmallerThan(page, '.toast-actions', MIN_PRIMARY_TOUCH_PX)).toEqual([]);
      await undoIn(page, 'New codes now start from “Bistro navy”.', 'New codes start from the standard design again.');
      await page.waitForFunction(
        (button) => button?.getAttribute('aria-pressed') === 'false',
        await makeDefault.elementHandle(),
      );
      expect(await kitsOnServer()).toEqual([{ name: 'Bistro navy', isDefault: false }]);
      await makeDefault.click();
      await page.waitForFunction(
        (button) => button?.getAttribute('aria-pressed') === 'true',
        await makeDefault.elementHandle(),
      );

      // Applied from the code's card on My QR Codes in one click, which draws the new design; Undo in the toast puts the old one back.
      await page.goto(`${server.url}/dashboard`);
      const plainId = await codeId(page, 'Plain');
      const design = async () =>
        (await (await page.request.get(`${server.url}/api/qr-codes/${plainId}`)).json()).customization;
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Plain', exact: true }) });
      const cardImage = card.getByRole('img', { name: /Plain/ });
      await card.getByRole('button', { name: 'Apply brand kit to Plain' }).click();
      await card.getByRole('button', { name: /^Bistro navy/ }).click();
      await toastSaying(page, 'Applied “Bistro navy” to Plain.').waitFor();
      await page.waitForFunction(
        (image) => (image as HTMLImageElement).src.startsWith('blob:'),
        await cardImage.elementHandle(),
      );
      expect(await design()).toMatchObject({ foreground: { colour: '#000080' }, modulePattern: 'rounded' });
      const appliedImage = await cardImage.getAttribute('src');
      await undoIn(page, 'Applied “Bistro navy” to Plain.', 'Back to the design before “Bistro navy”.');
      expect(await design()).toMatchObject({ foreground: { colour: '#000000' }, modulePattern: 'square' });
      // The card draws the design put back.
      await page.waitForFunction(([image, before]) => (image as HTMLImageElement).src !== before, [
        await cardImage.elementHandle(),
        appliedImage,
      ] as const);

      // Applied on the edit screen too, undone, applied again and saved.
      await page.goto(`${server.url}/qr-codes/${plainId}/edit`);
      await page.locator(PREVIEW).waitFor();
      const before = await page.locator(PREVIEW).getAttribute('src');
      const editKits = await openSection(page, 'Brand kits');
      await editKits.getByRole('button', { name: 'Apply Bistro navy' }).click();
      const applied = await previewChangedFrom(page, before);
      expect(await page.getByLabel('Foreground colour', { exact: true }).inputValue()).toBe('#000080');
      await undoIn(page, 'Applied “Bistro navy”.', 'Back to the design before “Bistro navy”.');
      await previewChangedFrom(page, applied);
      expect(await page.getByLabel('Foreground colour', { exact: true }).inputValue()).toBe('#000000');
      await editKits.getByRole('button', { name: 'Apply Bistro navy' }).click();
      await designAccepted(page);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.waitForURL(`${server.url}/dashboard`);
      const plain = await (await page.request.get(`${server.url}/api/qr-codes/${plainId}`)).json();
      expect(plain.customization).toMatchObject({
        foreground: { type: 'solid', colour: '#000080' },
        modulePattern: 'rounded',
      });
      // The edit screen is gone, and with it the Undo of a design applied there.
      await toastSaying(page, 'Applied “Bistro navy”.').waitFor({ state: 'detached' });

      // A new code starts from the default kit.
      await page.goto(`${server.url}/create-qr`);
      await page.getByRole('button', { name: /^Coupon/ }).click();
      await page.getByText('This code starts from your default brand kit “Bistro navy”.').waitFor();
      expect(
        await page.getByRole('group', { name: 'Module pattern' }).getByRole('radio', { name: 'Rounded' }).isChecked(),
      ).toBe(true);

      // Renamed, deleted and brought back with Undo, still the default.
      await page.goto(`${server.url}/account`);
      await account.getByRole('button', { name: 'Rename Bistro navy' }).click();
      await account.getByLabel('New name for Bistro navy').fill('Bistro');
      await account.getByRole('button', { name: 'Save name' }).click();
      await account.getByRole('listitem', { name: 'Bistro' }).waitFor();
      await toastSaying(page, 'Renamed to “Bistro”.').waitFor();
      await account.getByRole('button', { name: 'Delete Bistro' }).click();
      await account.getByText('No brand kits yet.').waitFor();
      expect(await kitsOnServer()).toEqual([]);
      await undoIn(page, 'Deleted “Bistro”.', 'Restored “Bistro”.');
      await account.getByRole('listitem', { name: 'Bistro' }).waitFor();
      expect(
        await account.getByRole('button', { name: 'Default for new codes: Bistro' }).getAttribute('aria-pressed'),
      ).toBe('true');
      expect(await kitsOnServer()).toEqual([{ name: 'Bistro', isDefault: true }]);
      expect(errors).toEqual([]);
      await context.close();
    }, 240_000);

    it('downloads PNG at a chosen size, SVG and PDF named after the code, also once the access token has expired', async () => {
      const { context, page, errors } = await signedIn(viewport);
      await page.goto(`${server.url}/create-qr`);
      await page.getByRole('button', { name: /^Website/ }).click();
      await page.getByLabel('QR Code Name').fill('Table card');
      await page.getByLabel('Website URL').fill('example.com/table');
      await page.getByRole('group', { name: 'Module pattern' }).getByRole('radio', { name: 'Classy' }).check();
      await designAccepted(page);
      await page.getByRole('button', { name: 'Generate QR Code' }).click();
      await page.waitForURL(`${server.url}/dashboard`);
      const id = await codeId(page, 'Table card');
      const { payload } = await (await page.request.get(`${server.url}/api/qr-codes/${id}`)).json();

      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Table card' }) });
      await card.getByRole('button', { name: 'Download Table card' }).click();
      const menu = card.getByRole('group', { name: 'Download Table card' });
      await menu.getByText('Print: flyers, menus and posters (vector)').waitFor();
      const download = async (button: string) => {
        const [file] = await Promise.all([
          page.waitForEvent('download'),
          menu.getByRole('button', { name: button }).click(),
        ]);
        return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
      };

      await menu.getByLabel('Size', { exact: true }).selectOption('2048');
      const png = await download('Download PNG');
      expect(png.name).toBe('Table card.png');
      expect(PNG.sync.read(png.bytes).width).toBe(2048);
      expect(readQr('png', png.bytes)).toBe(payload);

      await menu.getByRole('radio', { name: /^SVG/ }).check();
      const svg = await download('Download SVG');
      expect(svg.name).toBe('Table card.svg');
      expect(await scanImage(context, 'svg', svg.bytes)).toBe(payload);

      // The access token lasts 15 minutes: without it the download refreshes the session first.
      const cookies = await context.cookies();
      await context.clearCookies();
      await context.addCookies(cookies.filter((cookie) => cookie.name !== 'liveqr_access'));
      await menu.getByRole('radio', { name: /^PDF/ }).check();
      expect(await menu.getByLabel('Size', { exact: true }).count()).toBe(0);
      const pdf = await download('Download PDF');
      expect(pdf.name).toBe('Table card.pdf');
      expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await menu.getByText('Downloaded Table card.pdf.').waitFor();

      // The edit screen offers the same menu for the saved code.
      await page.goto(`${server.url}/qr-codes/${id}/edit`);
      await page.getByRole('button', { name: 'Download Table card' }).click();
      const editMenu = page.getByRole('group', { name: 'Download Table card' });
      await editMenu.getByRole('radio', { name: /^EPS/ }).check();
      const [eps] = await Promise.all([
        page.waitForEvent('download'),
        editMenu.getByRole('button', { name: 'Download EPS' }).click(),
      ]);
      expect(eps.suggestedFilename()).toBe('Table card.eps');
      expect((await readFile(await eps.path())).subarray(0, 4).toString('latin1')).toBe('%!PS');
      expect(errors).toEqual([]);
      await context.close();
    }, 240_000);
  });

  it('fits a 320 px screen without sideways scrolling, with Generate and Save always on screen', async () => {
    const { context, page, errors } = await signedIn({ width: 320, height: 640 });
    const noSidewaysScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    const openEverySection = () =>
      page
        .locator('details')
        .evaluateAll((all) => all.forEach((details) => ((details as HTMLDetailsElement).open = true)));
    const onScreen = async (locator: Locator) => {
      const box = await locator.boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= 320 && box.y >= 0 && box.y + box.height <= 640;
    };

    await page.goto(`${server.url}/create-qr`);
    expect(await noSidewaysScroll()).toBe(true);
    await page.getByRole('button', { name: /^vCard/ }).click();
    await page.getByLabel('First Name').fill('Ada');
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+44 20 7946 0000');
    await page.locator(PREVIEW).waitFor();
    await page.getByRole('radio', { name: 'Linear gradient' }).check();
    await openSection(page, 'Frame and caption');
    await page.getByRole('group', { name: 'Frame', exact: true }).getByRole('radio', { name: 'Speech bubble' }).check();
    await openEverySection();
    expect(await noSidewaysScroll()).toBe(true);
    // The action bar stays in view at the top of the form and at its far end.
    const generate = page.getByRole('button', { name: 'Generate QR Code' });
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await onScreen(generate)).toBe(true);
    await page.getByRole('group', { name: 'How much damage the code survives' }).scrollIntoViewIfNeeded();
    expect(await onScreen(generate)).toBe(true);
    await designAccepted(page);
    await generate.click();
    await page.waitForURL(`${server.url}/dashboard`);

    await page.getByRole('button', { name: 'Download vCard QR Code' }).click();
    await page
      .getByRole('group', { name: /^Download / })
      .getByLabel('Size', { exact: true })
      .waitFor();
    expect(await noSidewaysScroll()).toBe(true);

    const href = await page
      .getByRole('link', { name: /^Edit / })
      .first()
      .getAttribute('href');
    await page.goto(`${server.url}${href}`);
    await page.locator(PREVIEW).waitFor();
    await openEverySection();
    await page.getByRole('button', { name: /^Download / }).click();
    expect(await noSidewaysScroll()).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    expect(await onScreen(page.getByRole('button', { name: 'Save Changes' }))).toBe(true);

    await page.goto(`${server.url}/account`);
    await page.locator('#brand-kits').getByText('No brand kits yet.').waitFor();
    expect(await noSidewaysScroll()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
