import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Pixels } from '../node/decoders';

const run = promisify(execFile);

/**
 * PDF and EPS as a reader would see them: PDFs rasterised by MuPDF (npm `mupdf`), EPS first read by
 * Ghostscript (Debian's `ghostscript`, installed by .ci/run), both at 72 dpi so `size` points give
 * `size` pixels. Batched, since each call starts processes; asynchronous, so they run while the
 * caller decodes something else.
 */
export async function printPixels(files: ReadonlyArray<{ format: 'pdf' | 'eps'; body: Buffer }>): Promise<Pixels[]> {
  const dir = await mkdtemp(join(tmpdir(), 'liveqr-print-'));
  try {
    const paths = await Promise.all(
      files.map(async ({ format, body }, i) => {
        const input = join(dir, `${i}.${format}`);
        await writeFile(input, body);
        // EPS is interpreted by Ghostscript into a PDF, so both print formats are rasterised alike by MuPDF.
        if (format === 'pdf') return { input, output: join(dir, `${i}.rgb`) };
        const pdf = `${input}.pdf`;
        await run('gs', [
          '-q',
          '-dSAFER',
          '-dBATCH',
          '-dNOPAUSE',
          '-dEPSCrop',
          '-sDEVICE=pdfwrite',
          `-sOutputFile=${pdf}`,
          input,
        ]);
        return { input: pdf, output: join(dir, `${i}.rgb`) };
      }),
    );
    const { stdout } = await run(process.execPath, [
      join(__dirname, 'rasterise-pdf.mjs'),
      ...paths.flatMap((p) => [p.input, p.output]),
    ]);
    const sizes = JSON.parse(stdout) as Array<{ width: number; height: number }>;
    // Awaited here: returned unawaited, the `finally` below would remove the files while they are read.
    return await Promise.all(paths.map(async ({ output }, i) => rgba(await readFile(output), sizes[i])));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function rgba(rgb: Buffer, { width, height }: { width: number; height: number }): Pixels {
  const data = new Uint8Array(width * height * 4);
  for (let source = 0, target = 0; target < data.length; source += 3, target += 4) {
    data[target] = rgb[source] ?? 0;
    data[target + 1] = rgb[source + 1] ?? 0;
    data[target + 2] = rgb[source + 2] ?? 0;
    data[target + 3] = 255;
  }
  return { width, height, data };
}
