import type { TFunction } from 'i18next';
import type { DesignRefusalBody } from './designer-api';

/** qr-render names the colour in English (`label`); the translation names it by these keys. */
const LABEL_KEYS: Record<string, string> = {
  'foreground colour': 'foreground',
  'background colour': 'background',
  'finder colour': 'finder',
  'gradient colour': 'gradient',
  'lightest colour of the gradient': 'lightestStop',
  'frame colour': 'frame',
};

/** A share of the code's width, as the English messages write it. */
export const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * A design refusal in the reader's language, by its stable `problem` key and its values; a problem
 * this build does not know yet keeps the server's English text. `limits` are the rule's numbers
 * (e.g. the minimum contrast) that the English text has built in.
 */
export function refusalText(
  t: TFunction<'designer'>,
  refusal: DesignRefusalBody,
  limits: Record<string, string | number> = {},
): string {
  const values = { ...limits, ...refusal.values };
  const label = typeof values['label'] === 'string' ? LABEL_KEYS[values['label']] : undefined;
  const advice = values['advice'];
  return t(`problems.${refusal.problem}`, {
    ...values,
    ...(label ? { label: t(`labels.${label}`) } : {}),
    ...(typeof values['maximum'] === 'number' ? { maximum: percent(values['maximum']) } : {}),
    // What to change when a design does not scan: stable names, each said in the reader's language.
    ...(Array.isArray(advice)
      ? { advice: advice.map((change) => t(`scanAdvice.${change}`)).join(t('scanAdvice.separator')) }
      : {}),
    defaultValue: refusal.message,
  });
}
