import { contrastRatio, normaliseColour, relativeLuminance } from './colour';
import {
  CAPTION_POSITIONS,
  DEFAULT_CAPTION_POSITION,
  DEFAULT_CUSTOMIZATION,
  DEFAULT_FRAME_TEMPLATE,
  DEFAULT_LOGO_MARGIN,
  DEFAULT_LOGO_SIZE,
  darkestColour,
  ERROR_CORRECTION_LEVELS,
  fillColours,
  FINDER_CENTRE_STYLES,
  FINDER_FRAME_STYLES,
  FRAME_TEMPLATES,
  MAX_CAPTION_LENGTH,
  MAX_GRADIENT_STOPS,
  MAX_LOGO_MARGIN,
  MAX_LOGO_SIZE,
  MIN_CONTRAST_RATIO,
  MIN_FRAME_CONTRAST_RATIO,
  MIN_GRADIENT_STOPS,
  MIN_LOGO_SIZE,
  MODULE_PATTERNS,
} from './customization';
import type { QrColourStop, QrCustomization, QrFill, QrFrame, QrLogo } from './customization';
import { checkLogoImage } from './logo-image';
import { type DesignMessageArguments, type DesignProblem, type DesignRefusal, refusal } from './messages';

export type CustomizationValidation = { ok: true; customization: QrCustomization } | DesignRefusal;

/** Control characters and unpaired surrogates cannot appear in XML text, even escaped. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_XML_TEXT = /[\u0000-\u001f\u007f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Checks a raw design (e.g. from a request body) on its own — colours, contrast, names, logo file,
 * frame — fills the defaults and drops unknown fields. What depends on the content too (logo room,
 * sizes, the scan check) is `checkDesign`'s. Runs in the browser for the live preview.
 */
