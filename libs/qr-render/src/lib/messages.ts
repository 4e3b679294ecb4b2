import {
  CAPTION_POSITIONS,
  ERROR_CORRECTION_LEVELS,
  FINDER_CENTRE_STYLES,
  FINDER_FRAME_STYLES,
  FRAME_TEMPLATES,
  MAX_CAPTION_LENGTH,
  MAX_GRADIENT_STOPS,
  MAX_LOGO_MARGIN,
  MAX_LOGO_PIXELS,
  MAX_LOGO_SIZE,
  MIN_CONTRAST_RATIO,
  MIN_FRAME_CONTRAST_RATIO,
  MIN_GRADIENT_STOPS,
  MIN_LOGO_SIZE,
  MODULE_PATTERNS,
} from './customization';
import { IMAGE_FORMATS, MAX_SIZE, MIN_SIZE } from './image-options';

const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * The figures and lists the messages below have built in, by the names their translations use
 * (`{{minimumContrast}}`), so that a refusal says the same in every language.
 */
export const DESIGN_MESSAGE_LIMITS = {
  minimumContrast: MIN_CONTRAST_RATIO,
  minimumFrameContrast: MIN_FRAME_CONTRAST_RATIO,
  minimumStops: MIN_GRADIENT_STOPS,
  maximumStops: MAX_GRADIENT_STOPS,
  maximumPixels: MAX_LOGO_PIXELS,
  smallestLogo: percent(MIN_LOGO_SIZE),
  largestLogo: percent(MAX_LOGO_SIZE),
  maximumMargin: MAX_LOGO_MARGIN,
  maximumCaption: MAX_CAPTION_LENGTH,
  modulePatterns: MODULE_PATTERNS.join(', '),
  finderFrames: FINDER_FRAME_STYLES.join(', '),
  finderCentres: FINDER_CENTRE_STYLES.join(', '),
  errorCorrectionLevels: ERROR_CORRECTION_LEVELS.join(', '),
  frameTemplates: FRAME_TEMPLATES.join(', '),
  captionPositions: CAPTION_POSITIONS.join(', '),
};

/**
 * What to change when a design does not scan, by stable names (the refusal's `values.advice`, most
 * effective first), so the web can say it in the reader's language.
 */
export const SCAN_ADVICE = {
  smallerLogo: 'make the logo smaller',
  plainerModules: 'choose the square or rounded module pattern',
  squareFinders: 'choose square finder patterns',
  higherCorrection: 'raise the error correction',
  darkerForeground: 'use a darker foreground',
} as const;

export type ScanAdvice = keyof typeof SCAN_ADVICE;

/**
 * Every refusal of a design, a size or a format, by a stable name: the API sends the name with the
 * English text, and the web can translate by the name (with `values`). Each text says what to change.
 */
