import {
  DEFAULT_CUSTOMIZATION,
  ERROR_CORRECTION_LEVELS,
  FINDER_CENTRE_STYLES,
  FINDER_FRAME_STYLES,
  fillColours,
  finderCentreThumbnail,
  finderFrameThumbnail,
  MODULE_PATTERNS,
  modulePatternThumbnail,
  type QrCustomizationInput,
} from '@liveqr/qr-render';
import { apiErrorText } from '@liveqr/web/api-client';
import { useTranslation } from '@liveqr/web/i18n';
import { type ReactNode, useId } from 'react';
import { ColourInput } from './colour-input';
import { DESIGN_LIMITS } from './design-limits';
import { type FieldMessage, FillEditor } from './fill-editor';
import { FrameEditor } from './frame-editor';
import { LogoEditor } from './logo-editor';
import { OptionPicker } from './option-picker';
import { PrintSizeNote } from './print-size-note';
import type { DesignCheckState } from './use-design-check';
import './designer.css';

export interface DesignPanelProps {
  value: QrCustomizationInput;
  onChange(value: QrCustomizationInput): void;
  check: DesignCheckState;
  /** The brand kits, as the panel's first section. */
  brandKits?: ReactNode;
}

type Section = 'brandKits' | 'colours' | 'shapes' | 'logo' | 'frame' | 'errorCorrection';

/** Which section holds a refused field (`foreground.stops.1.colour` -> colours). */
function sectionOf(field: string | undefined): Section | undefined {
  const root = field?.split('.')[0];
  switch (root) {
    case 'foreground':
    case 'background':
    case 'finderColour':
    case 'transparentBackground':
      return 'colours';
    case 'modulePattern':
    case 'finderFrame':
    case 'finderCentre':
      return 'shapes';
    case 'logo':
      return 'logo';
    case 'frame':
      return 'frame';
    case 'errorCorrection':
      return 'errorCorrection';
    default:
      return undefined;
  }
}

/**
 * Everything about how a code looks, in sections that fold away on a phone. Each refusal of the
 * design check shows at the control it is about, in the reader's language, and marks its section.
 */
