import type { Page } from 'playwright-core';

/** The smallest target WCAG 2.2 allows (2.5.8 Target Size (Minimum)), in CSS pixels. */
export const MIN_TARGET_PX = 24;
/** A primary action on a touch screen: at least this big either way (the size Apple and WCAG 2.5.5 ask for). */
export const MIN_PRIMARY_TOUCH_PX = 44;

/**
 * What a person can tap: links, form controls, disclosures, and what a script made a button or put
 * in the tab order (a `tabindex` of -1 only lets a script move the focus there: not a target).
 */
const TARGETS =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex^="-"])';

/** Controls whose size does not depend on their text: the browser's own size is the one to compare with. */
const BROWSER_SIZED_INPUTS = new Set(['checkbox', 'radio', 'range', 'color']);

/**
 * Visible targets under `within` (every element it matches) smaller than 24×24 CSS pixels, as
 * WCAG 2.5.8 measures them, described for a failure message. The criterion's exceptions hold:
 * - inline: a link in a sentence, whose height is its line's;
 * - user agent control: a control the browser sizes and the page left as it was (a plain checkbox);
 * - spacing: a 24 px circle centred on the small target meets no other target, nor the circle of
 *   another small one.
 * Sub-pixel layout may measure 24 px as 23.999: a hundredth of a pixel is not a smaller target.
 */
export async function smallTargets(on: Page, within = 'main'): Promise<string[]> {
  return on.evaluate(
    ({ within, minimum, targetsSelector, browserSizedInputs }) => {
      const radius = minimum / 2;
      const tolerance = 0.01;
      const page = document.documentElement;
      const shown = (element: HTMLElement) => {
        if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
        if (element.closest('[inert]')) return false;
        const box = element.getBoundingClientRect();
        // Visually hidden (a 1 px clip for screen readers), or moved off the page until focused (a skip link).
        if (box.width <= 1 || box.height <= 1) return false;
        return box.right + scrollX > 0 && box.bottom + scrollY > 0 && box.left + scrollX < page.scrollWidth;
      };
      // A control inside its label is hit anywhere on the label (a switch may hide the box itself).
      const targets = [...document.querySelectorAll<HTMLElement>(targetsSelector)]
        .map((element) => ({ element, hit: element.closest('label') ?? element }))
        .filter(({ hit }) => shown(hit))
        .map(({ element, hit }) => ({ element, box: hit.getBoundingClientRect() }));
      const isSmall = ({ box }: { box: DOMRect }) =>
        box.width < minimum - tolerance || box.height < minimum - tolerance;
      const small = targets.filter(isSmall);

      /** A link in running text: inline, in a block that also holds words of its own. */
      const inSentence = (element: HTMLElement) => {
        if (getComputedStyle(element).display !== 'inline') return false;
        let block = element.parentElement;
        while (block && ['inline', 'contents'].includes(getComputedStyle(block).display)) block = block.parentElement;
        if (!block) return false;
        const words = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
        for (let text = words.nextNode(); text; text = words.nextNode()) {
          if (/\p{L}/u.test(text.textContent ?? '') && !text.parentElement?.closest(targetsSelector)) return true;
        }
        return false;
      };

      /** A checkbox, radio button, slider or colour well as large as the browser draws one untouched. */
      const browserSized = (element: HTMLElement) => {
        if (!(element instanceof HTMLInputElement) || !browserSizedInputs.includes(element.type)) return false;
        const host = document.createElement('div');
        host.style.cssText = 'all: initial; position: absolute; left: 0; top: 0;';
        document.body.append(host);
        // The page's style sheets do not reach into a shadow root.
        const twin = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('input'));
        twin.type = element.type;
        const untouched = twin.getBoundingClientRect();
        host.remove();
        const { width, height } = element.getBoundingClientRect();
        return Math.abs(width - untouched.width) < 0.5 && Math.abs(height - untouched.height) < 0.5;
      };

      const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
      const distanceToBox = ({ x, y }: { x: number; y: number }, box: DOMRect) =>
        Math.hypot(Math.max(box.left - x, 0, x - box.right), Math.max(box.top - y, 0, y - box.bottom));
      const related = (a: HTMLElement, b: HTMLElement) => a === b || a.contains(b) || b.contains(a);
      /** Its 24 px circle meets another target, or another small target's circle. */
      const crowded = (target: { element: HTMLElement; box: DOMRect }) => {
        const middle = centre(target.box);
        return (
          targets.some(
            (other) => !related(other.element, target.element) && distanceToBox(middle, other.box) < radius - tolerance,
          ) ||
          small.some((other) => {
            if (related(other.element, target.element)) return false;
            const { x, y } = centre(other.box);
            return Math.hypot(x - middle.x, y - middle.y) < 2 * radius - tolerance;
          })
        );
      };

      const roots = [...document.querySelectorAll(within)];
      const describe = ({ element, box }: { element: HTMLElement; box: DOMRect }) => {
        const name = (
          element.getAttribute('aria-label') ??
          (element as HTMLInputElement).labels?.[0]?.textContent ??
          element.textContent ??
          ''
        ).trim();
        const kind = [element.tagName.toLowerCase(), ...[...element.classList].slice(0, 2)].join('.');
        return `${kind} "${name.slice(0, 40)}" (${Math.round(box.width * 10) / 10}×${Math.round(box.height * 10) / 10})`;
      };
      return small
        .filter(({ element }) => roots.some((root) => root.contains(element)))
        .filter((target) => !inSentence(target.element) && !browserSized(target.element) && crowded(target))
        .map(describe);
    },
    { within, minimum: MIN_TARGET_PX, targetsSelector: TARGETS, browserSizedInputs: [...BROWSER_SIZED_INPUTS] },
  );
}

/**
 * What a finger taps most on a touch screen, so at least MIN_PRIMARY_TOUCH_PX either way: the
 * primary buttons, the creator's action bar, and a toast's actions.
 */
export const PRIMARY_ACTIONS = '.button--primary, .creator-actions__buttons, .toast-actions';

/**
 * Every visible control that `scope` matches, or that is in what it matches, smaller than `min`
 * px either way, with none of WCAG's exceptions: for places that hold only buttons and fields (an
 * action bar, a toast's actions) and for primary buttons themselves.
 * Sub-pixel layout may measure 24 px as 23.999998: a hundredth of a pixel is not a smaller target.
 */
export async function controlsSmallerThan(page: Page, scope: string, min: number): Promise<string[]> {
  return page.locator(scope).evaluateAll((scopes, limit) => {
    const controls = 'button, a[href], input:not([type="hidden"]), select, textarea';
    // A control in two scopes (a primary button in an action bar) is one control.
    const found = new Set(
      scopes.flatMap((root) => [
        ...(root.matches(controls) ? [root as HTMLElement] : []),
        ...root.querySelectorAll<HTMLElement>(controls),
      ]),
    );
    return [...found]
      .filter((control) => control.getClientRects().length > 0)
      .map((control) => ({ control, rect: control.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width < limit - 0.01 || rect.height < limit - 0.01)
      .map(({ control, rect }) => `${control.outerHTML.slice(0, 80)} ${rect.width}x${rect.height}`);
  }, min);
}
