import { Resvg } from '@resvg/resvg-js';
import { encode as encodeJpeg } from 'jpeg-js';
import type { QrCustomizationInput } from '../lib/customization';
import { QrRenderError } from '../lib/errors';
import { isPlain, planRender, QUIET_ZONE } from '../lib/plan';
import type { RenderOptions, RenderPlan } from '../lib/plan';
import { svgFromPlan } from '../lib/svg';
import { encodeTwoColourPng } from './png';

export interface JpgOptions extends RenderOptions {
  /** 1–100, default 92. */
  quality?: number;
}

export const RASTER_MESSAGES = {
  remoteLogo: 'To render PNG or JPG, give the logo as a data URL: remote images are not fetched',
  quality: 'The JPG quality must be a whole number from 1 to 100',
} as const;

const DEFAULT_JPG_QUALITY = 92;

/** PNG of the code. Plain codes are rasterised directly; styled ones go through resvg. */
export function renderPng(payload: string, customization?: QrCustomizationInput, options?: RenderOptions): Buffer {
  const plan = planRender(payload, customization, options);
  if (isPlain(plan)) {
    const { foreground, background } = plan.customization;
    return encodeTwoColourPng(plan.pixelWidth, plan.pixelHeight, plainRows(plan), [background, foreground]);
  }
  return rasterise(plan).asPng();
}

/** JPG of the code on its background colour (JPG has no transparency). */
export function renderJpg(payload: string, customization?: QrCustomizationInput, options: JpgOptions = {}): Buffer {
  const quality = options.quality ?? DEFAULT_JPG_QUALITY;
  if (!Number.isInteger(quality) || quality < 1 || quality > 100) throw new QrRenderError(RASTER_MESSAGES.quality);
  const image = rasterise(planRender(payload, customization, options));
  return encodeJpeg({ data: image.pixels, width: image.width, height: image.height }, quality).data;
}

function rasterise(plan: RenderPlan) {
  const { logo, background } = plan.customization;
  if (logo !== undefined && !logo.startsWith('data:')) throw new QrRenderError(RASTER_MESSAGES.remoteLogo);
  // Loading system fonts costs more than drawing the code, so only captions pay for it.
  const resvg = new Resvg(svgFromPlan(plan), { background, font: { loadSystemFonts: plan.frame !== undefined } });
  return resvg.render();
}

/**
 * 1-bit rows (filter byte + packed pixels; 1 = foreground) of a plain code. Each pixel takes the
 * module under its centre, so the result matches the SVG drawn at the same size.
 */
function plainRows(plan: RenderPlan): Uint8Array {
  const { size, modules } = plan.matrix;
  const pixels = plan.pixelWidth;
  const moduleAt = moduleIndexOfPixels(pixels, size);
  const stride = 1 + Math.ceil(pixels / 8);
  const rows = new Uint8Array(stride * pixels);
  for (let y = 0; y < pixels; y++) {
    const start = y * stride;
    const my = moduleAt[y];
    if (y > 0 && my === moduleAt[y - 1]) {
      rows.copyWithin(start, start - stride, start);
    } else if (my >= 0) {
      const row = my * size;
      for (let x = 0; x < pixels; x++) {
        const mx = moduleAt[x];
        if (mx >= 0 && modules[row + mx] === 1) rows[start + 1 + (x >> 3)] |= 0x80 >> (x & 7);
      }
    }
  }
  return rows;
}

/** For each pixel along a side, the matrix row/column under its centre, or -1 in the quiet zone. */
function moduleIndexOfPixels(pixels: number, matrixSize: number): Int32Array {
  const total = matrixSize + 2 * QUIET_ZONE;
  const index = new Int32Array(pixels);
  for (let p = 0; p < pixels; p++) {
    const module = Math.floor(((2 * p + 1) * total) / (2 * pixels)) - QUIET_ZONE;
    index[p] = module >= 0 && module < matrixSize ? module : -1;
  }
  return index;
}
