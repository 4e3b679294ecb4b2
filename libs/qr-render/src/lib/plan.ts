import { validateCustomization } from './customization';
import type { QrCustomization, QrCustomizationInput } from './customization';
import { QrRenderError } from './errors';
import { buildMatrix } from './matrix';
import type { QrMatrix } from './matrix';

/** Light margin around the symbol, in modules; ISO/IEC 18004 asks for 4. */
export const QUIET_ZONE = 4;
export const MIN_SIZE = 200;
export const MAX_SIZE = 2000;
export const DEFAULT_SIZE = 500;
/** Share of the symbol a logo may hide; H error correction recovers 30% of codewords. */
export const LOGO_MAX_AREA = 0.2;
/** Finder patterns are 7x7 modules in three corners. */
export const FINDER_SIZE = 7;

export const SIZE_MESSAGE = `The size must be a whole number of pixels from ${MIN_SIZE} to ${MAX_SIZE}`;

export interface RenderOptions {
  /** Width of the image in pixels (a frame makes it taller). Default 500. */
  size?: number;
}

/** Square area of the matrix cleared for a logo, in module coordinates. */
export interface LogoArea {
  readonly start: number;
  readonly size: number;
}

export interface FrameLayout {
  readonly caption: string;
  /** Thickness of the frame around the quiet zone, in modules. */
  readonly border: number;
  /** Vertical centre of the caption band. */
  readonly captionCentre: number;
  readonly fontSize: number;
}

/** Everything a renderer needs, decided once: validated options, matrix and geometry in module units. */
export interface RenderPlan {
  readonly matrix: QrMatrix;
  readonly customization: QrCustomization;
  /** Drawing size in module units. */
  readonly width: number;
  readonly height: number;
  /** Offset of the quiet zone's outer corner (x and y) in the drawing. */
  readonly codeOrigin: number;
  readonly pixelWidth: number;
  readonly pixelHeight: number;
  readonly logoArea?: LogoArea;
  readonly frame?: FrameLayout;
}

export function planRender(payload: string, input: QrCustomizationInput = {}, options: RenderOptions = {}): RenderPlan {
  const size = options.size ?? DEFAULT_SIZE;
  if (!Number.isInteger(size) || size < MIN_SIZE || size > MAX_SIZE) throw new QrRenderError(SIZE_MESSAGE);
  const checked = validateCustomization(input);
  if (!checked.ok) throw new QrRenderError(checked.message);
  const { customization } = checked;
  const matrix = buildMatrix(payload, { withLogo: customization.logo !== undefined });
  const codeSize = matrix.size + 2 * QUIET_ZONE;
  const logoArea = customization.logo === undefined ? undefined : logoAreaFor(matrix.size);
  if (!customization.frame) {
    return {
      matrix,
      customization,
      width: codeSize,
      height: codeSize,
      codeOrigin: 0,
      pixelWidth: size,
      pixelHeight: size,
      logoArea,
    };
  }
  // The frame and its caption band scale with the symbol, so they look the same at every version.
  const border = Math.max(1, Math.round(codeSize * 0.04));
  const width = codeSize + 2 * border;
  const pixelHeight = Math.round((size * (border + codeSize + codeSize * 0.2)) / width);
  // Taking the height back from whole pixels keeps the drawing's aspect exactly the image's.
  const height = (pixelHeight * width) / size;
  const band = height - border - codeSize;
  const caption = customization.frame.caption;
  const fontSize = Math.min(band * 0.5, (width * 0.9) / (0.62 * [...caption].length));
  const frame = { caption, border, captionCentre: border + codeSize + band / 2, fontSize };
  return { matrix, customization, width, height, codeOrigin: border, pixelWidth: size, pixelHeight, logoArea, frame };
}

/**
 * The largest centred square covering at most LOGO_MAX_AREA of the symbol that stays clear of the
 * finder patterns, separators and format information (9 modules from each corner). Odd, like the
 * symbol, so it centres on whole modules.
 */
function logoAreaFor(matrixSize: number): LogoArea {
  const fitting = Math.min(Math.floor(matrixSize * Math.sqrt(LOGO_MAX_AREA)), matrixSize - 2 * (FINDER_SIZE + 2));
  const size = fitting % 2 === 1 ? fitting : fitting - 1;
  return { start: (matrixSize - size) / 2, size };
}

/** Square modules, square corners, no logo and no frame: the look the raster fast path draws. */
export function isPlain(plan: RenderPlan): boolean {
  const { moduleStyle, cornerStyle } = plan.customization;
  return moduleStyle === 'square' && cornerStyle === 'square' && !plan.logoArea && !plan.frame;
}
