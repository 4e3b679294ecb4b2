import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
import type { QrCustomization, QrCustomizationInput } from '../lib/customization';
import { QUIET_ZONE } from '../lib/image-options';
import type { RenderOptions } from '../lib/image-options';
import { QrRenderError, refusal } from '../lib/messages';
import { planRender } from '../lib/plan';
import type { RenderPlan } from '../lib/plan';
import { svgFromPlan } from '../lib/svg';
import { CAPTION_FONT_FILE } from './caption-font';
import type { Pixels } from './decoders';
import { encodeTwoColourPng } from './png';

export interface JpgOptions extends RenderOptions {
  /** 1–100, default 92. */
  quality?: number;
}

const DEFAULT_JPG_QUALITY = 92;

type Design = QrCustomizationInput | QrCustomization;

/** PNG of the code. Plain codes are rasterised directly; styled ones go through resvg. */
export function renderPng(payload: string, customization?: Design, options?: RenderOptions): Promise<Buffer> {
  return pngFromPlan(planRender(payload, customization, options));
}

export async function pngFromPlan(plan: RenderPlan): Promise<Buffer> {
  if (isPlain(plan)) {
    const { foreground, background, transparentBackground } = plan.customization;
    const ink = foreground.type === 'solid' ? foreground.colour : '#000000';
    return encodeTwoColourPng(plan.pixelWidth, plan.pixelHeight, plainRows(plan), [background, ink], {
      transparentBackground,
    });
  }
  return (await rasterise(plan, false)).asPng();
}

/** JPG of the code on its background colour (JPG has no transparency). */
export async function renderJpg(payload: string, customization?: Design, options: JpgOptions = {}): Promise<Buffer> {
  const quality = options.quality ?? DEFAULT_JPG_QUALITY;
  if (!Number.isInteger(quality) || quality < 1 || quality > 100) {
    throw new QrRenderError(refusal('jpgQuality', 'quality'));
  }
  return jpgFromPlan(planRender(payload, customization, options), quality);
}

export async function jpgFromPlan(plan: RenderPlan, quality = DEFAULT_JPG_QUALITY): Promise<Buffer> {
  return jpgFromPixels(await rasterPixels(plan, { opaque: true }), quality);
}

/**
 * The JPG file of pixels rasterised opaque: what jpgFromPlan writes, for the scan guarantee, which
 * checks the PNG and the JPG of one raster. libjpeg-turbo (sharp) without chroma subsampling, so
 * coloured modules keep their edges.
 */
export function jpgFromPixels({ width, height, data }: Pixels, quality = DEFAULT_JPG_QUALITY): Promise<Buffer> {
  return sharp(data, { raw: { width, height, channels: 4 } })
    .jpeg({ quality, chromaSubsampling: '4:4:4' })
    .toBuffer();
}

/**
 * RGBA pixels of the code as drawn through resvg: as PNG shows them (transparent where the
 * background is), or `opaque` on the background colour, as JPG and a printed code show them.
 */
export async function rasterPixels(plan: RenderPlan, { opaque }: { opaque: boolean }): Promise<Pixels> {
  const image = await rasterise(plan, opaque);
  return { width: image.width, height: image.height, data: image.pixels };
}

/** On libuv's thread pool, so several renders (and the decoders on the main thread) run at once. */
function rasterise(plan: RenderPlan, opaque: boolean) {
  const { background, transparentBackground } = plan.customization;
  return renderAsync(svgFromPlan(plan), {
    ...(opaque || !transparentBackground ? { background } : {}),
    // Captions are drawn in the font shipped with the app, never one the server happens to have.
    font: plan.frame
      ? { fontFiles: [CAPTION_FONT_FILE], loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' }
      : { loadSystemFonts: false },
  });
}

/** Square modules and finders in one solid colour, no logo, no frame: the look the raster fast path draws. */
function isPlain({ customization, frame, logoArea }: RenderPlan): boolean {
  const { foreground, modulePattern, finderFrame, finderCentre, finderColour } = customization;
  return (
    foreground.type === 'solid' &&
    (finderColour === undefined || finderColour === foreground.colour) &&
    modulePattern === 'square' &&
    finderFrame === 'square' &&
    finderCentre === 'square' &&
    !logoArea &&
    !frame
  );
}

/**
 * 1-bit rows (filter byte + packed pixels; 1 = foreground) of a plain code: whole pixels per
 * module from the symbol's pixel-aligned corner, as the SVG draws it.
 */
function plainRows(plan: RenderPlan): Uint8Array {
  const { size, modules } = plan.matrix;
  const columns = moduleIndexOfPixels(plan.pixelWidth, plan, plan.origin.x + plan.codeX);
  const lines = moduleIndexOfPixels(plan.pixelHeight, plan, plan.origin.y + plan.codeY);
  const stride = 1 + Math.ceil(plan.pixelWidth / 8);
  const rows = new Uint8Array(stride * plan.pixelHeight);
  for (let y = 0; y < plan.pixelHeight; y++) {
    const start = y * stride;
    const my = lines[y] ?? -1;
    if (y > 0 && my === lines[y - 1]) {
      rows.copyWithin(start, start - stride, start);
    } else if (my >= 0) {
      const row = my * size;
      for (let x = 0; x < plan.pixelWidth; x++) {
        const mx = columns[x] ?? -1;
        if (mx >= 0 && modules[row + mx] === 1) rows[start + 1 + (x >> 3)] |= 0x80 >> (x & 7);
      }
    }
  }
  return rows;
}

/** For each pixel along a side, the matrix row/column it lies in, or -1 outside the symbol. */
function moduleIndexOfPixels(pixels: number, plan: RenderPlan, codeStart: number): Int32Array {
  const first = Math.round((codeStart + QUIET_ZONE) * plan.pixelsPerModule);
  const index = new Int32Array(pixels);
  for (let p = 0; p < pixels; p++) {
    const module = Math.floor((p - first) / plan.pixelsPerModule);
    index[p] = p >= first && module < plan.matrix.size ? module : -1;
  }
  return index;
}
