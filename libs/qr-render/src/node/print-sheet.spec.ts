import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { printSheet } from './print-sheet';

/** The sheet's text as poppler's pdftotext reads it. */
async function textOf(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'liveqr-sheet-'));
  try {
    await writeFile(join(dir, 'sheet.pdf'), pdf);
    return (await promisify(execFile)('pdftotext', [join(dir, 'sheet.pdf'), '-'])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const short = (i: number) => ({ payload: `https://liveqr.test/s/code${i}`, caption: `Code ${i}` });

describe('printSheet', () => {
  it('leaves off a code too dense for the label and one whose design cannot be drawn, and places the rest in order', async () => {
    const dense = { payload: `https://example.com/${'x'.repeat(900)}`, caption: 'Dense' };
    const broken = {
      payload: 'https://liveqr.test/s/broken',
      caption: 'Broken',
      customization: { modulePattern: 'stars' },
    };
    const progress: number[] = [];
    const sheet = await printSheet([short(1), dense, broken, short(2)], {
      template: 'avery-5160',
      onProgress: (done) => void progress.push(done),
    });
    expect(sheet.leftOff).toEqual([
      { index: 1, reason: 'too-dense' },
      { index: 2, reason: 'design' },
    ]);
    expect(sheet.pages).toBe(1);
    expect(progress).toEqual([4]);
    expect(sheet.pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('makes a page per code on one-per-page and reports progress after each', async () => {
    const progress: number[] = [];
    const sheet = await printSheet([short(1), short(2), short(3)], {
      template: 'one-per-page',
      onProgress: (done) => void progress.push(done),
    });
    expect(sheet.pages).toBe(3);
    expect(progress).toEqual([1, 2, 3]);
    expect(sheet.pdf.toString('latin1')).toContain('/TrimBox');
  });

  it('shrinks a short link too wide for its label until it fits whole, never cutting it', async () => {
    // Each is too wide for a 2-inch square's caption band at its usual size, and, shrunk to the
    // band's width, measures a rounding error wider than it.
    const links = ['liveqr.test/s/Kk59QJi7', 'liveqr.test/s/5QUsw2XV', 'liveqr.test/s/WFWLKfmA'];
    const sheet = await printSheet(
      links.map((caption) => ({ payload: `https://${caption}`, caption })),
      { template: 'square-2in' },
    );
    const text = await textOf(sheet.pdf);
    expect(text).not.toContain('…');
    for (const link of links) expect(text).toContain(link);
  });
});
