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
 * Pixels each module needs so that every decoder reads every pattern: below this, anti-aliasing
 * blurs thin shapes into their neighbours. Measured with jsQR, ZXing-C++ and zbar (README).
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
  /** The smallest image width (px) at which every module is large enough to scan. */
  minimumSize: number;
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
  /** Drawing size in module units. */
  readonly width: number;
  readonly height: number;
  /** Top-left corner of the quiet zone in the drawing. */
  readonly codeX: number;
  readonly codeY: number;
  readonly pixelWidth: number;
  readonly pixelHeight: number;
  readonly logoArea?: LogoArea;
  /** The logo image's square, inset by the margin inside the cleared area, in drawing units. */
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
    const { symbol } = planSymbol(payload, validation.customization);
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
  if (size < symbol.minimumSize) {
    throw new QrRenderError(refusal('sizeTooSmall', 'size', { minimum: symbol.minimumSize }));
  }
  const codeSize = matrix.size + 2 * QUIET_ZONE;
  const logoBox = logoArea && logoBoxOf(logoArea, customization, matrix.size);
  if (!customization.frame) {
    return {
      matrix,
      customization,
      symbol,
      width: codeSize,
      height: codeSize,
      codeX: 0,
      codeY: 0,
      pixelWidth: size,
      pixelHeight: size,
      logoArea,
      logoBox,
    };
  }
  // Whole pixels: the caption band takes the rounding, so the drawing's aspect is exactly the image's.
  const nominal = layoutFrame(codeSize, customization.frame);
  const pixelHeight = Math.round((size * nominal.height) / nominal.width);
  const frame = layoutFrame(codeSize, customization.frame, (pixelHeight * nominal.width) / size - nominal.height);
  const shift = (box: typeof logoBox) => box && { ...box, x: box.x + frame.codeX, y: box.y + frame.codeY };
  return {
    matrix,
    customization,
    symbol,
    width: frame.width,
    height: frame.height,
    codeX: frame.codeX,
    codeY: frame.codeY,
    pixelWidth: size,
    pixelHeight,
    logoArea,
    logoBox: shift(logoBox),
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
function planSymbol(payload: string, customization: QrCustomization): PlannedSymbol {
  const { errorCorrection, logo } = customization;
  const margin = logo?.margin ?? 0;
  let best: { matrix: QrMatrix; maximum: number } | undefined;
  for (const level of ERROR_CORRECTION_LEVELS.slice(ERROR_CORRECTION_LEVELS.indexOf(errorCorrection))) {
    const matrix = tryBuildMatrix(payload, level);
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
