import {
  type ExpiryRule,
  ROUTING_DEVICES,
  ROUTING_OPERATING_SYSTEMS,
  type RoutingCondition,
  type RoutingRule,
  type SplitVariant,
} from '@liveqr/shared/contracts';
import countries from 'i18n-iso-countries';
import type { DestinationAt, DestinationContext, DestinationRefusal } from './destination';
import { fieldPath } from './field-path';
import { checkUrl } from './url';

/**
 * A code's rules (expiry, scan limit, password, routing, split): checked and normalised the same
 * way in the creator and on the server. Every URL in them passes `checkUrl`, and with the server's
 * context the destination policy, exactly like the code's own destination.
 */

/** Enough for any real campaign; a long list would only slow every scan of the code. */
export const MAX_ROUTING_RULES = 50;
export const MAX_SPLIT_VARIANTS = 10;
export const MAX_SPLIT_WEIGHT = 1000;
/** Fits the database's integer counter with room to spare. */
export const MAX_SCAN_LIMIT = 1_000_000_000;
export const MIN_CODE_PASSWORD_LENGTH = 4;
/** Longer input never reaches the hash function. */
export const MAX_CODE_PASSWORD_LENGTH = 128;

/** Why rules are refused; the API turns each into an error code of its own. */
export const RULE_PROBLEMS = [
  'invalid_expiry',
  'expiry_in_past',
  'invalid_scan_limit',
  'invalid_rule_url',
  'invalid_routing_rule',
  'too_many_routing_rules',
  'unknown_operating_system',
  'unknown_device',
  'unknown_country',
  'unknown_language',
  'invalid_days',
  'invalid_time_window',
  'unknown_time_zone',
  'invalid_split',
  'split_weights_zero',
  'invalid_code_password',
] as const;
export type RuleProblem = (typeof RULE_PROBLEMS)[number];

/** Accepted on edit, reported with the saved code: an expiry already past makes the code expire at once. */
export type RuleWarning = 'expiry_in_past';

export const RULE_MESSAGES = {
  expiryNotObject: 'Expiry must be an object with a date, a scan limit or both',
  expiryEmpty: 'Expiry needs a date, a scan limit or both',
  expiryDate: 'The expiry date must be an ISO date-time, e.g. 2026-12-31T23:59:00+01:00',
  expiryInPast: 'The expiry date is in the past',
  scanLimit: `The scan limit must be a whole number from 1 to 1,000,000,000`,
  routingNotList: 'Routing must be a list of rules',
  ruleNotObject: (n: number) => `Routing rule ${n} must be an object with "when" and "url"`,
  ruleWithoutCondition: (n: number) => `Routing rule ${n} needs at least one condition`,
  unknownCondition: (n: number, key: string) => `Routing rule ${n} has an unknown condition "${key}"`,
  conditionNotList: (n: number, key: string) => `Routing rule ${n}: "${key}" must be a non-empty list`,
  tooManyRules: `A QR code can have at most ${MAX_ROUTING_RULES} routing rules`,
  unknownOs: (value: string) => `Unknown operating system "${value}"; use ${ROUTING_OPERATING_SYSTEMS.join(', ')}`,
  unknownDevice: (value: string) => `Unknown device type "${value}"; use ${ROUTING_DEVICES.join(', ')}`,
  unknownCountry: (value: string) => `Unknown country code "${value}"; use ISO 3166-1 alpha-2 codes such as DE`,
  unknownLanguage: (value: string) => `Unknown language "${value}"; use primary language tags such as en`,
  days: (n: number) => `Routing rule ${n}: days must be numbers from 0 (Sunday) to 6 (Saturday)`,
  timeWindow: (n: number) =>
    `Routing rule ${n}: "from" and "to" must both be HH:MM times, or both YYYY-MM-DDTHH:MM dates with "from" first`,
  timeZone: (value: string) => `Unknown time zone "${value}"; use an IANA name such as Europe/Berlin`,
  splitNotList: 'Split must be a list of { url, weight }',
  splitTooFew: 'A split test needs at least two destinations',
  splitTooMany: `A split test can have at most ${MAX_SPLIT_VARIANTS} destinations`,
  splitWeight: `Each split weight must be a whole number from 0 to ${MAX_SPLIT_WEIGHT}`,
  splitWeightsZero: 'The split weights must not all be 0',
  password: `The password must be ${MIN_CODE_PASSWORD_LENGTH} to ${MAX_CODE_PASSWORD_LENGTH} characters`,
} as const;

