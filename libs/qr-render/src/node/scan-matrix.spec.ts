import { createHash } from 'node:crypto';
import sharp from 'sharp';
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
 *   takes seconds per image that size and never failed there).
 * Each file is read back as a reader would (sharp for PNG and JPG, resvg for SVG, MuPDF and
 * Ghostscript for PDF and EPS). Renders, file decoding and the print rasterisers run on libuv's
 * threads and in child processes while the decoders read the previous images, and an image with
 * the same pixels as one already read (the SVG of a styled code is its PNG) is read once.
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

/** The decoders that fail on each image; identical images (same size and pixels) are decoded once. */
function readerOnce(payload: string, decoders: readonly DecoderName[]) {
  const verdicts = new Map<string, Promise<DecoderName[]>>();
  return (pixels: Pixels): Promise<DecoderName[]> => {
    const key = createHash('sha1').update(`${pixels.width}x${pixels.height}`).update(pixels.data).digest('hex');
    let verdict = verdicts.get(key);
    if (!verdict) {
      verdict = reads(pixels, payload, decoders);
      verdicts.set(key, verdict);
    }
    return verdict;
  };
}

/** The pixels of an image file, as a reader decodes them. */
async function filePixels(file: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

/**
 * Runs `use` on each item in order, with the next item's `prepare` (renders, files) already under
 * way, so the two overlap.
 */
async function pipelined<T, R>(
  items: readonly T[],
  prepare: (item: T) => Promise<R>,
  use: (item: T, prepared: R) => Promise<void>,
): Promise<void> {
  const start = (i: number) => {
    const prepared = prepare(items[i] as T);
    prepared.catch(() => undefined); // awaited in its turn; a failure is reported there
    return prepared;
  };
  let next = items.length > 0 ? start(0) : undefined;
  for (let i = 0; i < items.length; i++) {
    const prepared = await (next as Promise<R>);
    next = i + 1 < items.length ? start(i + 1) : undefined;
    await use(items[i] as T, prepared);
  }
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
    await pipelined(
      rows,
      async (row) => {
        const payload = PAYLOADS[row.payload];
        const check = checkDesign(payload, designOf(row));
        if (!check.ok) return undefined;
        const plan = planRender(payload, check.customization, { size: check.symbol.minimumSize });
        return filePixels(await pngFromPlan(plan));
      },
      async (row, pixels) => {
        const payload = PAYLOADS[row.payload];
        if (!pixels) {
          refused++;
          return;
        }
        const failed = await reads(pixels, payload, DECODERS);
        if (failed.length === 0) return;
        // A design that does not read must be one the guarantee refuses, or offers only from a larger size.
        const verdict = await checkScannable(payload, designOf(row));
        if (verdict.ok && verdict.symbol.minimumSizeReason === 'modules')
          broken.push(`${label(row)}: ${failed.join(',')}`);
        else refused++;
      },
    );
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
  const prepare = async (row: Row) => {
    const payload = PAYLOADS[row.payload];
    const verdict = await checkScannable(payload, designOf(row));
    if (!verdict.ok) return { refusal: verdict.problem };
    const plan = planRender(payload, verdict.customization, {
      size: size === 'smallest' ? verdict.symbol.minimumSize : size,
    });
    return { plan, images: everyFormat(plan) };
  };
  const use = async (row: Row, prepared: Awaited<ReturnType<typeof prepare>>) => {
    if ('refusal' in prepared) {
      expect(prepared.refusal).toMatch(/^(unscannable|logoTooLarge|logoNoRoom)$/);
      return;
    }
    accepted++;
    const read = readerOnce(PAYLOADS[row.payload], decoders);
    for (const image of prepared.images) {
      const [format, pixels] = await image;
      const failed = await read(pixels);
      if (failed.length > 0) broken.push(`${label(row)} ${format}@${prepared.plan.pixelWidth}: ${failed.join(',')}`);
    }
  };
  // Small images: the next row is drawn while this one is read. At 4096 px one row's images are
  // as much memory as should be held at once.
  if (size === 'smallest') await pipelined(rows, prepare, use);
  else for (const row of rows) await use(row, await prepare(row));
  expect(broken).toEqual([]);
  expect(accepted).toBeGreaterThanOrEqual(rows.length * 0.75);
}

/** The plan's image in every format, as a reader gets it, each started at once. */
function everyFormat(plan: RenderPlan): Array<Promise<[string, Pixels]>> {
  const print = (async () => {
    const [pdf, eps] = await printPixels([
      { format: 'pdf', body: await pdfFromPlan(plan) },
      { format: 'eps', body: epsFromPlan(plan) },
    ]);
    return { pdf: pdf as Pixels, eps: eps as Pixels };
  })();
  const images: Array<Promise<[string, Pixels]>> = [
    pngFromPlan(plan)
      .then(filePixels)
      .then((pixels) => ['png', pixels]),
    jpgFromPlan(plan)
      .then(filePixels)
      .then((pixels) => ['jpg', pixels]),
    svgPixels(svgFromPlan(plan)).then((pixels) => ['svg', pixels]),
    print.then(({ pdf }) => ['pdf', pdf]),
    print.then(({ eps }) => ['eps', eps]),
  ];
  for (const image of images) image.catch(() => undefined); // each is awaited in turn
  return images;
}
