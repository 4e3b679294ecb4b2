import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { renderAsync } from '@resvg/resvg-js';
import {
  FINDER_CENTRE_STYLES,
  FINDER_FRAME_STYLES,
  MODULE_PATTERNS,
  type QrCustomizationInput,
} from '../lib/customization';
import type { RenderPlan } from '../lib/plan';
import { PRINT_DPI } from '../lib/print-size';
import { svgFromPlan } from '../lib/svg';
import { epsFromPlan } from '../node/eps';
import { pdfFromPlan } from '../node/pdf';
import { jpgFromPlan, pngFromPlan } from '../node/raster';
import { logoDataUrl } from './images';

const run = promisify(execFile);

/**
 * The sweep of every design at every size LiveQR offers, read by decoders we do not ship. The
 * download route takes any whole size from 128 to 4096 px; these 20 hold the menu's steps (128,
 * 256, 512, 1024, 2048, 4096), the dashboard's ZIP sizes, round sizes people type (500, 1000…)
 * and sizes between whole multiples of pixels per module (160, 333, 2500…).
 */
export const SWEEP_SIZES = [
  128, 160, 200, 256, 300, 333, 400, 500, 512, 600, 800, 1000, 1024, 1200, 1500, 2000, 2048, 2500, 3000, 4096,
] as const;

export const SWEEP_FORMATS = ['png', 'jpg', 'svg', 'pdf', 'eps'] as const;
export type SweepFormat = (typeof SWEEP_FORMATS)[number];

export const SWEEP_FACTORS = {
  modulePattern: MODULE_PATTERNS,
  finderFrame: FINDER_FRAME_STYLES,
  finderCentre: FINDER_CENTRE_STYLES,
  logo: [false, true],
  frame: [false, true],
  gradient: [false, true],
  size: SWEEP_SIZES,
  format: SWEEP_FORMATS,
} as const;

export type SweepRow = { [K in keyof typeof SWEEP_FACTORS]: (typeof SWEEP_FACTORS)[K][number] };
export type SweepDesign = Omit<SweepRow, 'size' | 'format'>;

/** Every design of the sweep (8 × 5 × 5 × 2 × 2 × 2 = 800). */
export function everySweepDesign(): SweepDesign[] {
  const designs: SweepDesign[] = [];
  for (const modulePattern of MODULE_PATTERNS)
    for (const finderFrame of FINDER_FRAME_STYLES)
      for (const finderCentre of FINDER_CENTRE_STYLES)
        for (const logo of [false, true])
          for (const frame of [false, true])
            for (const gradient of [false, true])
              designs.push({ modulePattern, finderFrame, finderCentre, logo, frame, gradient });
  return designs;
}

const LOGO = logoDataUrl();

/** A customer's design: the default logo size, a caption frame, a dark two-colour gradient. */
export function sweepDesign(row: SweepDesign): QrCustomizationInput {
  return {
    foreground: row.gradient
      ? {
          type: 'linear',
          angle: 45,
          stops: [
            { offset: 0, colour: '#0d47a1' },
            { offset: 1, colour: '#4a148c' },
          ],
        }
      : '#111827',
    background: '#ffffff',
    modulePattern: row.modulePattern,
    finderFrame: row.finderFrame,
    finderCentre: row.finderCentre,
    ...(row.logo ? { logo: { image: LOGO } } : {}),
    ...(row.frame ? { frame: { caption: 'Scan me', template: 'rounded-banner' as const } } : {}),
  };
}

export const sweepLabel = (row: Partial<SweepRow>) => Object.values(row).join('/');

/** The largest raster LiveQR offers: a vector file is rasterised at 300 dpi, or narrower when that would be wider. */
const MAX_RASTER = 4096;

/**
 * The file a person would point a decoder at, as PNG or JPG: raster downloads as they are, vector
 * downloads rasterised at 300 dpi as a printer would (SVG by resvg, PDF by poppler's `pdftoppm`,
 * EPS by Ghostscript), at most 4096 px wide.
 */
export async function sweepFile(plan: RenderPlan, format: SweepFormat): Promise<{ file: Buffer; type: 'png' | 'jpg' }> {
  const dpi = Math.min(PRINT_DPI, Math.floor((MAX_RASTER * 72) / plan.pixelWidth));
  switch (format) {
    case 'png':
      return { file: await pngFromPlan(plan), type: 'png' };
    case 'jpg':
      return { file: await jpgFromPlan(plan), type: 'jpg' };
    case 'svg': {
      // SVG lengths are CSS pixels, 96 to the inch; a PDF's and an EPS's are points, 72.
      const zoom = Math.min(PRINT_DPI / 96, MAX_RASTER / plan.pixelWidth);
      const image = await renderAsync(svgFromPlan(plan), {
        fitTo: { mode: 'zoom', value: zoom },
        background: '#ffffff',
        font: { loadSystemFonts: true },
      });
      return { file: image.asPng(), type: 'png' };
    }
    case 'pdf':
      return { file: await printRaster('pdf', await pdfFromPlan(plan), dpi), type: 'png' };
    case 'eps':
      return { file: await printRaster('eps', epsFromPlan(plan), dpi), type: 'png' };
  }
}

async function printRaster(format: 'pdf' | 'eps', body: Buffer, dpi: number): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'liveqr-sweep-'));
  try {
    const input = join(dir, `code.${format}`);
    const output = join(dir, 'code.png');
    await writeFile(input, body);
    if (format === 'pdf') {
      await run('pdftoppm', ['-r', String(dpi), '-png', '-singlefile', input, join(dir, 'code')]);
    } else {
      await run('gs', [
        '-q',
        '-dSAFER',
        '-dBATCH',
        '-dNOPAUSE',
        '-dEPSCrop',
        '-sDEVICE=png16m',
        `-r${dpi}`,
        '-dTextAlphaBits=4',
        '-dGraphicsAlphaBits=4',
        `-sOutputFile=${output}`,
        input,
      ]);
    }
    return await readFile(output);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Runs `work` on every item, at most `limit` at once (renders and decoders run in threads and child processes). */
export async function inParallel<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
