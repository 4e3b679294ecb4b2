import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressPage, precompressAssets } from './precompress';

describe('precompressAssets', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'precompress-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const script = (text: string) => `console.log(${JSON.stringify(text.repeat(2000))});`;
  const siblings = (file: string) => [
    brotliDecompressSync(readFileSync(`${file}.br`)).toString(),
    gunzipSync(readFileSync(`${file}.gz`)).toString(),
  ];

  it('writes brotli and gzip siblings of the files worth compressing', () => {
    const file = join(dir, 'site.mjs');
    writeFileSync(file, script('a'));
    writeFileSync(join(dir, 'tiny.js'), 'ok');
    precompressAssets(dir);
    expect(siblings(file)).toEqual([script('a'), script('a')]);
    expect(() => readFileSync(join(dir, 'tiny.js.br'))).toThrow();
  });

  it('writes them again when the file changed, even if old siblings look newer (a build restored from a cache)', () => {
    const file = join(dir, 'site.mjs');
    writeFileSync(file, script('old'));
    precompressAssets(dir);
    writeFileSync(file, script('new'));
    const later = new Date(Date.now() + 60_000);
    utimesSync(`${file}.br`, later, later);
    utimesSync(`${file}.gz`, later, later);
    precompressAssets(dir);
    expect(siblings(file)).toEqual([script('new'), script('new')]);
  });
});

describe('compressPage', () => {
  const page = `<!doctype html><p>${'Dynamic QR codes that never stop working. '.repeat(500)}</p>`;

  it('sends brotli when the browser accepts it, else gzip, else the page as is', () => {
    const brotli = compressPage(page, 'gzip, deflate, br, zstd');
    expect(brotli.encoding).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(page);
    expect(brotli.body.length).toBeLessThan(page.length / 4);

    const gzip = compressPage(page, 'gzip, deflate');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(page);

    expect(compressPage(page, 'identity')).toEqual({ body: Buffer.from(page) });
    expect(compressPage(page)).toEqual({ body: Buffer.from(page) });
  });
});
