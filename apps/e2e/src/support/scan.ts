import { decode as decodeJpeg } from 'jpeg-js';
import jsQR from 'jsqr';
import type { BrowserContext } from 'playwright-core';
import { PNG } from 'pngjs';

/** What a phone camera would read from a downloaded raster image, with a real decoder (null: unreadable). */
export function readQr(format: 'png' | 'jpg', image: Buffer): string | null {
  const { width, height, data } =
    format === 'png' ? PNG.sync.read(image) : decodeJpeg(image, { useTArray: true, formatAsRGBA: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), width, height)?.data ?? null;
}

/** Decodes a download; an SVG is drawn by the browser first, as a phone would see it on screen. */
export async function scanImage(
  context: BrowserContext,
  format: 'png' | 'svg' | 'jpg',
  image: Buffer,
): Promise<string | null> {
  if (format !== 'svg') return readQr(format, image);
  const viewer = await context.newPage();
  try {
    await viewer.setContent(image.toString('utf8'));
    return readQr('png', await viewer.locator('svg').first().screenshot());
  } finally {
    await viewer.close();
  }
}
