import sharp from 'sharp';
import { refusal } from '../lib/messages';
import type { DesignRefusal, ScanAdvice } from '../lib/messages';
import { checkDesign, planRender } from '../lib/plan';
import type { DesignCheck, RenderPlan } from '../lib/plan';
import type { QrCustomization } from '../lib/customization';
import { decode, type DecoderName, type Pixels } from './decoders';
import { jpgFromPixels, rasterPixels } from './raster';

/**
 * Sizes that stand for all the others, found by rendering every pattern and finder style from 128
 * to 4096 px (README): the smallest allowed size, where anti-aliasing and JPG blur are worst, and
 * a large one, where finder shapes that break the 1:1:3:1:1 runs show (with whole pixels per
 * module, every size in between behaves like one of the two).
 */
export const LARGE_CHECK_SIZE = 1000;

export interface ScanCheckPoint {
  format: 'png' | 'jpg';
  size: number;
  decoders: DecoderName[];
}

export type ScannableCheck = (Extract<DesignCheck, { ok: true }> & { verified: ScanCheckPoint[] }) | DesignRefusal;

/**
 * Sizes tried, as multiples of the symbol's minimum (3 pixels a module), when a decoder cannot read
 * the design that small: about 4, 5, 6 and 8 pixels a module, then LARGE_CHECK_SIZE. A design that
 * thin patterns or a logo make hard to read small is offered from the first size that reads,
 * instead of refused.
 */
const LARGER_SIZES = [4 / 3, 5 / 3, 2, 8 / 3];

/**
 * The scan guarantee: a design passes only when every decoder reads the exact payload from the
 * code as downloaded, at the sizes that predict every other size. Vector formats draw the same
 * shapes and so scan alike. The design rules themselves (contrast, logo budget, minimum size) are
 * `checkDesign`'s and come first, so most refusals cost nothing. When only small sizes fail, the
 * answer's `symbol.minimumSize` is the smallest size that reads (`minimumSizeReason: 'scanners'`),
 * and the image routes refuse anything smaller.
 */
export async function checkScannable(payload: string, raw: unknown): Promise<ScannableCheck> {
  const design = checkDesign(payload, raw);
  if (!design.ok) return design;
  const { customization, symbol } = design;
  const large: ScanCheckPoint[] =
    symbol.minimumSize < LARGE_CHECK_SIZE
      ? [{ format: 'png', size: LARGE_CHECK_SIZE, decoders: ['zxing', 'zbar'] }]
      : [];
  const first = await firstFailure(payload, customization, [...smallCheckPoints(symbol.minimumSize), ...large]);
  if (!first) return { ...design, verified: [...smallCheckPoints(symbol.minimumSize), ...large] };
  // Finder shapes that fail large fail at every size; blur and thin shapes only fail small.
  if (first.check.size !== symbol.minimumSize || (await firstFailure(payload, customization, large))) {
    return unscannable(first, customization);
  }
  let last = first;
  for (const size of largerSizes(symbol.minimumSize)) {
    const checks = smallCheckPoints(size);
    const failure = await firstFailure(payload, customization, checks);
    if (!failure) {
      return {
        ...design,
        symbol: { ...symbol, minimumSize: size, minimumSizeReason: 'scanners' },
        verified: size < LARGE_CHECK_SIZE ? [...checks, ...large] : checks,
      };
    }
    last = failure;
  }
  return unscannable(last, customization);
}

function largerSizes(minimumSize: number): number[] {
  const sizes = LARGER_SIZES.map((factor) => Math.ceil(minimumSize * factor)).filter((size) => size < LARGE_CHECK_SIZE);
  return [...sizes, ...(minimumSize < LARGE_CHECK_SIZE ? [LARGE_CHECK_SIZE] : [])];
}

/**
 * All three decoders at the smallest size, as PNG and as JPG (neither predicts the other: jsQR
 * misread some dots designs as PNG that it read as JPG). At the large size (see checkScannable)
 * the two whose finder search is shape-sensitive (zbar failed in the field; ZXing is cheap). jsQR,
 * slowest by far on large images, never failed there once finders kept their runs. The fast
 * decoders go first, so a refusal usually comes before jsQR runs.
 */
function smallCheckPoints(size: number): ScanCheckPoint[] {
  return [
    { format: 'png', size, decoders: ['zxing', 'zbar', 'jsqr'] },
    { format: 'jpg', size, decoders: ['zxing', 'zbar', 'jsqr'] },
  ];
}

interface ScanFailure {
  check: ScanCheckPoint;
  plan: RenderPlan;
  decoder: DecoderName;
}

/** The first check point and decoder that does not read the payload, or undefined when all read it. */
async function firstFailure(
  payload: string,
  customization: QrCustomization,
  checks: ScanCheckPoint[],
): Promise<ScanFailure | undefined> {
  for (const { check, plan, pixels } of imagesToCheck(payload, customization, checks)) {
    for (const decoder of check.decoders) {
      if ((await decode(decoder, await pixels)) !== payload) return { check, plan, decoder };
    }
  }
  return undefined;
}

function unscannable({ check, plan, decoder }: ScanFailure, customization: QrCustomization): DesignRefusal {
  return refusal('unscannable', undefined, {
    scanner: DECODER_NAMES[decoder],
    size: check.size,
    advice: adviceFor(customization, plan),
  });
}

/**
 * The pixels of every check point, all started at once: renders and JPG coding run on libuv's
 * threads while the decoders read the first images here. One raster per size: the PNG file holds
 * exactly its pixels (checked opaque, as a transparent code is seen on its background), and the JPG
 * is that raster encoded and decoded again.
 */
function imagesToCheck(
  payload: string,
  customization: QrCustomization,
  checks: ScanCheckPoint[],
): Array<{ check: ScanCheckPoint; plan: RenderPlan; pixels: Promise<Pixels> }> {
  const rasters = new Map<number, { plan: RenderPlan; pixels: Promise<Pixels> }>();
  return checks.map((check) => {
    const { format, size } = check;
    let raster = rasters.get(size);
    if (!raster) {
      const plan = planRender(payload, customization, { size });
      raster = { plan, pixels: rasterPixels(plan, { opaque: true }) };
      rasters.set(size, raster);
    }
    const pixels = format === 'png' ? raster.pixels : raster.pixels.then(jpgFromPixels).then(decodeJpg);
    // A refusal stops reading before every image is ready: a later failure then has nobody waiting for it.
    pixels.catch(() => undefined);
    return { check, plan: raster.plan, pixels };
  });
}

async function decodeJpg(jpg: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(jpg).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

const DECODER_NAMES: Record<DecoderName, string> = { jsqr: 'jsQR', zxing: 'ZXing', zbar: 'zbar' };

/** What to change, most effective first: the logo takes error correction, thin patterns and unusual finders take contrast. */
function adviceFor(design: QrCustomization, plan: RenderPlan): ScanAdvice[] {
  const changes: ScanAdvice[] = [];
  if (design.logo) changes.push('smallerLogo');
  if (!['square', 'rounded'].includes(design.modulePattern)) changes.push('plainerModules');
  if (design.finderFrame !== 'square' || design.finderCentre !== 'square') changes.push('squareFinders');
  if (plan.matrix.errorCorrection !== 'H') changes.push('higherCorrection');
  changes.push('darkerForeground');
  return changes;
}
