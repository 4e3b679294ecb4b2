import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from 'node:zlib';
import { Logger } from '@nestjs/common';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map)$/;
/** Below this size compression saves less than the extra header costs. */
const MIN_BYTES = 1024;

/**
 * Writes `.br` and `.gz` siblings of the built web files once, so `@fastify/static`
 * (`preCompressed`) sends phones a fraction of the JavaScript. Runs at start, before the static
 * routes are listed; a read-only build directory only means the files go out uncompressed.
 */
export function precompressAssets(dir: string): void {
  try {
    for (const file of filesIn(dir)) {
      if (!COMPRESSIBLE.test(file)) continue;
      if (statSync(file).size < MIN_BYTES) continue;
      const content = readFileSync(file);
      if (holds(`${file}.br`, content)) continue;
      writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }));
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    }
  } catch (error) {
    new Logger('WebApps').warn(`Web files in ${dir} are served uncompressed: ${String(error)}`);
  }
}

/**
 * Whether a compressed sibling holds exactly this content. By content, not by time: a build
 * restored from a cache brings back old siblings of files with unhashed names (site.mjs,
 * index.html) with new times.
 */
function holds(compressed: string, content: Buffer): boolean {
  try {
    return brotliDecompressSync(readFileSync(compressed)).equals(content);
  } catch {
    return false;
  }
}

function filesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesIn(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Fast enough per request (about a millisecond for a 25 KB page) and within a few per cent of the best. */
const PAGE_BROTLI_QUALITY = 5;

/**
 * A page the server writes, compressed as the browser accepts it (brotli, else gzip, else as is):
 * the home page's HTML is a quarter of its size in brotli, which a phone on a slow network feels.
 */
export function compressPage(html: string, acceptEncoding = ''): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const accepted = acceptEncoding.toLowerCase();
  const body = Buffer.from(html);
  if (/\bbr\b/.test(accepted)) {
    return {
      body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } }),
      encoding: 'br',
    };
  }
  if (/\bgzip\b/.test(accepted)) return { body: gzipSync(body, { level: 6 }), encoding: 'gzip' };
  return { body };
}
