import { contrastRatio, relativeLuminance } from './contrast';

export const MODULE_STYLES = ['square', 'rounded', 'dots'] as const;
export type ModuleStyle = (typeof MODULE_STYLES)[number];

/** How the three finder patterns (the big corner squares) are drawn. */
export const CORNER_STYLES = ['square', 'rounded', 'dot'] as const;
export type CornerStyle = (typeof CORNER_STYLES)[number];

export interface QrFrame {
  /** Short text drawn under the code, e.g. 'Scan me'. */
  caption: string;
}

export interface QrCustomization {
  /** '#rrggbb', lower case. */
  foreground: string;
  background: string;
  moduleStyle: ModuleStyle;
  cornerStyle: CornerStyle;
  /** PNG, JPG or SVG image as a base64 data URL (or an http(s) URL, which only SVG output can show). */
  logo?: string;
  frame?: QrFrame;
}

/** What callers may pass: any subset; the stored customization is often `{}`. */
export type QrCustomizationInput = Partial<QrCustomization>;

export const DEFAULT_CUSTOMIZATION: Readonly<QrCustomization> = {
  foreground: '#000000',
  background: '#ffffff',
  moduleStyle: 'square',
  cornerStyle: 'square',
};

/** Below 4:1 phone cameras in poor light start to miss codes; WCAG's large-text threshold is 3:1. */
export const MIN_CONTRAST_RATIO = 4;
export const MAX_CAPTION_LENGTH = 30;
/** A base64 data URL of about 750 KB of image. */
export const MAX_LOGO_LENGTH = 1_000_000;
export const MAX_LOGO_URL_LENGTH = 2048;

export const CUSTOMIZATION_MESSAGES = {
  notObject: 'Customization must be an object',
  foreground: 'The foreground colour must be a hex colour like #000000',
  background: 'The background colour must be a hex colour like #ffffff',
  lowContrast: 'The colours are too close to scan reliably: make the foreground darker or the background lighter',
  inverted: 'The foreground must be darker than the background: many scanners cannot read light-on-dark codes',
  moduleStyle: `The module style must be one of: ${MODULE_STYLES.join(', ')}`,
  cornerStyle: `The corner style must be one of: ${CORNER_STYLES.join(', ')}`,
  logo: 'The logo must be a PNG, JPG or SVG image given as a base64 data URL or an http(s) URL',
  logoTooLarge: 'The logo image is too large: use an image under 750 KB',
  frame: 'The frame must be an object with a caption',
  captionRequired: 'Please enter a frame caption',
  captionTooLong: `The frame caption must be at most ${MAX_CAPTION_LENGTH} characters`,
} as const;

export type CustomizationValidation = { ok: true; customization: QrCustomization } | { ok: false; message: string };

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
const DATA_URL = /^data:image\/(png|jpeg|jpg|svg\+xml);base64,[a-z0-9+/]+={0,2}$/i;
/** The first bytes of each format in base64, so a data URL cannot claim a type it does not hold. */
const BASE64_SIGNATURES: Record<string, readonly string[]> = {
  png: ['iVBORw0KGgo'],
  jpeg: ['/9j/'],
  jpg: ['/9j/'],
  // '<svg' or '<?xml', possibly after a UTF-8 byte order mark.
  'svg+xml': ['PHN2Zy', 'PD94bW', '77u/'],
};
const HTTP_URL = /^https?:\/\/[^\s"'<>\\]+$/i;
/** Control characters and unpaired surrogates cannot appear in XML text, even escaped. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_XML_TEXT = /[\u0000-\u001f\u007f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Checks raw customization (e.g. from a request body), fills defaults and drops unknown fields. */
export function validateCustomization(raw: unknown): CustomizationValidation {
  if (raw === undefined || raw === null) return { ok: true, customization: { ...DEFAULT_CUSTOMIZATION } };
  if (!isRecord(raw)) return refuse(CUSTOMIZATION_MESSAGES.notObject);
  const foreground = colour(raw['foreground'], DEFAULT_CUSTOMIZATION.foreground);
  if (foreground === undefined) return refuse(CUSTOMIZATION_MESSAGES.foreground);
  const background = colour(raw['background'], DEFAULT_CUSTOMIZATION.background);
  if (background === undefined) return refuse(CUSTOMIZATION_MESSAGES.background);
  if (contrastRatio(foreground, background) < MIN_CONTRAST_RATIO) return refuse(CUSTOMIZATION_MESSAGES.lowContrast);
  if (relativeLuminance(foreground) > relativeLuminance(background)) return refuse(CUSTOMIZATION_MESSAGES.inverted);
  const moduleStyle = oneOf(raw['moduleStyle'], MODULE_STYLES, DEFAULT_CUSTOMIZATION.moduleStyle);
  if (moduleStyle === undefined) return refuse(CUSTOMIZATION_MESSAGES.moduleStyle);
  const cornerStyle = oneOf(raw['cornerStyle'], CORNER_STYLES, DEFAULT_CUSTOMIZATION.cornerStyle);
  if (cornerStyle === undefined) return refuse(CUSTOMIZATION_MESSAGES.cornerStyle);

  const customization: QrCustomization = { foreground, background, moduleStyle, cornerStyle };
  if (isGiven(raw['logo'])) {
    const logo = readLogo(raw['logo']);
    if (!logo.ok) return logo;
    customization.logo = logo.value;
  }
  if (isGiven(raw['frame'])) {
    const caption = readCaption(raw['frame']);
    if (!caption.ok) return caption;
    customization.frame = { caption: caption.value };
  }
  return { ok: true, customization };
}

type Read<T> = { ok: true; value: T } | { ok: false; message: string };

function isGiven(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

function colour(value: unknown, fallback: string): string | undefined {
  if (!isGiven(value)) return fallback;
  return typeof value === 'string' && HEX_COLOUR.test(value) ? value.toLowerCase() : undefined;
}

function oneOf<V extends string>(value: unknown, allowed: readonly V[], fallback: V): V | undefined {
  return isGiven(value) ? allowed.find((option) => option === value) : fallback;
}

function readLogo(value: unknown): Read<string> {
  if (typeof value !== 'string') return refuse(CUSTOMIZATION_MESSAGES.logo);
  if (value.length > MAX_LOGO_LENGTH) return refuse(CUSTOMIZATION_MESSAGES.logoTooLarge);
  if (HTTP_URL.test(value) && value.length <= MAX_LOGO_URL_LENGTH) return { ok: true, value };
  const format = DATA_URL.exec(value)?.[1]?.toLowerCase() ?? '';
  const base64 = value.slice(value.indexOf(',') + 1);
  const signatures = BASE64_SIGNATURES[format] ?? [];
  return signatures.some((signature) => base64.startsWith(signature))
    ? { ok: true, value }
    : refuse(CUSTOMIZATION_MESSAGES.logo);
}

function readCaption(frame: unknown): Read<string> {
  if (!isRecord(frame) || typeof frame['caption'] !== 'string') return refuse(CUSTOMIZATION_MESSAGES.frame);
  const caption = frame['caption'].replace(NOT_XML_TEXT, ' ').replace(/\s+/g, ' ').trim();
  if (caption === '') return refuse(CUSTOMIZATION_MESSAGES.captionRequired);
  if ([...caption].length > MAX_CAPTION_LENGTH) return refuse(CUSTOMIZATION_MESSAGES.captionTooLong);
  return { ok: true, value: caption };
}

function refuse(message: string): { ok: false; message: string } {
  return { ok: false, message };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
