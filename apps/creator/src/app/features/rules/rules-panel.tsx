import {
  checkCodePassword,
  checkExpiry,
  checkRouting,
  checkSplit,
  fieldPath,
  MAX_CODE_PASSWORD_LENGTH,
  MAX_ROUTING_RULES,
  MAX_SPLIT_VARIANTS,
  type RuleCheck,
  type RuleProblem,
} from '@liveqr/qr-content';
import {
  type ExpiryRule,
  ROUTING_DEVICES,
  ROUTING_OPERATING_SYSTEMS,
  type RoutingCondition,
  type RoutingRule,
  type SplitVariant,
} from '@liveqr/shared/contracts';
import { currentLanguage, useTranslation } from '@liveqr/web/i18n';
import { FormField } from '@liveqr/web/ui';
import { useId, useMemo } from 'react';
import type { FieldProblem } from '../wizard/problem-control';

/** A rule as the editor holds it: lists as typed text, so a half-typed value is never lost. */
export interface RuleDraft {
  os: string[];
  device: string[];
  country: string;
  language: string;
  days: number[];
  from: string;
  to: string;
  timeZone: string;
  url: string;
}

export interface RulesValues {
  expires: boolean;
  /** `datetime-local`: the owner's own time zone (the browser's). */
  expiresAt: string;
  scanLimit: string;
  fallbackUrl: string;
  protect: boolean;
  /** Empty while editing a protected code: the current password stays. */
  password: string;
  routing: RuleDraft[];
  split: Array<{ url: string; weight: string }>;
}

/** What the API takes (see the code rules in libs/api/qr-catalog); the password only when it changes. */
export interface RulesInput {
  expiry: ExpiryRule | null;
  routing: RoutingRule[];
  split: SplitVariant[];
  password?: string | null;
}

/** The saved rules of a code (or none), as the editor shows them. */
export function rulesValues(saved?: {
  expiry: ExpiryRule | null;
  routing: RoutingRule[];
  split: SplitVariant[];
  hasPassword: boolean;
}): RulesValues {
  return {
    expires: Boolean(saved?.expiry),
    expiresAt: saved?.expiry?.at ? localDateTime(new Date(saved.expiry.at)) : '',
    scanLimit: saved?.expiry?.scanLimit ? String(saved.expiry.scanLimit) : '',
    fallbackUrl: saved?.expiry?.fallbackUrl ?? '',
    protect: saved?.hasPassword ?? false,
    password: '',
    routing: (saved?.routing ?? []).map(({ when, url }) => ({
      os: when.os ?? [],
      device: when.device ?? [],
      country: (when.country ?? []).join(', '),
      language: (when.language ?? []).join(', '),
      days: when.days ?? [],
      from: when.from ?? '',
      to: when.to ?? '',
      timeZone: when.timeZone ?? '',
      url,
    })),
    split: (saved?.split ?? []).map(({ url, weight }) => ({ url, weight: String(weight) })),
  };
}

/**
 * The editor's values as the API takes them, checked with qr-content's rules (the server checks
 * them again): the input, or the first problem and the request path of the value it is about.
 */
export function rulesInput(
  values: RulesValues,
  { creating, hadPassword }: { creating: boolean; hadPassword: boolean },
): { ok: true; input: RulesInput } | { ok: false; problem: RuleProblem; field: string } {
  try {
    const expiry = values.expires
      ? valueOf(
          checkExpiry(
            {
              ...(values.expiresAt ? { at: new Date(values.expiresAt).toISOString() } : {}),
              ...(values.scanLimit.trim() ? { scanLimit: Number(values.scanLimit) } : {}),
              ...(values.fallbackUrl.trim() ? { fallbackUrl: values.fallbackUrl } : {}),
            },
            { now: new Date(), creating },
          ),
        )
      : null;
    const routing = valueOf(checkRouting(values.routing.map(ruleOf)));
    const split = valueOf(
      checkSplit(values.split.map(({ url, weight }) => ({ url, weight: weight.trim() === '' ? NaN : Number(weight) }))),
    );
    const input: RulesInput = { expiry, routing, split };
    if (values.protect && values.password !== '') input.password = valueOf(checkCodePassword(values.password));
    else if (values.protect && !hadPassword) input.password = valueOf(checkCodePassword(values.password));
    else if (!values.protect && hadPassword) input.password = null;
    return { ok: true, input };
  } catch (error) {
    if (error instanceof RulesProblem) return { ok: false, problem: error.problem, field: error.field };
    throw error;
  }
}

