import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange } from '../domain/byte-range';
import { SNIFF_BYTES } from '../domain/upload-kinds';

export interface StoredFile {
  size: number;
  /** The first bytes, for the content type check. */
  head: Buffer;
}

/** The stream ran past the size limit; nothing was kept. */
export class UploadTooLargeError extends Error {}

/** The client dropped the request before its body ended; nothing was kept. */
export class UploadAbortedError extends Error {
  constructor() {
    super('The upload was aborted');
  }
}

/** The record of an upload is there but its bytes are not (removed from the disk or the bucket). */
export class UploadMissingError extends Error {}

/** Where uploaded bytes live; keys are built from ids only, never from user input. */
export abstract class UploadStorage {
  /** Streams `source` into `key`, refusing it once more than `maxBytes` arrive. */
  abstract write(key: string, source: Readable, maxBytes: number): Promise<StoredFile>;
  /** The whole file, or only `range` of it. */
  abstract read(key: string, range?: ByteRange): Promise<Readable>;
  abstract delete(key: string): Promise<void>;
}

/** Files under `STORAGE_DIR` (default `.data/uploads`). */
export class LocalUploadStorage extends UploadStorage {
  constructor(private readonly root: string) {
    super();
  }

  async write(key: string, source: Readable, maxBytes: number): Promise<StoredFile> {
    const path = this.pathOf(key);
    const partial = `${path}.part`;
    await mkdir(dirname(path), { recursive: true });
    const stored = await writeFileWithin(partial, source, maxBytes);
    await rename(partial, path);
    return stored;
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const path = this.pathOf(key);
    // Checked first: once the answer's headers are out, a missing file could only cut the body short.
    await access(path).catch(() => {
      throw new UploadMissingError(key);
    });
    return createReadStream(path, range);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    return join(this.root, key);
  }
}

/** Streams `source` into a new file at `path`, refusing it past `maxBytes`; a refused file is removed. */
export async function writeFileWithin(path: string, source: Readable, maxBytes: number): Promise<StoredFile> {
  // A request the client dropped while the route was still checking it has closed already, so it
  // would never end the file: give up before creating one.
  if (source.destroyed) throw new UploadAbortedError();
  const meter = new SizeMeter(maxBytes);
  // Piped rather than part of the pipeline: a refused upload must not destroy the request, or the
  // client would see a reset connection instead of our answer.
  source.pipe(meter);
  source.once('error', (error) => meter.destroy(error));
  source.once('close', () => {
    if (!source.readableEnded) meter.destroy(new UploadAbortedError());
  });
  try {
    await pipeline(meter, createWriteStream(path, { flags: 'wx' }));
  } catch (error) {
    source.unpipe(meter);
    // The rest of the body is read and dropped, so the answer can go out.
    source.resume();
    await rm(path, { force: true });
    throw error;
  }
  return { size: meter.size, head: meter.head() };
}

/** Counts bytes on their way through, keeps the first few, and stops the stream past the limit. */
class SizeMeter extends Transform {
  size = 0;
  private readonly chunks: Buffer[] = [];
  private kept = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  head(): Buffer {
    return Buffer.concat(this.chunks).subarray(0, SNIFF_BYTES);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null, data?: Buffer) => void) {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return done(new UploadTooLargeError());
    if (this.kept < SNIFF_BYTES) {
      this.chunks.push(chunk.subarray(0, SNIFF_BYTES - this.kept));
      this.kept += Math.min(chunk.length, SNIFF_BYTES - this.kept);
    }
    done(null, chunk);
  }
}
