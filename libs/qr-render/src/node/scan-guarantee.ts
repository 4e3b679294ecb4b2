import { decode as decodeJpeg } from 'jpeg-js';
import { refusal } from '../lib/messages';
import type { DesignRefusal } from '../lib/messages';
import { checkDesign, planRender } from '../lib/plan';
import type { DesignCheck, RenderPlan } from '../lib/plan';
import type { QrCustomization } from '../lib/customization';
import { decode, DECODERS, type DecoderName, type Pixels } from './decoders';
import { jpgFromPlan, rasterPixels } from './raster';

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
 * The scan guarantee: a design passes only when every decoder reads the exact payload from the
 * code as downloaded, at the sizes that predict every other size. Vector formats draw the same
 * shapes and so scan alike. The design rules themselves (contrast, logo budget, minimum size) are
 * `checkDesign`'s and come first, so most refusals cost nothing.
 */
export async function checkScannable(payload: string, raw: unknown): Promise<ScannableCheck> {
  const design = checkDesign(payload, raw);
  if (!design.ok) return design;
  const checks = checkPoints(design.symbol.minimumSize);
  for (const check of checks) {
    const plan = planRender(payload, design.customization, { size: check.size });
    // PNG pixels are checked opaque, as a transparent code is seen on its background.
    const pixels = check.format === 'jpg' ? jpgPixels(jpgFromPlan(plan)) : rasterPixels(plan, { opaque: true });
    for (const decoder of check.decoders) {
      if ((await decode(decoder, pixels)) !== payload) {
        return refusal('unscannable', undefined, { advice: advice(design.customization, plan, decoder, check) });
      }
    }
  }
  return { ...design, verified: checks };
}

/**
 * All three decoders at the smallest size, as PNG and as JPG (neither predicts the other: jsQR
 * misread some dots designs as PNG that it read as JPG); at the large size the two whose finder
 * search is shape-sensitive (zbar failed in the field; ZXing is cheap). jsQR, slowest by far on
 * large images, never failed there once finders kept their runs.
 */
function checkPoints(minimumSize: number): ScanCheckPoint[] {
  return [
    { format: 'png', size: minimumSize, decoders: [...DECODERS] },
    { format: 'jpg', size: minimumSize, decoders: [...DECODERS] },
    ...(minimumSize < LARGE_CHECK_SIZE
      ? [{ format: 'png' as const, size: LARGE_CHECK_SIZE, decoders: ['zxing', 'zbar'] as DecoderName[] }]
      : []),
  ];
}

function jpgPixels(jpg: Buffer): Pixels {
  return decodeJpeg(jpg, { useTArray: true, formatAsRGBA: true });
}

const DECODER_NAMES: Record<DecoderName, string> = { jsqr: 'jsQR', zxing: 'ZXing', zbar: 'zbar' };

/** What to change, most effective first: the logo takes error correction, thin patterns and unusual finders take contrast. */
function advice(design: QrCustomization, plan: RenderPlan, decoder: DecoderName, check: ScanCheckPoint): string {
  const changes: string[] = [];
  if (design.logo) changes.push('make the logo smaller');
  if (!['square', 'rounded'].includes(design.modulePattern))
    changes.push('choose the square or rounded module pattern');
  if (design.finderFrame !== 'square' || design.finderCentre !== 'square')
    changes.push('choose square finder patterns');
  if (design.errorCorrection !== 'H' && plan.matrix.errorCorrection !== 'H') changes.push('raise the error correction');
  changes.push('use a darker foreground');
  return `${DECODER_NAMES[decoder]} could not read it at ${check.size} px; ${changes.join(', or ')}`;
}
