import { Resvg } from '@resvg/resvg-js';
import { escapeXml } from '../lib/svg';

/** Pixels per side for a logo in print formats: sharp at 10 cm wide at 300 dpi for a 40% logo. */
export const PRINT_LOGO_PIXELS = 512;

/**
 * A logo (PNG, JPG or SVG data URL) as a square PNG, fitted and centred like the SVG draws it,
 * for the print formats, which embed raster logos as images. `background` fills behind it for
 * formats without transparency.
 */
export function rasteriseLogo(image: string, background?: string): { png: Buffer; pixels: Uint8Array; side: number } {
  const side = PRINT_LOGO_PIXELS;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${side}" height="${side}">` +
    `<image width="${side}" height="${side}" preserveAspectRatio="xMidYMid meet" xlink:href="${escapeXml(image)}"/></svg>`;
  const rendered = new Resvg(svg, { ...(background ? { background } : {}), font: { loadSystemFonts: false } }).render();
  return { png: rendered.asPng(), pixels: rendered.pixels, side };
}
