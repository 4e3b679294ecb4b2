import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { inflateSync } from 'node:zlib';
import { type Box, pageLayout, type PrintTemplate } from '@liveqr/qr-render';
import { decode } from '@liveqr/qr-render/node';

const run = promisify(execFile);

/** As a print shop's RIP or an office printer would: 300 dots per inch. */
const DPI = 300;

/** What two decoders read in one slot of one page. */
export interface SlotReading {
  page: number;
  slot: number;
  /** Debian's zbarimg (a decoder the product does not ship). */
  zbarimg: string | null;
  /** ZXing-C++, one of the product's own decoders. */
  zxing: string | null;
}

interface Raster {
  width: number;
  height: number;
  rgb: Buffer;
}

/**
 * Rasterises every page of a print sheet with poppler's `pdftoppm -r 300`, crops each slot of the
 * template and decodes it with `zbarimg` and with ZXing. Slots without a code read null.
 */
export async function readPrintSheet(pdf: Buffer, template: PrintTemplate): Promise<SlotReading[]> {
  const dir = await mkdtemp(join(tmpdir(), 'liveqr-sheet-'));
  try {
    await writeFile(join(dir, 'sheet.pdf'), pdf);
    await run('pdftoppm', ['-r', String(DPI), join(dir, 'sheet.pdf'), join(dir, 'page')]);
    // pdftoppm pads page numbers to the page count's width: a name sort is page order.
    const pages = (await readdir(dir)).filter((name) => name.endsWith('.ppm')).sort();
    const layout = pageLayout(template);
    const readings: SlotReading[] = [];
    for (const [page, name] of pages.entries()) {
      const raster = readPpm(await readFile(join(dir, name)));
      for (const [slot, { content }] of layout.slots.entries()) {
        // The area the code and its caption were given: it holds the code's quiet zone, and no neighbour.
        const crop = cropOf(raster, content);
        const file = join(dir, `p${page}-s${slot}.ppm`);
        await writeFile(file, ppm(crop));
        // zbarimg runs in its own process while ZXing reads here.
        const [fromZbarimg, fromZxing] = await Promise.all([zbarimg(file), decode('zxing', rgbaOf(crop))]);
        readings.push({ page, slot, zbarimg: fromZbarimg, zxing: fromZxing });
      }
    }
    return readings;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The text of every page, as `pdftotext` extracts it. */
export async function sheetText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'liveqr-sheet-'));
  try {
    await writeFile(join(dir, 'sheet.pdf'), pdf);
    return (await run('pdftotext', [join(dir, 'sheet.pdf'), '-'])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The colour spaces the page content sets (`/DeviceRGB cs` ...), read from the inflated content streams. */
export function contentColourSpaces(pdf: Buffer): Set<string> {
  const spaces = new Set<string>();
  const text = pdf.toString('latin1');
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(text); match; match = streams.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    const head = text.slice(Math.max(0, match.index - 300), match.index);
    if (!head.includes('/FlateDecode') || head.includes('/Subtype /Image') || head.includes('/Length1')) continue;
    let body: string;
    try {
      body = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const [, space] of body.matchAll(/\/(Device\w+) (?:cs|CS)/g)) if (space) spaces.add(space);
  }
  return spaces;
}

async function zbarimg(file: string): Promise<string | null> {
  try {
    const { stdout } = await run('zbarimg', ['-q', '--raw', '-Sdisable', '-Sqrcode.enable', file]);
    return stdout.replace(/\n$/, '') || null;
  } catch {
    // zbarimg exits with 4 when it finds no code.
    return null;
  }
}

function readPpm(file: Buffer): Raster {
  // P6, width, height, maxval, then one whitespace byte and the samples.
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(file.subarray(0, 50).toString('latin1'));
  if (!header?.[1] || !header[2]) throw new Error('Not a binary PPM');
  return { width: Number(header[1]), height: Number(header[2]), rgb: file.subarray(header[0].length) };
}

function cropOf(raster: Raster, box: Box): Raster {
  const px = (points: number) => Math.round((points * DPI) / 72);
  const left = Math.max(0, px(box.x));
  const top = Math.max(0, px(box.y));
  const width = Math.min(raster.width - left, px(box.width));
  const height = Math.min(raster.height - top, px(box.height));
  const rgb = Buffer.alloc(width * height * 3);
  for (let row = 0; row < height; row++) {
    const from = ((top + row) * raster.width + left) * 3;
    raster.rgb.copy(rgb, row * width * 3, from, from + width * 3);
  }
  return { width, height, rgb };
}

function ppm({ width, height, rgb }: Raster): Buffer {
  return Buffer.concat([Buffer.from(`P6\n${width} ${height}\n255\n`, 'latin1'), rgb]);
}

function rgbaOf({ width, height, rgb }: Raster) {
  const data = new Uint8Array(width * height * 4);
  for (let source = 0, target = 0; source < rgb.length; source += 3, target += 4) {
    data[target] = rgb[source] ?? 0;
    data[target + 1] = rgb[source + 1] ?? 0;
    data[target + 2] = rgb[source + 2] ?? 0;
    data[target + 3] = 255;
  }
  return { width, height, data };
}
