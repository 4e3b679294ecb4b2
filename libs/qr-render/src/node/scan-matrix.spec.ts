import { decode as decodeJpeg } from 'jpeg-js';
import { PNG } from 'pngjs';
import {
  ERROR_CORRECTION_LEVELS,
  FINDER_CENTRE_STYLES,
  FINDER_FRAME_STYLES,
  MODULE_PATTERNS,
  type QrCustomizationInput,
} from '../lib/customization';
import { checkDesign, planRender, type RenderPlan } from '../lib/plan';
import { svgFromPlan } from '../lib/svg';
import { logoDataUrl, svgPixels } from '../testing/images';
import { allPairs } from '../testing/pairwise';
import { printPixels } from '../testing/print-raster';
import { TRACKED_PAYLOAD } from '../testing/payloads';
import { decode, DECODERS, type DecoderName, type Pixels } from './decoders';
import { epsFromPlan } from './eps';
import { pdfFromPlan } from './pdf';
import { jpgFromPlan, pngFromPlan } from './raster';
import { checkScannable } from './scan-guarantee';

/**
 * The scan guarantee, tested from outside: every design checkScannable accepts must read as the
 * exact payload with every decoder, in every format, at the smallest and the largest size.
 *
 * - the full product of the shape factors (8 patterns × 5 frames × 5 centres × logo × frame = 400
 *   designs, the four error-correction levels taken in turn) for a tracked code at its smallest
 *   size, as PNG;
 * - a pairwise cover (every value of every factor with every value of every other, a short and a
 *   long payload included) at the smallest size in all five formats, with all three decoders;
 * - every value of every factor at least once at 4096 px in all five formats (ZXing and zbar; jsQR
 *   takes seconds per image that size and never failed there), as a 4096 px JPG alone takes
 *   seconds to encode and decode in JavaScript.
 * Together that keeps the run to a few minutes.
 */
const LOGO = logoDataUrl();
const PAYLOADS = { tracked: TRACKED_PAYLOAD, long: `https://shop.example.com/spring?${'q=menu&'.repeat(40)}` } as const;
const FACTORS = {
  modulePattern: MODULE_PATTERNS,
  finderFrame: FINDER_FRAME_STYLES,
  finderCentre: FINDER_CENTRE_STYLES,
  logo: [false, true],
  frame: [false, true],
  errorCorrection: ERROR_CORRECTION_LEVELS,
  payload: ['tracked', 'long'],
} as const;

type Row = { [K in keyof typeof FACTORS]: (typeof FACTORS)[K][number] };

function designOf(row: Row): QrCustomizationInput {
  return {
    foreground: '#1a237e',
    background: '#fff8e1',
    modulePattern: row.modulePattern,
    finderFrame: row.finderFrame,
    finderCentre: row.finderCentre,
    errorCorrection: row.errorCorrection,
    ...(row.logo ? { logo: { image: LOGO, size: 0.1 } } : {}),
    ...(row.frame ? { frame: { caption: 'Scan me', template: 'rounded-banner' as const } } : {}),
  };
}

const label = (row: Row) => Object.values(row).join('/');

async function reads(pixels: Pixels, payload: string, decoders: readonly DecoderName[]): Promise<DecoderName[]> {
  const failed: DecoderName[] = [];
  for (const decoder of decoders) if ((await decode(decoder, pixels)) !== payload) failed.push(decoder);
  return failed;
}

function everyTrackedRow(): Row[] {
  const rows: Row[] = [{ payload: 'tracked' } as Row];
  const shapes = Object.entries(FACTORS).filter(([name]) => name !== 'payload' && name !== 'errorCorrection');
  for (const [name, values] of shapes) {
    const grown = rows.flatMap((row) => (values as readonly unknown[]).map((value) => ({ ...row, [name]: value })));
    rows.splice(0, rows.length, ...(grown as Row[]));
  }
  return rows.map((row, i) => ({
    ...row,
    errorCorrection: ERROR_CORRECTION_LEVELS[i % ERROR_CORRECTION_LEVELS.length],
  }));
}

describe('scan guarantee matrix', () => {
  jest.setTimeout(15 * 60_000);

  it('reads every design of the full product of shapes at its smallest size as PNG, or the guarantee refuses it', async () => {
    const broken: string[] = [];
    let refused = 0;
    const rows = everyTrackedRow();
    for (const row of rows) {
      const payload = PAYLOADS[row.payload];
      const check = checkDesign(payload, designOf(row));
      if (!check.ok) {
        refused++;
        continue;
      }
      const plan = planRender(payload, check.customization, { size: check.symbol.minimumSize });
      const failed = await reads(PNG.sync.read(await pngFromPlan(plan)), payload, DECODERS);
      if (failed.length === 0) continue;
      // A design that does not read must be one the guarantee refuses.
      const verdict = await checkScannable(payload, designOf(row));
      if (verdict.ok) broken.push(`${label(row)}: ${failed.join(',')}`);
      else refused++;
    }
    expect(broken).toEqual([]);
    expect(refused).toBeLessThan(rows.length / 4);
  });

  it('reads every pairwise design the guarantee accepts in every format at its smallest size', async () => {
    await expectReadable(allPairs(FACTORS) as Row[], 'smallest', DECODERS);
  });

  it('reads a design with every value of every factor in every format at 4096 px', async () => {
    await expectReadable(eachValueOnce(), 4096, ['zxing', 'zbar']);
  });
});

/** Rows in which every value of every factor appears at least once. */
function eachValueOnce(): Row[] {
  const longest = Math.max(...Object.values(FACTORS).map((values) => values.length));
  return Array.from({ length: longest }, (_, i) =>
    Object.fromEntries(Object.entries(FACTORS).map(([name, values]) => [name, values[(i * 3) % values.length]])),
  ) as Row[];
}

async function expectReadable(rows: Row[], size: number | 'smallest', decoders: readonly DecoderName[]): Promise<void> {
  const broken: string[] = [];
  let accepted = 0;
  for (const row of rows) {
    const payload = PAYLOADS[row.payload];
    const verdict = await checkScannable(payload, designOf(row));
    if (!verdict.ok) {
      expect(verdict.problem).toMatch(/^(unscannable|logoTooLarge|logoNoRoom)$/);
      continue;
    }
    accepted++;
    const plan = planRender(payload, verdict.customization, {
      size: size === 'smallest' ? verdict.symbol.minimumSize : size,
    });
    for (const [format, pixels] of await everyFormat(plan)) {
      const failed = await reads(pixels, payload, decoders);
      if (failed.length > 0) broken.push(`${label(row)} ${format}@${plan.pixelWidth}: ${failed.join(',')}`);
    }
  }
  expect(broken).toEqual([]);
  expect(accepted).toBeGreaterThanOrEqual(rows.length * 0.75);
}

async function everyFormat(plan: RenderPlan): Promise<Array<[string, Pixels]>> {
  const [pdf, eps] = printPixels([
    { format: 'pdf', body: await pdfFromPlan(plan) },
    { format: 'eps', body: epsFromPlan(plan) },
  ]);
  return [
    ['png', PNG.sync.read(await pngFromPlan(plan))],
    ['jpg', decodeJpeg(await jpgFromPlan(plan), { useTArray: true, formatAsRGBA: true })],
    ['svg', svgPixels(svgFromPlan(plan))],
    ['pdf', pdf as Pixels],
    ['eps', eps as Pixels],
  ];
}
