import { DESIGN_MESSAGES, type DesignProblem, refusal } from '@liveqr/qr-render';
import { apiErrorText } from '@liveqr/web/api-client';
import { initI18n } from '@liveqr/web/i18n/testing';
import { DESIGN_LIMITS } from './design-limits';

/** Values of the kinds qr-render puts in its refusals. */
const VALUES = {
  label: 'lightest colour of the gradient',
  ratio: 2.5,
  maximum: 0.23,
  minimum: 387,
  scanner: 'ZXing',
  size: 387,
  advice: ['smallerLogo', 'plainerModules', 'squareFinders', 'higherCorrection', 'darkerForeground'],
};

const PROBLEMS = Object.keys(DESIGN_MESSAGES) as DesignProblem[];

describe('DESIGN_LIMITS', () => {
  const i18n = initI18n();

  it.each(PROBLEMS)("give %s in English exactly as the server's message table says it", (problem) => {
    const refused = (
      refusal as (problem: DesignProblem, field?: string, values?: object) => ReturnType<typeof refusal>
    )(problem, undefined, VALUES);
    expect(apiErrorText(i18n.getFixedT('en', 'designer'), refused, 'Failed', { values: DESIGN_LIMITS })).toBe(
      refused.message,
    );
  });
});
