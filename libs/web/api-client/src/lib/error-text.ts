import { ApiError } from './api-error';

/**
 * The part of i18next's `t` this needs, so the client stays free of the i18n library: a key read
 * in the screen's namespace (or in `ns`), with the values its text has built in.
 */
type Translate = (key: string, options: { ns?: string; defaultValue: string } & Record<string, unknown>) => string;

/** What a screen adds to the catalogue's words for its failures. */
export interface ErrorWording {
  /**
   * Where the screen words some answers its own way, in its namespace: `<keys>.<code>` before the
   * catalogue, and `<keys>.<status>` for an answer the catalogue cannot say (one without a code,
   * such as a proxy's 502).
   */
  keys?: string;
  /** The figures a design refusal's text has built in (the designer's DESIGN_LIMITS or IMAGE_LIMITS). */
  values?: Readonly<Record<string, string | number>>;
}

/** What a failure says about itself: an ApiError's parts, or an answer's body (a design check's refusal). */
interface Answer {
  code?: string;
  status?: number;
  problem?: string;
  values?: Record<string, unknown>;
}

/** qr-render names a colour in English (`values.label`); the designer's texts name it by these keys. */
const LABEL_KEYS: Record<string, string> = {
  'foreground colour': 'foreground',
  'background colour': 'background',
  'finder colour': 'finder',
  'gradient colour': 'gradient',
  'lightest colour of the gradient': 'lightestStop',
  'frame colour': 'frame',
};

/** A share of the code's width, as qr-render's English messages write it (0.23 is 23%). */
export const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * The reader's words for a failed call, never the server's English. `error` is what the call threw
 * (an ApiError, or a network failure, which has no words of its own) or an answer's body (a design
 * check's refusal). The first of these that has a text:
 * 1. the screen's own words for the code: `<keys>.<code>` (see ErrorWording),
 * 2. a design refusal by its stable `problem`, with its figures: `designer:problems.<problem>`,
 * 3. the catalogue's words for the API's stable code: `common:apiErrors.<code>`,
 * 4. the screen's words for the status of an answer without them: `<keys>.<status>`,
 * 5. `fallback`, the screen's text for what failed.
 */
export function apiErrorText(t: Translate, error: unknown, fallback: string, wording: ErrorWording = {}): string {
  const answer = answerOf(error);
  if (!answer) return fallback;
  const { code, status, problem } = answer;
  const { keys, values } = wording;
  const text = (key: string, options: Record<string, unknown> = {}) => t(key, { ...options, defaultValue: '' });
  return (
    (keys && code && text(`${keys}.${code}`)) ||
    (problem && designText(text, problem, { ...values, ...answer.values })) ||
    (code && text(`apiErrors.${code}`, { ns: 'common' })) ||
    (keys && status && text(`${keys}.${status}`)) ||
    fallback
  );
}

function answerOf(error: unknown): Answer | undefined {
  if (error instanceof ApiError) return { code: error.code, status: error.status, ...refusalOf(error.body) };
  // A thrown failure that is not the API's (the network, an abort) says nothing the reader could act on.
  if (error instanceof Error || typeof error !== 'object' || error === null) return undefined;
  const body = error as Record<string, unknown>;
  return {
    ...(typeof body['code'] === 'string' ? { code: body['code'] } : {}),
    ...(typeof body['statusCode'] === 'number' ? { status: body['statusCode'] } : {}),
    ...refusalOf(body),
  };
}

/** A design refusal's stable name and values, when the body is one (qr-render's DesignRefusal). */
function refusalOf(body: Record<string, unknown>): Pick<Answer, 'problem' | 'values'> {
  const { problem, values } = body;
  if (typeof problem !== 'string') return {};
  return { problem, ...(values && typeof values === 'object' ? { values: values as Record<string, unknown> } : {}) };
}

/** The designer's text of a design refusal, with the colour it names and what to change said in the reader's language. */
function designText(
  text: (key: string, options?: Record<string, unknown>) => string,
  problem: string,
  values: Record<string, unknown>,
): string {
  const designer = (key: string, options: Record<string, unknown> = {}) => text(key, { ...options, ns: 'designer' });
  const label = typeof values['label'] === 'string' ? LABEL_KEYS[values['label']] : undefined;
  const { maximum, advice } = values;
  return designer(`problems.${problem}`, {
    ...values,
    ...(label ? { label: designer(`labels.${label}`) } : {}),
    ...(typeof maximum === 'number' ? { maximum: percent(maximum) } : {}),
    // What to change when a design does not scan: stable names, each said in the reader's language.
    ...(Array.isArray(advice)
      ? { advice: advice.map((change) => designer(`scanAdvice.${change}`)).join(designer('scanAdvice.separator')) }
      : {}),
  });
}
