import type { Page } from 'playwright-core';

/**
 * Controls in the page's main landmark smaller than `minimum` CSS pixels either way (WCAG 2.5.8
 * asks for 24; primary actions on touch screens get 44). Links inside running text are exempt, as
 * the criterion exempts them.
 */
export async function smallTargets(on: Page, minimum = 24): Promise<string[]> {
  return on.locator('main').evaluate((main, least) => {
    const controls = main.querySelectorAll<HTMLElement>(
      'a[href], button, select, input:not([type="hidden"]), textarea, summary, [tabindex="0"]',
    );
    return Array.from(controls).flatMap((control) => {
      // A control inside its label is hit anywhere on the label.
      const { width, height } = (control.closest('label') ?? control).getBoundingClientRect();
      if (width === 0 && height === 0) return []; // not shown
      if (control.matches('p a, li > span a')) return [];
      const label = control.getAttribute('aria-label') ?? control.textContent ?? control.tagName;
      return width < least || height < least
        ? [`${label.trim().slice(0, 40)} (${Math.round(width)}×${Math.round(height)})`]
        : [];
    });
  }, minimum);
}
