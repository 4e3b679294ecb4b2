import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

export interface ZipEntry {
  /** The path inside the archive, with `/` between folders. */
  path: string;
  content: string | Uint8Array | AsyncIterable<string | Uint8Array>;
}

/** The entries as one ZIP file (deflated). A stream that fails fails the archive. */
export function zipArchive(entries: readonly ZipEntry[], modified = new Date()): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const zip = new ZipFile();
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.once('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.once('error', reject);
    for (const { path, content } of entries) {
      if (typeof content === 'string' || content instanceof Uint8Array) {
        zip.addBuffer(Buffer.from(content), path, { mtime: modified });
      } else {
        const stream = Readable.from(content);
        stream.once('error', reject);
        zip.addReadStream(stream, path, { mtime: modified });
      }
    }
    zip.end();
  });
}