class RulesProblem extends Error {
  constructor(
    readonly problem: RuleProblem,
    readonly field: string,
  ) {
    super(problem);
  }
}

function valueOf<T>(check: RuleCheck<T>): T {
  if (!check.ok) throw new RulesProblem(check.problem, check.field);
  return check.value;
}

/** The routing conditions the editor shows, in its order. */
const CONDITION_CONTROLS = ['os', 'device', 'country', 'language', 'days', 'from', 'to', 'timeZone'] as const;

/** Where the editor shows refusals, as request paths in form order (see `controlOfField`). */
export function rulesControls(values: RulesValues): string[] {
  return [
    ...(values.expires ? ['at', 'scanLimit', 'fallbackUrl'].map((name) => fieldPath('expiry', name)) : []),
    ...(values.protect ? ['password'] : []),
    ...values.routing.flatMap((_, index) => [
      ...CONDITION_CONTROLS.map((name) => fieldPath('routing', index, 'when', name)),
      fieldPath('routing', index, 'url'),
    ]),
    ...values.split.flatMap((_, index) => [fieldPath('split', index, 'url'), fieldPath('split', index, 'weight')]),
  ];
}

function ruleOf(draft: RuleDraft): { when: RoutingCondition; url: string } {
  const list = (text: string) =>
    text
      .split(/[\s,]+/)
      .map((item) => item.trim())
      .filter(Boolean);
  const when: Record<string, unknown> = {};
  if (draft.os.length > 0) when['os'] = draft.os;
  if (draft.device.length > 0) when['device'] = draft.device;
  if (list(draft.country).length > 0) when['country'] = list(draft.country);
  if (list(draft.language).length > 0) when['language'] = list(draft.language);
  if (draft.days.length > 0) when['days'] = draft.days;
  if (draft.from || draft.to) Object.assign(when, { from: draft.from, to: draft.to });
  if ((draft.days.length > 0 || draft.from || draft.to) && draft.timeZone.trim())
    when['timeZone'] = draft.timeZone.trim();
  return { when: when as RoutingCondition, url: draft.url };
}