/** A refusal names the refused value's place in the request (`routing[1].when.country`, see `fieldPath`). */
export type RuleCheck<T> =
  | { ok: true; value: T; warnings: RuleWarning[] }
  | { ok: false; problem: RuleProblem; message: string; field: string; refusal?: DestinationRefusal };

/** Where each rule sits in a create or edit request. */
const EXPIRY = 'expiry';
const ROUTING = 'routing';
const SPLIT = 'split';
const PASSWORD = 'password';

export interface ExpiryCheckOptions {
  now: Date;
  /** A new code must not be born expired; an edited one may be made to expire at once. */
  creating: boolean;
  context?: DestinationContext;
}

/** null removes the expiry. */
export function checkExpiry(
  raw: unknown,
  { now, creating, context }: ExpiryCheckOptions,
): RuleCheck<ExpiryRule | null> {
  return attempt(() => {
    if (raw === null) return { value: null };
    if (!isRecord(raw)) fail('invalid_expiry', RULE_MESSAGES.expiryNotObject, EXPIRY);
    const expiry: ExpiryRule = {};
    const warnings: RuleWarning[] = [];
    if (raw['at'] !== undefined && raw['at'] !== null) {
      const at = isoDateTime(raw['at']);
      if (at <= now) {
        if (creating) fail('expiry_in_past', RULE_MESSAGES.expiryInPast, fieldPath(EXPIRY, 'at'));
        warnings.push('expiry_in_past');
      }
      expiry.at = at.toISOString();
    }
    if (raw['scanLimit'] !== undefined && raw['scanLimit'] !== null) expiry.scanLimit = scanLimit(raw['scanLimit']);
    if (expiry.at === undefined && expiry.scanLimit === undefined)
      fail('invalid_expiry', RULE_MESSAGES.expiryEmpty, EXPIRY);
    const fallback = raw['fallbackUrl'];
    if (fallback !== undefined && fallback !== null && fallback !== '') {
      expiry.fallbackUrl = ruleUrl(fallback, 'Fallback URL', fieldPath(EXPIRY, 'fallbackUrl'), context);
    }
    return { value: expiry, warnings };
  });
}

export function checkRouting(raw: unknown, context?: DestinationContext): RuleCheck<RoutingRule[]> {
  return attempt(() => {
    if (raw === null) return { value: [] };
    if (!Array.isArray(raw)) fail('invalid_routing_rule', RULE_MESSAGES.routingNotList, ROUTING);
    if (raw.length > MAX_ROUTING_RULES) fail('too_many_routing_rules', RULE_MESSAGES.tooManyRules, ROUTING);
    return {
      value: raw.map((rule: unknown, index) => {
        const n = index + 1;
        const at = fieldPath(ROUTING, index);
        if (!isRecord(rule) || !isRecord(rule['when']))
          fail('invalid_routing_rule', RULE_MESSAGES.ruleNotObject(n), at);
        return {
          when: condition(rule['when'], n, fieldPath(at, 'when')),
          url: ruleUrl(rule['url'], `Routing rule ${n} URL`, fieldPath(at, 'url'), context),
        };
      }),
    };
  });
}

export function checkSplit(raw: unknown, context?: DestinationContext): RuleCheck<SplitVariant[]> {
  return attempt(() => {
    if (raw === null || (Array.isArray(raw) && raw.length === 0)) return { value: [] };
    if (!Array.isArray(raw)) fail('invalid_split', RULE_MESSAGES.splitNotList, SPLIT);
    if (raw.length < 2) fail('invalid_split', RULE_MESSAGES.splitTooFew, SPLIT);
    if (raw.length > MAX_SPLIT_VARIANTS) fail('invalid_split', RULE_MESSAGES.splitTooMany, SPLIT);
    const variants = raw.map((variant: unknown, index) => {
      const at = fieldPath(SPLIT, index);
      if (!isRecord(variant)) fail('invalid_split', RULE_MESSAGES.splitNotList, at);
      const weight = variant['weight'];
      if (typeof weight !== 'number' || !Number.isInteger(weight) || weight < 0 || weight > MAX_SPLIT_WEIGHT) {
        fail('invalid_split', RULE_MESSAGES.splitWeight, fieldPath(at, 'weight'));
      }
      return {
        url: ruleUrl(variant['url'], `Split destination ${index + 1} URL`, fieldPath(at, 'url'), context),
        weight,
      };
    });
    if (variants.every(({ weight }) => weight === 0)) fail('split_weights_zero', RULE_MESSAGES.splitWeightsZero, SPLIT);
    return { value: variants };
  });
}

