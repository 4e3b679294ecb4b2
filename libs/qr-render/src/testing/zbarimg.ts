import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * What Debian's `zbarimg` (zbar-tools, installed by .ci/run) reads from an image file, or null.
 * One process per file, as a person runs it on a download: zbar keeps its QR reader's random state
 * (the RANSAC that fits lines to finder edges) from one image to the next within a run, so in a
 * batch an image's verdict would depend on the images read before it.
 */
export async function zbarimgRead(file: Buffer, extension: 'png' | 'jpg'): Promise<string | null> {
  const [text] = await zbarimgReadsInOneRun(file, extension, 1);
  return text ?? null;
}

/**
 * The texts one zbarimg run finds reading the same image `times` times: each read starts from the
 * random state the one before left, as a scanner app's successive camera frames do.
 */
export async function zbarimgReadsInOneRun(file: Buffer, extension: 'png' | 'jpg', times: number): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'liveqr-zbarimg-'));
  try {
    const path = join(dir, `code.${extension}`);
    await writeFile(path, file);
    // -Sdisable -Sqrcode.enable: only QR codes; --raw: each symbol's data alone on a line.
    const { stdout } = await run(
      'zbarimg',
      ['-q', '--raw', '-Sdisable', '-Sqrcode.enable', ...Array(times).fill(path)],
      {
        maxBuffer: 1 << 20,
      },
    );
    return stdout.split('\n').slice(0, -1);
  } catch (error) {
    // Exit status 4: no symbol in any image. Anything else (zbarimg missing, an unreadable file) is a real error.
    if ((error as { code?: unknown }).code === 4) return [];
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