export function DesignPanel({ value, onChange, check, brandKits }: DesignPanelProps) {
  const { t } = useTranslation('designer');
  const id = useId();
  const set = (patch: QrCustomizationInput) => onChange({ ...value, ...patch });
  const refusal =
    check.state === 'refused'
      ? {
          field: check.refusal.field,
          text: apiErrorText(t, check.refusal, check.refusal.message, { values: DESIGN_LIMITS }),
        }
      : undefined;
  const refusedSection = sectionOf(refusal?.field);
  const errorIn = (section: Section): FieldMessage | undefined =>
    refusal && refusedSection === section ? refusal : undefined;
  const errorAt = (field: string) => (refusal?.field === field ? refusal.text : undefined);
  const symbol = check.state === 'ok' ? check.symbol : undefined;
  const level = value.errorCorrection ?? DEFAULT_CUSTOMIZATION.errorCorrection;
  const firstColour = fillColours(
    typeof value.foreground === 'string'
      ? { type: 'solid', colour: value.foreground }
      : (value.foreground ?? DEFAULT_CUSTOMIZATION.foreground),
  )[0];

  // Shown with the logo, which causes it, and with the levels.
  const raisedNote = symbol && symbol.effectiveErrorCorrection !== symbol.errorCorrection && (
    <p className="field-hint">
      {t('errorCorrection.raised', { level: t(`errorCorrection.levels.${symbol.effectiveErrorCorrection}`) })}
    </p>
  );

  const section = (name: Section, open: boolean, content: ReactNode, detail?: string) => (
    <details className="design-panel__section" open={open || undefined}>
      <summary>
        {t(`sections.${name}`)}
        {detail && <span className="design-panel__detail">{detail}</span>}
        {refusedSection === name && (
          <span className="design-panel__flag">
            <span aria-hidden="true">!</span>
            <span className="visually-hidden">{t('panel.needsAttention')}</span>
          </span>
        )}
      </summary>
      <div className="design-panel__body">{content}</div>
    </details>
  );

  return (
    <fieldset className="design-panel">
      <legend>{t('panel.title')}</legend>
      {brandKits && section('brandKits', false, brandKits)}
      {section(
        'colours',
        true,
        <>
          <FillEditor
            value={value.foreground}
            error={refusal?.field?.startsWith('foreground') ? refusal : undefined}
            onChange={(foreground) => set({ foreground })}
          />
          <ColourInput
            label={t('background.colour')}
            value={value.background ?? ''}
            fallback={DEFAULT_CUSTOMIZATION.background}
            error={errorAt('background')}
            hint={t('colour.hint')}
            onChange={(background) => set({ background })}
          />
          <div className="form-field form-field--toggle">
            <input
              id={`${id}-transparent`}
              type="checkbox"
              checked={value.transparentBackground ?? false}
              aria-describedby={`${id}-transparent-hint`}
              onChange={(event) => set({ transparentBackground: event.target.checked })}
            />
            <label htmlFor={`${id}-transparent`}>{t('background.transparent')}</label>
            <p id={`${id}-transparent-hint`} className="field-hint">
              {t('background.transparentHint')}
            </p>
          </div>
          <div className="form-field form-field--toggle">
            <input
              id={`${id}-finder`}
              type="checkbox"
              checked={value.finderColour !== undefined}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? { ...value, finderColour: firstColour ?? '' }
                    : withoutKey(value, 'finderColour'),
                )
              }
            />
            <label htmlFor={`${id}-finder`}>{t('finder.separate')}</label>
          </div>
          {value.finderColour !== undefined && (
            <ColourInput
              label={t('finder.colour')}
              value={value.finderColour}
              fallback="#000000"
              error={errorAt('finderColour')}
              onChange={(finderColour) => set({ finderColour })}
            />
          )}
        </>,
      )}
      {section(
        'shapes',
        true,
        <>
          <OptionPicker
            label={t('shapes.module')}
            options={MODULE_PATTERNS}
            value={value.modulePattern ?? DEFAULT_CUSTOMIZATION.modulePattern}
            onChange={(modulePattern) => set({ modulePattern })}
            optionLabel={(pattern) => t(`shapes.modulePatterns.${pattern}`)}
            thumbnail={modulePatternThumbnail}
          />
          <OptionPicker
            label={t('shapes.finderFrame')}
            options={FINDER_FRAME_STYLES}
            value={value.finderFrame ?? DEFAULT_CUSTOMIZATION.finderFrame}
            onChange={(finderFrame) => set({ finderFrame })}
            optionLabel={(style) => t(`shapes.finderFrames.${style}`)}
            thumbnail={finderFrameThumbnail}
          />
          <OptionPicker
            label={t('shapes.finderCentre')}
            options={FINDER_CENTRE_STYLES}
            value={value.finderCentre ?? DEFAULT_CUSTOMIZATION.finderCentre}
            onChange={(finderCentre) => set({ finderCentre })}
            optionLabel={(style) => t(`shapes.finderCentres.${style}`)}
            thumbnail={finderCentreThumbnail}
          />
          {errorIn('shapes') && <p className="field-error">{errorIn('shapes')?.text}</p>}
        </>,
      )}
      {section(
        'logo',
        Boolean(value.logo),
        <>
          <LogoEditor
            value={value.logo}
            largest={check.state === 'ok' ? check.largestLogo : undefined}
            error={errorIn('logo')}
            onChange={(logo) => onChange(logo ? { ...value, logo } : withoutKey(value, 'logo'))}
          />
          {raisedNote}
        </>,
      )}
      {section(
        'frame',
        Boolean(value.frame),
        <FrameEditor
          value={value.frame}
          error={errorIn('frame')}
          onChange={(frame) => onChange(frame ? { ...value, frame } : withoutKey(value, 'frame'))}
        />,
      )}
      {section(
        'errorCorrection',
        false,
        <>
          <OptionPicker
            label={t('errorCorrection.label')}
            options={ERROR_CORRECTION_LEVELS}
            value={level}
            onChange={(errorCorrection) => set({ errorCorrection })}
            // Plain words and a share, not the standard's letters (L, M, Q, H).
            optionLabel={(option) => t(`errorCorrection.levels.${option}`)}
            description={(option) => t(`errorCorrection.descriptions.${option}`)}
          />
          {raisedNote}
          {errorIn('errorCorrection') && <p className="field-error">{errorIn('errorCorrection')?.text}</p>}
        </>,
        raisedNote && symbol
          ? `${t(`errorCorrection.levels.${level}`)} → ${t(`errorCorrection.levels.${symbol.effectiveErrorCorrection}`)}`
          : t(`errorCorrection.levels.${level}`),
      )}
      {symbol && <PrintSizeNote symbol={symbol} />}
    </fieldset>
  );
}

/** The design without one optional part (absent, rather than undefined, in the JSON sent). */
function withoutKey(value: QrCustomizationInput, key: keyof QrCustomizationInput): QrCustomizationInput {
  const rest = { ...value };
  delete rest[key];
  return rest;
}
