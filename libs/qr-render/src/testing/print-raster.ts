import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import type { Pixels } from '../node/decoders';

/**
 * PDF and EPS as a reader would see them: PDFs rasterised by MuPDF (npm `mupdf`), EPS first read by
 * Ghostscript (Debian's `ghostscript`, installed by .ci/run), both at 72 dpi so `size` points give
 * `size` pixels. Batched, since each call starts a process.
 */
export function printPixels(files: ReadonlyArray<{ format: 'pdf' | 'eps'; body: Buffer }>): Pixels[] {
  const dir = mkdtempSync(join(tmpdir(), 'liveqr-print-'));
  try {
    const paths = files.map(({ format, body }, i) => {
      const input = join(dir, `${i}.${format}`);
      writeFileSync(input, body);
      return { format, input, output: join(dir, `${i}.png`) };
    });
    // EPS is interpreted by Ghostscript into a PDF, so both print formats are rasterised alike by MuPDF.
    for (const eps of paths.filter(({ format }) => format === 'eps')) {
      const pdf = `${eps.input}.pdf`;
      execFileSync('gs', [
        '-q',
        '-dSAFER',
        '-dBATCH',
        '-dNOPAUSE',
        '-dEPSCrop',
        '-sDEVICE=pdfwrite',
        `-sOutputFile=${pdf}`,
        eps.input,
      ]);
      eps.input = pdf;
    }
    execFileSync(process.execPath, [
      join(__dirname, 'rasterise-pdf.mjs'),
      ...paths.flatMap((p) => [p.input, p.output]),
    ]);
    return paths.map(({ output }) => PNG.sync.read(readFileSync(output)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