/** The password as typed (it is hashed by the server), or null to remove it. */
export function checkCodePassword(raw: unknown): RuleCheck<string | null> {
  if (raw === null) return { ok: true, value: null, warnings: [] };
  if (typeof raw !== 'string' || raw.length < MIN_CODE_PASSWORD_LENGTH || raw.length > MAX_CODE_PASSWORD_LENGTH) {
    return { ok: false, problem: 'invalid_code_password', message: RULE_MESSAGES.password, field: PASSWORD };
  }
  return { ok: true, value: raw, warnings: [] };
}

/** Every URL of checked rules, where the request gives it: the server looks up their hosts. */
export function ruleDestinations(rules: {
  expiry?: ExpiryRule | null;
  routing?: readonly RoutingRule[];
  split?: readonly SplitVariant[];
}): DestinationAt[] {
  const fallbackUrl = rules.expiry?.fallbackUrl;
  return [
    ...(fallbackUrl ? [{ url: fallbackUrl, field: fieldPath(EXPIRY, 'fallbackUrl') }] : []),
    ...(rules.routing ?? []).map(({ url }, index) => ({ url, field: fieldPath(ROUTING, index, 'url') })),
    ...(rules.split ?? []).map(({ url }, index) => ({ url, field: fieldPath(SPLIT, index, 'url') })),
  ];
}

/** True for an IANA time zone name (or an alias) this runtime knows. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Every ISO 3166-1 alpha-2 code, for the rule editor's country list. */
export const COUNTRY_CODES: readonly string[] = Object.keys(countries.getAlpha2Codes()).sort();

const CONDITION_KEYS = ['os', 'device', 'country', 'language', 'days', 'from', 'to', 'timeZone'] as const;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;
const CLOCK_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T((?:[01]\d|2[0-3]):[0-5]\d)$/;
const PRIMARY_LANGUAGE = /^[a-z]{2,3}$/;

/** Rule `n`'s condition, found at `at` in the request. */
function condition(raw: Record<string, unknown>, n: number, at: string): RoutingCondition {
  const unknown = Object.keys(raw).find((key) => !(CONDITION_KEYS as readonly string[]).includes(key));
  if (unknown !== undefined)
    fail('invalid_routing_rule', RULE_MESSAGES.unknownCondition(n, unknown), fieldPath(at, unknown));
  const when: RoutingCondition = {};
  const list = (key: string): string[] | undefined => {
    const value = raw[key];
    if (value === undefined || value === null) return undefined;
    if (!Array.isArray(value) || value.length === 0 || value.some((item) => typeof item !== 'string')) {
      fail('invalid_routing_rule', RULE_MESSAGES.conditionNotList(n, key), fieldPath(at, key));
    }
    return [...new Set(value as string[])];
  };
  const os = list('os')?.map((value) => value.toLowerCase());
  if (os)
    when.os = os.map((value) =>
      oneOf(ROUTING_OPERATING_SYSTEMS, value, 'unknown_operating_system', RULE_MESSAGES.unknownOs, fieldPath(at, 'os')),
    );
  const device = list('device')?.map((value) => value.toLowerCase());
  if (device)
    when.device = device.map((value) =>
      oneOf(ROUTING_DEVICES, value, 'unknown_device', RULE_MESSAGES.unknownDevice, fieldPath(at, 'device')),
    );
  const country = list('country');
  if (country) {
    when.country = country.map((value) => {
      const code = value.trim().toUpperCase();
      if (!/^[A-Z]{2}$/.test(code) || !countries.isValid(code))
        fail('unknown_country', RULE_MESSAGES.unknownCountry(value), fieldPath(at, 'country'));
      return code;
    });
  }
  const language = list('language');
  if (language) {
    when.language = language.map((value) => {
      const tag = value.trim().toLowerCase();
      if (!PRIMARY_LANGUAGE.test(tag) || !isKnownLanguage(tag))
        fail('unknown_language', RULE_MESSAGES.unknownLanguage(value), fieldPath(at, 'language'));
      return tag;
    });
  }
  if (raw['days'] !== undefined && raw['days'] !== null) when.days = days(raw['days'], n, fieldPath(at, 'days'));
  const from = raw['from'];
  const to = raw['to'];
  if ((from ?? to ?? null) !== null) Object.assign(when, timeWindow(from, to, n, at));
  const timeZone = raw['timeZone'];
  if (timeZone !== undefined && timeZone !== null) {
    if (typeof timeZone !== 'string' || !isTimeZone(timeZone))
      fail('unknown_time_zone', RULE_MESSAGES.timeZone(String(timeZone)), fieldPath(at, 'timeZone'));
    when.timeZone = new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
  }
  if (Object.keys(when).every((key) => key === 'timeZone'))
    fail('invalid_routing_rule', RULE_MESSAGES.ruleWithoutCondition(n), at);
  return when;
}

