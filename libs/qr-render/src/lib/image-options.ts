/** What the image routes and renderers offer. PNG and JPG are raster; SVG, PDF and EPS are vector. */
export const IMAGE_FORMATS = ['png', 'jpg', 'svg', 'pdf', 'eps'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const IMAGE_CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  eps: 'application/postscript',
};

/**
 * Width of the image in pixels (PNG, JPG, SVG) or points (PDF, EPS); a frame makes it taller. A
 * symbol with many modules needs more than MIN_SIZE: see QrSymbolInfo.minimumSize.
 */
export const MIN_SIZE = 128;
export const MAX_SIZE = 4096;
export const DEFAULT_SIZE = 500;

/** Light margin around the symbol, in modules; ISO/IEC 18004 asks for 4 and every design keeps it. */
export const QUIET_ZONE = 4;

export interface RenderOptions {
  /** Width in pixels (points for PDF and EPS), MIN_SIZE–MAX_SIZE. Default DEFAULT_SIZE. */
  size?: number;
  /**
   * The smallest size the scan guarantee found readable (`checkScannable`'s `symbol.minimumSize`),
   * when above what the modules need: smaller sizes are refused like those below the symbol's own.
   */
  minimumSize?: number;
}
