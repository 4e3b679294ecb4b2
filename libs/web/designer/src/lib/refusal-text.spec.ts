import { DESIGN_MESSAGES, type DesignProblem, refusal, SCAN_ADVICE } from '@liveqr/qr-render';
import { initI18n } from '@liveqr/web/i18n/testing';
import { DESIGN_LIMITS } from './design-limits';
import { refusalText } from './refusal-text';

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

describe('refusalText', () => {
  const i18n = initI18n();

  it.each(PROBLEMS)("says %s in English exactly as the server's message table", async (problem) => {
    const refused = (
      refusal as (problem: DesignProblem, field?: string, values?: object) => ReturnType<typeof refusal>
    )(problem, undefined, VALUES);
    expect(refusalText(i18n.getFixedT('en', 'designer'), refused, DESIGN_LIMITS)).toBe(refused.message);
  });

  it.each(['es', 'fr', 'de'])('translates by the problem key, with the colour named in %s', (language) => {
    const refused = refusal('lowContrast', 'foreground', { label: 'foreground colour', ratio: 1.1 });
    const text = refusalText(i18n.getFixedT(language, 'designer'), refused, DESIGN_LIMITS);
    expect(text).not.toBe(refused.message);
    expect(text).toContain('1.1');
    expect(text).toContain(i18n.getFixedT(language, 'designer')('labels.foreground'));
  });

  it.each(['es', 'fr', 'de'])('says what to change for an unscannable design in %s, item by item', (language) => {
    const t = i18n.getFixedT(language, 'designer');
    const refused = refusal('unscannable', undefined, {
      scanner: 'zbar',
      size: 1000,
      advice: ['smallerLogo', 'darkerForeground'],
    });
    const text = refusalText(t, refused, DESIGN_LIMITS);
    expect(text).toContain('zbar');
    expect(text).toContain('1000');
    expect(text).toContain(
      `${t('scanAdvice.smallerLogo')}${t('scanAdvice.separator')}${t('scanAdvice.darkerForeground')}`,
    );
    expect(text).not.toContain(SCAN_ADVICE.smallerLogo);
  });

  it("keeps the server's text for a problem this build does not know", () => {
    const unknown = { problem: 'somethingNew' as DesignProblem, message: 'A new rule' };
    expect(refusalText(i18n.getFixedT('de', 'designer'), unknown)).toBe('A new rule');
  });
});