function days(raw: unknown, n: number, at: string): number[] {
  const valid =
    Array.isArray(raw) &&
    raw.length > 0 &&
    raw.every((day) => typeof day === 'number' && Number.isInteger(day) && day >= 0 && day <= 6);
  if (!valid) fail('invalid_days', RULE_MESSAGES.days(n), at);
  return [...new Set(raw as number[])].sort();
}

/**
 * Both clock times (a daily window, overnight when `from` is after `to`), or both local date-times (a date range).
 * A refusal is at `from` when it is no time of either kind, else at `to`.
 */
function timeWindow(from: unknown, to: unknown, n: number, at: string): { from: string; to: string } {
  const refuse = (): never =>
    fail('invalid_time_window', RULE_MESSAGES.timeWindow(n), fieldPath(at, isWindowEnd(from) ? 'to' : 'from'));
  if (typeof from !== 'string' || typeof to !== 'string') return refuse();
  const daily = CLOCK_TIME.test(from) && CLOCK_TIME.test(to) && from !== to;
  const range = isLocalDateTime(from) && isLocalDateTime(to) && from < to;
  if (!daily && !range) return refuse();
  return { from, to };
}

function isWindowEnd(value: unknown): boolean {
  return typeof value === 'string' && (CLOCK_TIME.test(value) || isLocalDateTime(value));
}

function isLocalDateTime(value: string): boolean {
  const parts = LOCAL_DATE_TIME.exec(value);
  if (!parts) return false;
  const [, year, month, day] = parts.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isoDateTime(raw: unknown): Date {
  const field = fieldPath(EXPIRY, 'at');
  if (typeof raw !== 'string' || !ISO_DATE_TIME.test(raw)) fail('invalid_expiry', RULE_MESSAGES.expiryDate, field);
  const at = new Date(raw);
  if (Number.isNaN(at.getTime())) fail('invalid_expiry', RULE_MESSAGES.expiryDate, field);
  return at;
}

function scanLimit(raw: unknown): number {
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 1 || raw > MAX_SCAN_LIMIT) {
    fail('invalid_scan_limit', RULE_MESSAGES.scanLimit, fieldPath(EXPIRY, 'scanLimit'));
  }
  return raw;
}

function ruleUrl(raw: unknown, label: string, at: string, context: DestinationContext | undefined): string {
  if (typeof raw !== 'string' || raw.trim() === '') fail('invalid_rule_url', `${label} is not a valid URL`, at);
  const checked = checkUrl(raw, label, context);
  if (!checked.ok) fail('invalid_rule_url', checked.message, at, checked.refusal);
  return checked.url;
}

function oneOf<V extends string>(
  allowed: readonly V[],
  value: string,
  problem: RuleProblem,
  message: (value: string) => string,
  at: string,
): V {
  return (allowed as readonly string[]).includes(value) ? (value as V) : fail(problem, message(value), at);
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/** A language the runtime's CLDR data names (ISO 639 codes it knows). */
function isKnownLanguage(tag: string): boolean {
  try {
    return languageNames.of(tag) !== undefined;
  } catch {
    return false;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Ends a check with a problem at a field; thrown only inside this module. */
class RuleError extends Error {
  constructor(
    readonly problem: RuleProblem,
    message: string,
    readonly field: string,
    readonly refusal?: DestinationRefusal,
  ) {
    super(message);
  }
}

function fail(problem: RuleProblem, message: string, field: string, refusal?: DestinationRefusal): never {
  throw new RuleError(problem, message, field, refusal);
}

function attempt<T>(check: () => { value: T; warnings?: RuleWarning[] }): RuleCheck<T> {
  try {
    const { value, warnings = [] } = check();
    return { ok: true, value, warnings };
  } catch (error) {
    if (error instanceof RuleError) {
      return { ok: false, problem: error.problem, message: error.message, field: error.field, refusal: error.refusal };
    }
    throw error;
  }
}
