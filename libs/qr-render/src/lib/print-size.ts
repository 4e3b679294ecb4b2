/** The resolution print shops ask for: a design's smallest print is its minimum size at 300 dpi. */
export const PRINT_DPI = 300;

/** A phone camera reads a code from up to about ten times its printed width. */
export const SCAN_DISTANCE_PER_WIDTH = 10;

const MM_PER_INCH = 25.4;

/** How wide `pixels` print at PRINT_DPI, and from how far a phone reads a print that wide, in millimetres. */
export function printSizeOf(pixels: number): { widthMm: number; scanDistanceMm: number } {
  const widthMm = (pixels / PRINT_DPI) * MM_PER_INCH;
  return { widthMm, scanDistanceMm: widthMm * SCAN_DISTANCE_PER_WIDTH };
}
