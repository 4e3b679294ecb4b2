import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { smallTargets } from '../support/tap-targets';

/** A box at a place of its own on the page, so that what is near what is plain. */
const at = (left: number, top: number, size = '') =>
  `position:absolute;left:${left}px;top:${top}px;margin:0;padding:0;border:0;${size}`;
const square = (side: number) => `width:${side}px;height:${side}px;`;

const PAGE = `<!doctype html><html lang="en"><body style="margin:0;font:16px/1.25 sans-serif">
  <a class="skip" href="#main" style="${at(-10000, 0)}">Skip to content</a>
  <nav><button aria-label="Menu" style="${at(10, 10, square(16))}"></button>
    <button aria-label="Beside the menu" style="${at(28, 10, square(40))}"></button></nav>
  <main id="main">
    <p style="${at(10, 80)}">Read the <a href="#terms">terms</a> before you start.</p>
    <button aria-label="Crowded" style="${at(10, 140, square(16))}"></button>
    <button aria-label="Its neighbour" style="${at(28, 140, square(40))}"></button>
    <button aria-label="Alone" style="${at(200, 140, square(16))}"></button>
    <button aria-label="Pair A" style="${at(10, 220, square(16))}"></button>
    <button aria-label="Pair B" style="${at(30, 220, square(16))}"></button>
    <button aria-label="Spaced A" style="${at(200, 220, square(16))}"></button>
    <button aria-label="Spaced B" style="${at(236, 220, square(16))}"></button>
    <input type="checkbox" aria-label="Plain" style="${at(10, 300)}" />
    <button aria-label="Beside the plain one" style="${at(27, 300, square(40))}"></button>
    <input type="checkbox" aria-label="Shrunk" style="${at(200, 300, square(10))}" />
    <button aria-label="Beside the shrunk one" style="${at(212, 300, square(40))}"></button>
    <div role="button" tabindex="0" aria-label="Script button" style="${at(10, 380, square(20))}"></div>
    <button aria-label="Beside the script button" style="${at(31, 380, square(40))}"></button>
    <span tabindex="-1" style="${at(200, 380, square(8))}"></span>
    <button aria-label="Beside the focus spot" style="${at(210, 380, square(40))}"></button>
    <label style="${at(10, 460, square(40))}"><input type="checkbox" aria-label="Switch"
      style="position:absolute;width:1px;height:1px;clip:rect(0 0 0 0);overflow:hidden" /></label>
    <button aria-label="Beside the switch" style="${at(52, 460, square(40))}"></button>
    <button aria-label="Hidden" style="${at(200, 460, square(16))}visibility:hidden"></button>
    <button aria-label="Beside the hidden one" style="${at(218, 460, square(40))}"></button>
  </main></body></html>`;

describe('smallTargets: WCAG 2.5.8 target size, with its exceptions', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 390, height: 600 } });
    await page.setContent(PAGE);
  });
  afterAll(() => browser?.close());

  it('finds small targets near others, and only those', async () => {
    expect(await smallTargets(page)).toEqual([
      'button "Crowded" (16×16)',
      'button "Pair A" (16×16)',
      'button "Pair B" (16×16)',
      'input "Shrunk" (10×10)',
      'div "Script button" (20×20)',
    ]);
  });

  it('looks at the whole page when asked to', async () => {
    expect(await smallTargets(page, 'nav')).toEqual(['button "Menu" (16×16)']);
    expect(await smallTargets(page, 'body')).toHaveLength(6);
  });
});
