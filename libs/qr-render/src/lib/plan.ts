import { ERROR_CORRECTION_LEVELS, MAX_LOGO_SIZE, MIN_LOGO_SIZE } from './customization';
import type { ErrorCorrectionLevel, QrCustomization, QrCustomizationInput } from './customization';
import { type FrameLayout, layoutFrame } from './frame';
import { DEFAULT_SIZE, MAX_SIZE, MIN_SIZE, QUIET_ZONE } from './image-options';
import type { RenderOptions } from './image-options';
import { type DesignRefusal, QrRenderError, refusal } from './messages';
import { codewordLayout, type QrMatrix, tryBuildMatrix } from './symbol';
import { validateCustomization } from './validate-customization';

/** Finder patterns are 7×7 modules in three corners. */
export const FINDER_SIZE = 7;

/**
 * Whole pixels each module needs so that every decoder reads every pattern: at 2, JPG and
 * anti-aliasing blur the thinner patterns into their neighbours once a logo takes its share of
 * error correction. Measured with jsQR, ZXing-C++ and zbar (README).
 */
export const MIN_PIXELS_PER_MODULE = 3;

/**
 * A logo may use at most this share of every block's error-correction capacity; the rest stays
 * for what happens to printed codes: wear, glare, blur and an angled camera.
 */
export const LOGO_SHARE_OF_CORRECTION = 0.5;

/** What the content and design make of the symbol: for the creator to show, and to size downloads by. */
export interface QrSymbolInfo {
  /** 1–40. */
  version: number;
  /** Modules per side, without the quiet zone. */
  modules: number;
  /** The level the design asks for. */
  errorCorrection: ErrorCorrectionLevel;
  /** The level the code is drawn with: raised from `errorCorrection` when the logo needs more. */
  effectiveErrorCorrection: ErrorCorrectionLevel;
  /** The smallest image width (px, points for PDF and EPS) LiveQR offers this design at. */
  minimumSize: number;
  /**
   * What sets `minimumSize`: 'modules' — below it a module gets fewer than MIN_PIXELS_PER_MODULE
   * pixels (or the routes' MIN_SIZE); 'scanners' — the scan guarantee found a scanner that cannot
   * read the design smaller (thin patterns, a logo).
   */
  minimumSizeReason: 'modules' | 'scanners';
  /** The largest logo size (share of the symbol's width) the effective level allows with the logo's margin; 0 when none fits. */
  maximumLogoSize: number;
}

/** Square area of the matrix cleared for a logo, in module coordinates; odd, so it centres on whole modules. */
export interface LogoArea {
  readonly start: number;
  readonly size: number;
}

/** Everything a renderer needs, decided once: validated design, matrix and geometry in module units. */
export interface RenderPlan {
  readonly matrix: QrMatrix;
  readonly customization: QrCustomization;
  readonly symbol: QrSymbolInfo;
  /** Drawing size in module units: the image's whole area. */
  readonly width: number;
  readonly height: number;
  /** Where the design (frame and code) sits in the drawing; everything below is relative to it. */
  readonly origin: { x: number; y: number };
  /** Top-left corner of the quiet zone in the design. */
  readonly codeX: number;
  readonly codeY: number;
  readonly pixelWidth: number;
  readonly pixelHeight: number;
  /** Whole pixels per module at pixelWidth. */
  readonly pixelsPerModule: number;
  readonly logoArea?: LogoArea;
  /** The logo image's square, inset by the margin inside the cleared area, in design units. */
  readonly logoBox?: { x: number; y: number; side: number };
  readonly frame?: FrameLayout;
}

export type DesignCheck = { ok: true; customization: QrCustomization; symbol: QrSymbolInfo } | DesignRefusal;

/**
 * Checks a raw design against the content it will hold: the design's own rules, then whether the
 * content fits, the logo's room in the error-correction budget and the smallest size that scans.
 * Pure and fast enough for every keystroke; the server adds the render-and-decode check
 * (`checkScannable` in `@liveqr/qr-render/node`).
 */
export function checkDesign(payload: string, raw: unknown): DesignCheck {
  const validation = validateCustomization(raw);
  if (!validation.ok) return validation;
  try {
    const { symbol } = planSymbol(payload, validation.customization, { layoutOnly: true });
    return { ok: true, customization: validation.customization, symbol };
  } catch (error) {
    if (error instanceof QrRenderError) return error.refusal;
    throw error;
  }
}

/** Validates the design and size and lays everything out. Throws QrRenderError with a message for the user. */
export function planRender(
  payload: string,
  input?: QrCustomizationInput | QrCustomization,
  options: RenderOptions = {},
): RenderPlan {
  const size = options.size ?? DEFAULT_SIZE;
  if (!Number.isInteger(size) || size < MIN_SIZE || size > MAX_SIZE) throw new QrRenderError(refusal('size', 'size'));
  const validation = validateCustomization(input);
  if (!validation.ok) throw new QrRenderError(validation);
  const { customization } = validation;
  const { matrix, symbol, logoArea } = planSymbol(payload, customization);
  const minimum = Math.max(symbol.minimumSize, options.minimumSize ?? 0);
  if (size < minimum) throw new QrRenderError(refusal('sizeTooSmall', 'size', { minimum }));
  const codeSize = matrix.size + 2 * QUIET_ZONE;
  const frame = customization.frame && layoutFrame(codeSize, customization.frame);
  const layout = frame ?? { width: codeSize, height: codeSize, codeX: 0, codeY: 0 };
  const logoBox = logoArea && logoBoxOf(logoArea, customization, matrix.size);
  // Whole pixels per module, and the symbol starting on a pixel edge: no module is ever split across
  // pixels, which is what made decoders misread codes at sizes between whole multiples. What the
  // width leaves over becomes margin around the design (the quiet zone only grows).
  const pixelsPerModule = Math.floor(size / layout.width);
  const pixelHeight = frame ? Math.ceil((layout.height * size) / layout.width) : size;
  const aligned = (view: number, extent: number, codeStart: number) => {
    const start = codeStart + QUIET_ZONE;
    return Math.round(((view - extent) / 2 + start) * pixelsPerModule) / pixelsPerModule - start;
  };
  const width = size / pixelsPerModule;
  const height = pixelHeight / pixelsPerModule;
  return {
    matrix,
    customization,
    symbol,
    width,
    height,
    origin: { x: aligned(width, layout.width, layout.codeX), y: aligned(height, layout.height, layout.codeY) },
    codeX: layout.codeX,
    codeY: layout.codeY,
    pixelWidth: size,
    pixelHeight,
    pixelsPerModule,
    logoArea,
    logoBox: logoBox && { ...logoBox, x: logoBox.x + layout.codeX, y: logoBox.y + layout.codeY },
    frame,
  };
}