/** 'YYYY-MM-DDTHH:MM' in the browser's time zone, for a datetime-local input. */
function localDateTime(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function emptyRule(): RuleDraft {
  return {
    os: [],
    device: [],
    country: '',
    language: '',
    days: [],
    from: '',
    to: '',
    timeZone: browserTimeZone(),
    url: '',
  };
}

export interface RulesPanelProps {
  value: RulesValues;
  onChange(value: RulesValues): void;
  /** Editing a code that has a password: an empty field keeps it. */
  hadPassword: boolean;
  /** A refusal at one of `rulesControls`, shown there. */
  error?: FieldProblem;
}

/** Expiry, password, smart routing and split testing of a tracked code. */
export function RulesPanel({ value, onChange, hadPassword, error }: RulesPanelProps) {
  const { t, i18n } = useTranslation('creator');
  const id = useId();
  const errorAt = (...path: Array<string | number>) =>
    error?.field === fieldPath(...path) ? error.message : undefined;
  const conditionError = (index: number, name: (typeof CONDITION_CONTROLS)[number]) =>
    errorAt('routing', index, 'when', name);
  const set = (patch: Partial<RulesValues>) => onChange({ ...value, ...patch });
  const setRule = (index: number, patch: Partial<RuleDraft>) =>
    set({ routing: value.routing.map((rule, at) => (at === index ? { ...rule, ...patch } : rule)) });
  const moveRule = (index: number, by: number) => {
    const routing = [...value.routing];
    const [rule] = routing.splice(index, 1);
    routing.splice(index + by, 0, rule);
    set({ routing });
  };
  const weekdays = useMemo(() => {
    // The raw language may be a browser tag Intl refuses (en-US@posix); ours is one we ship.
    const format = new Intl.DateTimeFormat(currentLanguage(i18n.language), { weekday: 'short', timeZone: 'UTC' });
    // 2023-01-01 was a Sunday (day 0).
    return [0, 1, 2, 3, 4, 5, 6].map((day) => format.format(new Date(Date.UTC(2023, 0, 1 + day))));
  }, [i18n.language]);

  return (
    <section className="rules-panel" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('rules.title')}</h3>

      <fieldset className="rules-group">
        <legend>
          <label className="rules-check">
            <input
              type="checkbox"
              checked={value.expires}
              onChange={(event) => set({ expires: event.target.checked })}
            />
            {t('rules.expiry.enable')}
          </label>
        </legend>
        {value.expires && (
          <div className="rules-grid">
            <FormField
              id={`${id}-at`}
              label={t('rules.expiry.at')}
              type="datetime-local"
              value={value.expiresAt}
              hint={t('rules.expiry.atHint', { timeZone: browserTimeZone() })}
              error={errorAt('expiry', 'at')}
              onChange={(expiresAt) => set({ expiresAt })}
            />
            <FormField
              id={`${id}-limit`}
              label={t('rules.expiry.scanLimit')}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={value.scanLimit}
              hint={t('rules.expiry.scanLimitHint')}
              error={errorAt('expiry', 'scanLimit')}
              onChange={(scanLimit) => set({ scanLimit })}
            />
            <FormField
              id={`${id}-fallback`}
              label={t('rules.expiry.fallback')}
              type="url"
              inputMode="url"
              value={value.fallbackUrl}
              placeholder="https://"
              hint={t('rules.expiry.fallbackHint')}
              error={errorAt('expiry', 'fallbackUrl')}
              onChange={(fallbackUrl) => set({ fallbackUrl })}
            />
          </div>
        )}
      </fieldset>

      <fieldset className="rules-group">
        <legend>
          <label className="rules-check">
            <input
              type="checkbox"
              checked={value.protect}
              onChange={(event) => set({ protect: event.target.checked })}
            />
            {t('rules.password.enable')}
          </label>
        </legend>
        {value.protect && (
          <FormField
            id={`${id}-password`}
            label={t('rules.password.label')}
            type="password"
            autoComplete="new-password"
            maxLength={MAX_CODE_PASSWORD_LENGTH}
            value={value.password}
            placeholder={hadPassword ? t('rules.password.keep') : ''}
            hint={t('rules.password.hint')}
            error={errorAt('password')}
            onChange={(password) => set({ password })}
          />
        )}
      </fieldset>

      <fieldset className="rules-group">
        <legend>{t('rules.routing.title')}</legend>
        <p className="field-hint">{t('rules.routing.hint')}</p>
        {value.routing.length === 0 && <p className="rules-empty">{t('rules.routing.empty')}</p>}
        <ol className="rules-list">
          {value.routing.map((rule, index) => (
            <li key={index} className="rules-rule">
              <h4>{t('rules.routing.rule', { n: index + 1 })}</h4>
              <Choices
                legend={t('rules.routing.os')}
                options={ROUTING_OPERATING_SYSTEMS.map((os) => ({ value: os, label: t(`rules.os.${os}`) }))}
                chosen={rule.os}
                error={conditionError(index, 'os')}
                onChange={(os) => setRule(index, { os })}
              />
              <Choices
                legend={t('rules.routing.device')}
                options={ROUTING_DEVICES.map((device) => ({ value: device, label: t(`rules.device.${device}`) }))}
                chosen={rule.device}
                error={conditionError(index, 'device')}
                onChange={(device) => setRule(index, { device })}
              />
              <div className="rules-grid">
                <TextField
                  label={t('rules.routing.country')}
                  hint={t('rules.routing.countryHint')}
                  value={rule.country}
                  error={conditionError(index, 'country')}
                  onChange={(country) => setRule(index, { country })}
                />
                <TextField
                  label={t('rules.routing.language')}
                  hint={t('rules.routing.languageHint')}
                  value={rule.language}
                  error={conditionError(index, 'language')}
                  onChange={(language) => setRule(index, { language })}
                />
              </div>
              <Choices
                legend={t('rules.routing.days')}
                options={weekdays.map((label, day) => ({ value: String(day), label }))}
                chosen={rule.days.map(String)}
                error={conditionError(index, 'days')}
                onChange={(days) => setRule(index, { days: days.map(Number).sort() })}
              />
              <div className="rules-grid">
                <TextField
                  label={t('rules.routing.from')}
                  type="time"
                  value={rule.from}
                  error={conditionError(index, 'from')}
                  onChange={(from) => setRule(index, { from })}
                />
                <TextField
                  label={t('rules.routing.to')}
                  type="time"
                  value={rule.to}
                  error={conditionError(index, 'to')}
                  onChange={(to) => setRule(index, { to })}
                />
                <TextField
                  label={t('rules.routing.timeZone')}
                  hint={t('rules.routing.timeZoneHint')}
                  value={rule.timeZone}
                  error={conditionError(index, 'timeZone')}
                  onChange={(timeZone) => setRule(index, { timeZone })}
                />
              </div>
              <TextField
                label={t('rules.routing.url')}
                type="url"
                value={rule.url}
                error={errorAt('routing', index, 'url')}
                onChange={(url) => setRule(index, { url })}
              />
              <div className="rules-actions">
                <button type="button" className="button" disabled={index === 0} onClick={() => moveRule(index, -1)}>
                  {t('rules.routing.up')}
                </button>
                <button
                  type="button"
                  className="button"
                  disabled={index === value.routing.length - 1}
                  onClick={() => moveRule(index, 1)}
                >
                  {t('rules.routing.down')}
                </button>
                <button
                  type="button"
                  className="button"
                  onClick={() => set({ routing: value.routing.filter((_, at) => at !== index) })}
                >
                  {t('rules.remove')}
                </button>
              </div>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="button"
          disabled={value.routing.length >= MAX_ROUTING_RULES}
          onClick={() => set({ routing: [...value.routing, emptyRule()] })}
        >
          {t('rules.routing.add')}
        </button>
      </fieldset>

      <fieldset className="rules-group">
        <legend>{t('rules.split.title')}</legend>
        <p className="field-hint">{t('rules.split.hint')}</p>
        <ol className="rules-list">
          {value.split.map((variant, index) => (
            <li key={index} className="rules-variant">
              <TextField
                label={t('rules.split.url', { n: index + 1 })}
                type="url"
                value={variant.url}
                error={errorAt('split', index, 'url')}
                onChange={(url) =>
                  set({ split: value.split.map((item, at) => (at === index ? { ...item, url } : item)) })
                }
              />
              <TextField
                label={t('rules.split.weight')}
                type="number"
                value={variant.weight}
                error={errorAt('split', index, 'weight')}
                onChange={(weight) =>
                  set({ split: value.split.map((item, at) => (at === index ? { ...item, weight } : item)) })
                }
              />
              <button
                type="button"
                className="button"
                onClick={() => set({ split: value.split.filter((_, at) => at !== index) })}
              >
                {t('rules.remove')}
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="button"
          disabled={value.split.length >= MAX_SPLIT_VARIANTS}
          onClick={() =>
            set({
              split:
                value.split.length === 0
                  ? [
                      { url: '', weight: '50' },
                      { url: '', weight: '50' },
                    ]
                  : [...value.split, { url: '', weight: '50' }],
            })
          }
        >
          {t('rules.split.add')}
        </button>
      </fieldset>
    </section>
  );
}

interface ChoicesProps {
  legend: string;
  options: Array<{ value: string; label: string }>;
  chosen: readonly string[];
  /** What is wrong with the condition: said under the legend, each box marked invalid. */
  error?: string;
  onChange(chosen: string[]): void;
}

/** Checkboxes for a list condition: none ticked means the condition is not used. */
function Choices({ legend, options, chosen, error, onChange }: ChoicesProps) {
  const errorId = useId();
  return (
    <fieldset className="rules-choices">
      <legend>{legend}</legend>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
      {options.map((option) => (
        <label key={option.value} className="rules-check">
          <input
            type="checkbox"
            checked={chosen.includes(option.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) =>
              onChange(
                event.target.checked ? [...chosen, option.value] : chosen.filter((value) => value !== option.value),
              )
            }
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

interface TextFieldProps {
  label: string;
  hint?: string;
  type?: 'text' | 'url' | 'time' | 'number';
  value: string;
  error?: string;
  onChange(value: string): void;
}

function TextField({ label, hint, type = 'text', value, error, onChange }: TextFieldProps) {
  const id = useId();
  return <FormField id={id} label={label} type={type} value={value} hint={hint} error={error} onChange={onChange} />;
}