export const DESIGN_MESSAGES = {
  notObject: () => 'The design must be an object',
  colour: ({ label }: { label: string }) =>
    `The ${label} must be a colour, such as #1a237e, rgb(26 35 126), hsl(235 66% 30%) or navy`,
  translucentColour: ({ label }: { label: string }) =>
    `The ${label} must be opaque: see-through ink scans unpredictably (for a see-through background, turn on the transparent background instead)`,
  lowContrast: ({ label, ratio }: { label: string; ratio: number }) =>
    `The ${label} is too close to the background to scan reliably (contrast ${ratio}:1, at least ${MIN_CONTRAST_RATIO}:1 is needed): make it darker or the background lighter`,
  inverted: ({ label }: { label: string }) =>
    `The ${label} must be darker than the background: many scanners cannot read light-on-dark codes`,
  frameContrast: ({ ratio }: { ratio: number }) =>
    `The frame colour is too close to the background for the caption to be read (contrast ${ratio}:1, at least ${MIN_FRAME_CONTRAST_RATIO}:1 is needed): make it darker`,
  fill: () =>
    'The foreground must be a colour or a gradient: { type: "solid", colour }, { type: "linear", angle, stops } or { type: "radial", stops }',
  gradientStops: () =>
    `A gradient needs ${MIN_GRADIENT_STOPS} to ${MAX_GRADIENT_STOPS} colour stops, each { offset, colour }`,
  gradientOffset: () => 'Each gradient stop needs an offset from 0 to 1, in increasing order',
  gradientAngle: () => 'The gradient angle must be a number of degrees',
  transparentBackground: () => 'The transparent background must be switched on or off (true or false)',
  modulePattern: () => `The module pattern must be one of: ${MODULE_PATTERNS.join(', ')}`,
  finderFrame: () => `The finder frame style must be one of: ${FINDER_FRAME_STYLES.join(', ')}`,
  finderCentre: () => `The finder centre style must be one of: ${FINDER_CENTRE_STYLES.join(', ')}`,
  errorCorrection: () => `The error correction must be one of: ${ERROR_CORRECTION_LEVELS.join(', ')}`,
  logo: () => 'The logo must be an object with an image: { image, size, margin }',
  logoImage: () => 'The logo must be a PNG, JPG or SVG image given as a base64 data URL',
  logoGif: () => 'GIF logos are not accepted, as an animation cannot be printed: save the logo as a PNG',
  logoMismatch: () => 'The logo file is not the kind of image it claims to be: upload a real PNG, JPG or SVG file',
  logoUnsafe: () =>
    'The SVG logo contains scripts, links or embedded content: export it again as a plain SVG, or use a PNG',
  logoHeavy: () => 'The logo image is too large: use an image under 750 KB',
  logoPixels: () =>
    `The logo image has too many pixels: use one of at most ${MAX_LOGO_PIXELS} × ${MAX_LOGO_PIXELS} pixels`,
  logoSize: () =>
    `The logo size must be from ${percent(MIN_LOGO_SIZE)} to ${percent(MAX_LOGO_SIZE)} of the code's width`,
  logoMargin: () => `The logo margin must be a whole number of modules from 0 to ${MAX_LOGO_MARGIN}`,
  logoTooLarge: ({ maximum }: { maximum: number }) =>
    `The logo is too large for this content: make it at most ${percent(maximum)} of the code's width, reduce its margin, or shorten the content`,
  logoNoRoom: () => 'This content leaves no room for a logo: remove the logo or shorten the content',
  frame: () => 'The frame must be an object with a caption: { template, caption, captionPosition, colour }',
  frameTemplate: () => `The frame template must be one of: ${FRAME_TEMPLATES.join(', ')}`,
  captionPosition: () => `The caption position must be one of: ${CAPTION_POSITIONS.join(', ')}`,
  captionRequired: () => 'Please enter a frame caption',
  captionTooLong: () => `The frame caption must be at most ${MAX_CAPTION_LENGTH} characters`,
  emptyPayload: () => 'There is nothing to encode',
  tooLong: () => 'The content is too long to fit in a QR code: shorten it, or lower the error correction',
  format: () => `The format must be one of: ${IMAGE_FORMATS.join(', ')}`,
  size: () => `The size must be a whole number of pixels from ${MIN_SIZE} to ${MAX_SIZE}`,
  sizeTooSmall: ({ minimum }: { minimum: number }) =>
    `At this size the modules of this code are too small to scan: choose ${minimum} px or more, or shorten the content`,
  jpgQuality: () => 'The JPG quality must be a whole number from 1 to 100',
  unscannable: ({ scanner, size, advice }: { scanner: string; size: number; advice: readonly ScanAdvice[] }) =>
    `This design does not scan reliably with every scanner: ${scanner} could not read it at ${size} px; ${advice
      .map((change) => SCAN_ADVICE[change])
      .join(', or ')}`,
} as const;

export type DesignProblem = keyof typeof DESIGN_MESSAGES;
/** The values a problem's message is made from: none, or e.g. `{ minimum: 300 }`. */
export type DesignMessageArguments<P extends DesignProblem> = Parameters<(typeof DESIGN_MESSAGES)[P]>;

/** Why a design (or an image request) was refused: a stable name, the design field, and the text for the user. */
export interface DesignRefusal {
  ok: false;
  problem: DesignProblem;
  /** The offending field as a path, e.g. 'foreground.stops.1.colour' or 'logo.size'; absent for the whole design. */
  field?: string;
  message: string;
  /** The numbers, labels and lists of names (e.g. `advice`) in the message, for translations. */
  values: DesignMessageValues;
}

export type DesignMessageValues = Record<string, string | number | readonly string[]>;

export function refusal<P extends DesignProblem>(
  problem: P,
  field?: string,
  ...[values]: DesignMessageArguments<P>
): DesignRefusal {
  const format = DESIGN_MESSAGES[problem] as (values?: object) => string;
  return {
    ok: false,
    problem,
    ...(field === undefined ? {} : { field }),
    message: format(values),
    values: { ...(values as DesignMessageValues | undefined) },
  };
}

/** A refused render (bad options, content that cannot be drawn); its message is for the user. */
export class QrRenderError extends Error {
  override readonly name = 'QrRenderError';

  constructor(readonly refusal: DesignRefusal) {
    super(refusal.message);
  }

  get problem(): DesignProblem {
    return this.refusal.problem;
  }
}