interface PlannedSymbol {
  matrix: QrMatrix;
  symbol: QrSymbolInfo;
  logoArea?: LogoArea;
}

/**
 * Builds the symbol at the chosen level; with a logo, at the lowest level from the chosen one up
 * whose error-correction budget holds the logo's cleared square.
 */
function planSymbol(payload: string, customization: QrCustomization, options?: { layoutOnly: boolean }): PlannedSymbol {
  const { errorCorrection, logo } = customization;
  const margin = logo?.margin ?? 0;
  let best: { matrix: QrMatrix; maximum: number } | undefined;
  for (const level of ERROR_CORRECTION_LEVELS.slice(ERROR_CORRECTION_LEVELS.indexOf(errorCorrection))) {
    const matrix = tryBuildMatrix(payload, level, options);
    if (!matrix) break;
    const maximum = maximumLogoSize(matrix, margin);
    best = { matrix, maximum };
    if (!logo || logo.size <= maximum) {
      const logoArea = logo && clearedArea(logo.size, margin, matrix.size);
      return { matrix, logoArea, symbol: symbolInfo(matrix, customization, maximum) };
    }
  }
  if (!best) throw new QrRenderError(refusal('tooLong'));
  if (best.maximum < MIN_LOGO_SIZE) throw new QrRenderError(refusal('logoNoRoom', 'logo'));
  throw new QrRenderError(refusal('logoTooLarge', 'logo.size', { maximum: best.maximum }));
}

function symbolInfo(matrix: QrMatrix, customization: QrCustomization, maximumLogo: number): QrSymbolInfo {
  const codeSize = matrix.size + 2 * QUIET_ZONE;
  const width = customization.frame ? layoutFrame(codeSize, customization.frame).width : codeSize;
  return {
    version: matrix.version,
    modules: matrix.size,
    errorCorrection: customization.errorCorrection,
    effectiveErrorCorrection: matrix.errorCorrection,
    minimumSize: Math.max(MIN_SIZE, Math.ceil(width * MIN_PIXELS_PER_MODULE)),
    minimumSizeReason: 'modules',
    maximumLogoSize: maximumLogo,
  };
}

/** The cleared square for a logo of `size` (share of the symbol's width) with `margin` modules around it. */
function clearedArea(size: number, margin: number, matrixSize: number): LogoArea {
  const needed = Math.ceil(size * matrixSize + 2 * margin - 1e-9);
  const side = needed % 2 === 1 ? needed : needed + 1;
  return { start: (matrixSize - side) / 2, size: side };
}

function logoBoxOf(area: LogoArea, { logo }: QrCustomization, matrixSize: number): RenderPlan['logoBox'] {
  if (!logo) return undefined;
  const side = logo.size * matrixSize;
  const offset = QUIET_ZONE + area.start + (area.size - side) / 2;
  return { x: offset, y: offset, side };
}

/**
 * The largest logo (share of the symbol's width, in whole percent, at most MAX_LOGO_SIZE) whose
 * cleared square damages no block beyond its share of the correction capacity, and stays clear of
 * the finder patterns, their separators and the format information.
 */
function maximumLogoSize(matrix: QrMatrix, margin: number): number {
  const layout = codewordLayout(matrix);
  const allowed = Math.floor(layout.correctablePerBlock * LOGO_SHARE_OF_CORRECTION);
  const limit = matrix.size - 2 * (FINDER_SIZE + 2);
  let best = 0;
  for (let percent = Math.round(MIN_LOGO_SIZE * 100); percent <= MAX_LOGO_SIZE * 100; percent++) {
    const area = clearedArea(percent / 100, margin, matrix.size);
    if (area.size > limit || !withinBudget(area, matrix.size, layout.blockOfModule, layout.codewordOfModule, allowed))
      break;
    best = percent / 100;
  }
  return best;
}

function withinBudget(
  area: LogoArea,
  size: number,
  blockOfModule: Int16Array,
  codewordOfModule: Int32Array,
  allowed: number,
): boolean {
  const damaged = new Map<number, Set<number>>();
  for (let y = area.start; y < area.start + area.size; y++) {
    for (let x = area.start; x < area.start + area.size; x++) {
      const block = blockOfModule[y * size + x] ?? -1;
      if (block < 0) continue;
      const codewords = damaged.get(block) ?? new Set<number>();
      codewords.add(codewordOfModule[y * size + x] ?? -1);
      if (codewords.size > allowed) return false;
      damaged.set(block, codewords);
    }
  }
  return true;
}
