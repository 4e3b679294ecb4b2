import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/** axe-core from node_modules, injected into each page: nothing is downloaded. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
/** WCAG 2.1 A and AA, plus axe's best practices (landmarks, heading order, one main). */
const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export interface Finding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * axe's serious and critical findings on the page as it is now (with `everyImpact`, minor and
 * moderate ones too). The pages' Content-Security-Policy allows no inline script: the page's
 * context needs `bypassCSP: true` for the checker to be injected.
 */
export async function axeFindings(on: Page, { everyImpact = false } = {}): Promise<Finding[]> {
  // Injected once per document: a screen is checked again at other widths without reloading.
  if (!(await on.evaluate(() => 'axe' in window))) await on.addScriptTag({ content: AXE_SOURCE });
  const violations = await on.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, RULE_TAGS);
  return everyImpact ? violations : violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact));
}

/**
 * Controls whose accessible name does not contain their visible text ("label-content-name-mismatch"):
 * a voice-control user says what they see and nothing happens. axe counts the rule as experimental,
 * so it runs only when named.
 */
export async function nameMismatches(on: Page): Promise<string[]> {
  await on.addScriptTag({ content: AXE_SOURCE });
  return on.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(document, { runOnly: { type: 'rule', values: ['label-content-name-mismatch'] } });
    return result.violations.flatMap((violation) => violation.nodes.map((node) => node.html));
  });
}