export function validateCustomization(raw: unknown): CustomizationValidation {
  try {
    return { ok: true, customization: readCustomization(raw) };
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}

/** Thrown inside the readers only, so each reads as a straight line; validateCustomization turns it into a value. */
class Refused extends Error {
  constructor(readonly refusal: DesignRefusal) {
    super(refusal.message);
  }
}

function refuse<P extends DesignProblem>(problem: P, field?: string, ...values: DesignMessageArguments<P>): never {
  throw new Refused(refusal(problem, field, ...values));
}

function readCustomization(raw: unknown): QrCustomization {
  if (raw === undefined || raw === null) return { ...DEFAULT_CUSTOMIZATION };
  if (!isRecord(raw)) refuse('notObject');
  const background =
    readColour(raw['background'], 'background', 'background colour') ?? DEFAULT_CUSTOMIZATION.background;
  const foreground = isGiven(raw['foreground']) ? readFill(raw['foreground']) : DEFAULT_CUSTOMIZATION.foreground;
  assertScannableInk(foreground, background);
  const finderColour = readColour(raw['finderColour'], 'finderColour', 'finder colour');
  if (finderColour !== undefined) assertDarkOnLight(finderColour, background, 'finderColour', 'finder colour');

  const customization: QrCustomization = {
    foreground,
    background,
    transparentBackground: readBoolean(raw['transparentBackground']),
    ...(finderColour === undefined ? {} : { finderColour }),
    modulePattern: oneOf(raw['modulePattern'], MODULE_PATTERNS, DEFAULT_CUSTOMIZATION.modulePattern, 'modulePattern'),
    finderFrame: oneOf(raw['finderFrame'], FINDER_FRAME_STYLES, DEFAULT_CUSTOMIZATION.finderFrame, 'finderFrame'),
    finderCentre: oneOf(raw['finderCentre'], FINDER_CENTRE_STYLES, DEFAULT_CUSTOMIZATION.finderCentre, 'finderCentre'),
    errorCorrection: oneOf(
      raw['errorCorrection'],
      ERROR_CORRECTION_LEVELS,
      DEFAULT_CUSTOMIZATION.errorCorrection,
      'errorCorrection',
    ),
  };
  if (isGiven(raw['logo'])) customization.logo = readLogo(raw['logo']);
  if (isGiven(raw['frame'])) customization.frame = readFrame(raw['frame'], foreground, background);
  return customization;
}

function isGiven(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readBoolean(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') refuse('transparentBackground', 'transparentBackground');
  return value;
}

function oneOf<V extends string>(
  value: unknown,
  allowed: readonly V[],
  fallback: V,
  problem: 'modulePattern' | 'finderFrame' | 'finderCentre' | 'errorCorrection' | 'frameTemplate' | 'captionPosition',
  field: string = problem,
): V {
  if (!isGiven(value)) return fallback;
  const found = allowed.find((option) => option === value);
  if (found === undefined) refuse(problem, field);
  return found;
}

/** A CSS colour as `#rrggbb`, undefined when not given. */
function readColour(value: unknown, field: string, label: string): string | undefined {
  if (!isGiven(value)) return undefined;
  const colour = typeof value === 'string' ? normaliseColour(value) : undefined;
  if (!colour) refuse('colour', field, { label });
  if (!colour.opaque) refuse('translucentColour', field, { label });
  return colour.hex;
}

function requiredColour(value: unknown, field: string, label: string): string {
  return readColour(value, field, label) ?? refuse('colour', field, { label });
}

/** A plain colour is shorthand for a solid fill. */
function readFill(value: unknown): QrFill {
  if (typeof value === 'string')
    return { type: 'solid', colour: requiredColour(value, 'foreground', 'foreground colour') };
  if (!isRecord(value)) refuse('fill', 'foreground');
  switch (value['type']) {
    case 'solid':
      return { type: 'solid', colour: requiredColour(value['colour'], 'foreground.colour', 'foreground colour') };
    case 'linear':
      return { type: 'linear', angle: readAngle(value['angle']), stops: readStops(value['stops']) };
    case 'radial':
      return { type: 'radial', stops: readStops(value['stops']) };
    default:
      return refuse('fill', 'foreground.type');
  }
}

/** Any number of degrees, folded into [0, 360). */
function readAngle(value: unknown): number {
  if (value === undefined || value === null) return 0;
  if (typeof value !== 'number' || !Number.isFinite(value)) refuse('gradientAngle', 'foreground.angle');
  return ((value % 360) + 360) % 360;
}

function readStops(value: unknown): QrColourStop[] {
  if (!Array.isArray(value) || value.length < MIN_GRADIENT_STOPS || value.length > MAX_GRADIENT_STOPS) {
    refuse('gradientStops', 'foreground.stops');
  }
  let previous = -Infinity;
  return value.map((stop: unknown, i) => {
    const field = `foreground.stops.${i}`;
    if (!isRecord(stop)) refuse('gradientStops', field);
    const offset = stop['offset'];
    if (typeof offset !== 'number' || !(offset >= 0 && offset <= 1) || offset < previous) {
      refuse('gradientOffset', `${field}.offset`);
    }
    previous = offset;
    return { offset, colour: requiredColour(stop['colour'], `${field}.colour`, 'gradient colour') };
  });
}

/** Every colour of the foreground, the lightest stop of a gradient included, must scan against the background. */
function assertScannableInk(fill: QrFill, background: string): void {
  const colours = fillColours(fill);
  const lightest = colours.reduce((a, b) => (relativeLuminance(b) > relativeLuminance(a) ? b : a));
  const field = fill.type === 'solid' ? 'foreground' : `foreground.stops.${colours.indexOf(lightest)}.colour`;
  const label = fill.type === 'solid' ? 'foreground colour' : 'lightest colour of the gradient';
  assertDarkOnLight(lightest, background, field, label);
}

function assertDarkOnLight(ink: string, background: string, field: string, label: string): void {
  if (relativeLuminance(ink) > relativeLuminance(background)) refuse('inverted', field, { label });
  const ratio = contrastRatio(ink, background);
  if (ratio < MIN_CONTRAST_RATIO) refuse('lowContrast', field, { label, ratio: Math.floor(ratio * 10) / 10 });
}

function readLogo(value: unknown): QrLogo {
  if (!isRecord(value)) refuse('logo', 'logo');
  const image = checkLogoImage(value['image']);
  if (!image.ok) refuse(image.problem, 'logo.image');
  const size = value['size'] ?? DEFAULT_LOGO_SIZE;
  if (typeof size !== 'number' || !(size >= MIN_LOGO_SIZE && size <= MAX_LOGO_SIZE)) refuse('logoSize', 'logo.size');
  const margin = value['margin'] ?? DEFAULT_LOGO_MARGIN;
  if (typeof margin !== 'number' || !Number.isInteger(margin) || margin < 0 || margin > MAX_LOGO_MARGIN) {
    refuse('logoMargin', 'logo.margin');
  }
  return { image: value['image'] as string, size, margin };
}

function readFrame(value: unknown, foreground: QrFill, background: string): QrFrame {
  if (!isRecord(value) || typeof value['caption'] !== 'string') refuse('frame', 'frame');
  const caption = value['caption'].replace(NOT_XML_TEXT, ' ').replace(/\s+/g, ' ').trim();
  if (caption === '') refuse('captionRequired', 'frame.caption');
  if ([...caption].length > MAX_CAPTION_LENGTH) refuse('captionTooLong', 'frame.caption');
  const template = oneOf(value['template'], FRAME_TEMPLATES, DEFAULT_FRAME_TEMPLATE, 'frameTemplate', 'frame.template');
  const captionPosition = oneOf(
    value['captionPosition'],
    CAPTION_POSITIONS,
    DEFAULT_CAPTION_POSITION,
    'captionPosition',
    'frame.captionPosition',
  );
  const colour = readColour(value['colour'], 'frame.colour', 'frame colour') ?? darkestColour(foreground);
  const ratio = contrastRatio(colour, background);
  if (ratio < MIN_FRAME_CONTRAST_RATIO) refuse('frameContrast', 'frame.colour', { ratio: Math.floor(ratio * 10) / 10 });
  return { template, caption, captionPosition, colour };
}
