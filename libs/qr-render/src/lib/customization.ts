import { relativeLuminance } from './colour';

/**
 * The design model: what a user can choose about how a code looks. Every name here is stored in
 * the database and sent over the API, so names are only ever added, never renamed.
 */

/** How each dark data module is drawn. */
export const MODULE_PATTERNS = [
  'square',
  'rounded',
  'dots',
  'diamonds',
  'small-squares',
  'vertical-bars',
  'horizontal-bars',
  'classy',
] as const;
export type ModulePattern = (typeof MODULE_PATTERNS)[number];

/** The outer 7×7 ring of the three finder patterns (the big corner squares). */
export const FINDER_FRAME_STYLES = ['square', 'rounded', 'extra-rounded', 'circle', 'leaf'] as const;
export type FinderFrameStyle = (typeof FINDER_FRAME_STYLES)[number];

/** The 3×3 eye in the middle of each finder pattern, chosen independently of the frame. */
export const FINDER_CENTRE_STYLES = ['square', 'rounded', 'circle', 'leaf', 'diamond'] as const;
export type FinderCentreStyle = (typeof FINDER_CENTRE_STYLES)[number];

/**
 * ISO/IEC 18004 error-correction levels: roughly 7%, 15%, 25% and 30% of the codewords can be
 * restored. A logo raises the level the code is drawn with (see QrSymbolInfo.effectiveErrorCorrection).
 */
export const ERROR_CORRECTION_LEVELS = ['L', 'M', 'Q', 'H'] as const;
export type ErrorCorrectionLevel = (typeof ERROR_CORRECTION_LEVELS)[number];

/** Frames drawn around the code's quiet zone, each with a caption. */
export const FRAME_TEMPLATES = [
  'outline',
  'rounded-outline',
  'banner',
  'rounded-banner',
  'bubble',
  'pill',
  'brackets',
  'tab',
] as const;
export type FrameTemplate = (typeof FRAME_TEMPLATES)[number];

export const CAPTION_POSITIONS = ['bottom', 'top'] as const;
export type CaptionPosition = (typeof CAPTION_POSITIONS)[number];

export const FILL_TYPES = ['solid', 'linear', 'radial'] as const;
export type FillType = (typeof FILL_TYPES)[number];

export interface QrColourStop {
  /** Where along the gradient, from 0 (start) to 1 (end). */
  offset: number;
  /** `#rrggbb`, lower case. */
  colour: string;
}

export interface QrSolidFill {
  type: 'solid';
  /** `#rrggbb`, lower case. */
  colour: string;
}

/** Across the symbol; `angle` in degrees, 0 = left to right, 90 = top to bottom. */
export interface QrLinearGradient {
  type: 'linear';
  angle: number;
  stops: QrColourStop[];
}

/** From the symbol's centre (offset 0) to its corners (offset 1). */
export interface QrRadialGradient {
  type: 'radial';
  stops: QrColourStop[];
}

export type QrFill = QrSolidFill | QrLinearGradient | QrRadialGradient;

export interface QrLogo {
  /** PNG, JPG or SVG image as a base64 data URL. */
  image: string;
  /** Width of the logo as a share of the symbol's width (0.05–0.4); its upper bound also depends on the content. */
  size: number;
  /** Clear space around the logo, in modules (0–4). */
  margin: number;
}

export interface QrFrame {
  template: FrameTemplate;
  /** Short text, e.g. 'Scan me'; drawn in a sans-serif face. */
  caption: string;
  captionPosition: CaptionPosition;
  /** `#rrggbb`: the frame and its caption (on filled bands the caption takes the background colour). */
  colour: string;
}

/** A validated, complete design with defaults filled: what `validateCustomization` returns and the API stores. */
export interface QrCustomization {
  /** The modules (and the finder patterns unless `finderColour` is set). */
  foreground: QrFill;
  /** `#rrggbb`: the quiet zone and light modules; JPG always fills it, even when transparent. */
  background: string;
  /** PNG and SVG leave the background out; contrast is still checked against `background`. */
  transparentBackground: boolean;
  /** `#rrggbb` for the three finder patterns; absent: they take the foreground. */
  finderColour?: string;
  modulePattern: ModulePattern;
  finderFrame: FinderFrameStyle;
  finderCentre: FinderCentreStyle;
  /** The level asked for; a logo may raise the level the code is drawn with. */
  errorCorrection: ErrorCorrectionLevel;
  logo?: QrLogo;
  frame?: QrFrame;
}

/**
 * What callers may pass (e.g. a request body): any subset. A colour may be any CSS colour, the
 * foreground may be a plain colour, and logo size/margin and frame options have defaults.
 */
export interface QrCustomizationInput {
  foreground?: string | QrFill;
  background?: string;
  transparentBackground?: boolean;
  finderColour?: string;
  modulePattern?: ModulePattern;
  finderFrame?: FinderFrameStyle;
  finderCentre?: FinderCentreStyle;
  errorCorrection?: ErrorCorrectionLevel;
  logo?: { image: string; size?: number; margin?: number };
  frame?: { caption: string; template?: FrameTemplate; captionPosition?: CaptionPosition; colour?: string };
}

export const DEFAULT_CUSTOMIZATION: Readonly<QrCustomization> = {
  foreground: { type: 'solid', colour: '#000000' },
  background: '#ffffff',
  transparentBackground: false,
  modulePattern: 'square',
  finderFrame: 'square',
  finderCentre: 'square',
  errorCorrection: 'M',
};

/** Below 4:1 phone cameras in poor light start to miss codes; WCAG's large-text threshold is 3:1. */
export const MIN_CONTRAST_RATIO = 4;
/** The caption is large text: WCAG's 3:1 keeps it readable against the background. */
export const MIN_FRAME_CONTRAST_RATIO = 3;

export const MIN_GRADIENT_STOPS = 2;
export const MAX_GRADIENT_STOPS = 5;

/** Logo width as a share of the symbol's width. The content's error-correction budget may allow less. */
export const MIN_LOGO_SIZE = 0.05;
export const MAX_LOGO_SIZE = 0.4;
export const DEFAULT_LOGO_SIZE = 0.15;
/** Clear space around the logo, in whole modules. */
export const MAX_LOGO_MARGIN = 4;
export const DEFAULT_LOGO_MARGIN = 1;
/** A base64 data URL of about 750 KB of image. */
export const MAX_LOGO_LENGTH = 1_000_000;
/** Width and height limit of a PNG or JPG logo: enough for print, and decoding it stays cheap. */
export const MAX_LOGO_PIXELS = 2048;

export const MAX_CAPTION_LENGTH = 30;
export const DEFAULT_FRAME_TEMPLATE: FrameTemplate = 'rounded-banner';
export const DEFAULT_CAPTION_POSITION: CaptionPosition = 'bottom';

/** Every colour a fill paints with: the one of a solid fill, or a gradient's stops. */
export function fillColours(fill: QrFill): string[] {
  return fill.type === 'solid' ? [fill.colour] : fill.stops.map((stop) => stop.colour);
}

/** The darkest colour a fill paints with: what stands for the whole fill where one colour must. */
export function darkestColour(fill: QrFill): string {
  return fillColours(fill).reduce((a, b) => (relativeLuminance(b) < relativeLuminance(a) ? b : a));
}
