import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { UploadAbortedError, UploadTooLargeError, writeFileWithin } from './upload-storage';

describe('writing an upload within its limit', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'liveqr-upload-storage-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('stores the bytes and keeps their first ones for the type check', async () => {
    const source = new PassThrough();
    source.end(Buffer.from('%PDF-1.7 and the rest'));
    const stored = await writeFileWithin(join(dir, 'file'), source, 100);
    expect(stored.size).toBe(21);
    expect(stored.head.toString()).toBe('%PDF-1.7 and the');
    expect(readdirSync(dir)).toEqual(['file']);
  });

  it('refuses a file past the limit and keeps nothing', async () => {
    const source = new PassThrough();
    source.end(Buffer.alloc(101));
    await expect(writeFileWithin(join(dir, 'file'), source, 100)).rejects.toBeInstanceOf(UploadTooLargeError);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('gives up at once, creating nothing, on a request the client dropped before its body was read', async () => {
    const source = new PassThrough().on('error', () => undefined);
    source.destroy(new Error('aborted'));
    await new Promise((resolve) => source.once('close', resolve));
    await expect(writeFileWithin(join(dir, 'file'), source, 100)).rejects.toBeInstanceOf(UploadAbortedError);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('removes what was written when the client drops the request mid-body', async () => {
    const source = new PassThrough();
    const written = writeFileWithin(join(dir, 'file'), source, 100);
    source.write(Buffer.alloc(10));
    setTimeout(() => source.destroy(new Error('aborted')), 20);
    await expect(written).rejects.toThrow('aborted');
    expect(readdirSync(dir)).toEqual([]);
  });
});
