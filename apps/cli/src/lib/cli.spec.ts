import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_IMPORT_BYTES } from '@liveqr/shared/contracts';
import { ApiError } from '@liveqr/web/api-client';
import { configFile, DEFAULT_BASE_URL, resolveSettings, writeConfig } from './config';
import { CliError, exitCodeForStatus, failureOf } from './exit-codes';
import { writeFileAtomically } from './files';
import { fileOf } from './imports';
import { table } from './output';
import { byteSize, progressLine } from './progress';
import { CsvRecordCounter, day } from './scans';

describe('exit statuses', () => {
  it.each([
    [401, 2],
    [403, 2],
    [404, 3],
    [400, 4],
    [402, 4],
    [429, 4],
    [500, 5],
    [503, 5],
  ])('HTTP %i exits %i', (status, exit) => expect(exitCodeForStatus(status)).toBe(exit));

  it("prints the API's error code and message", () => {
    expect(failureOf(new ApiError(404, 'No such code', 'QR_CODE_NOT_FOUND'))).toEqual({
      message: 'QR_CODE_NOT_FOUND: No such code (HTTP 404)',
      exitCode: 3,
    });
  });

  it("reads the code of a server from before the one error shape from the body's `error`", () => {
    const old = new ApiError(404, 'No such code', undefined, { error: 'qr_code_not_found' } as never);
    expect(failureOf(old).message).toBe('qr_code_not_found: No such code (HTTP 404)');
    expect(failureOf(new ApiError(502, 'Bad Gateway')).message).toBe('HTTP 502: Bad Gateway (HTTP 502)');
  });

  it('names an unreachable server', () => {
    const refused = new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
    expect(failureOf(refused, 'http://x')).toEqual({ message: 'cannot reach http://x (ECONNREFUSED)', exitCode: 5 });
    expect(failureOf(new CliError('bad', 1)).exitCode).toBe(1);
  });
});

describe('settings', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'liveqr-cli-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('LIVEQR_API_KEY wins over the saved key; --base-url over LIVEQR_BASE_URL over the saved server', () => {
    const env = { XDG_CONFIG_HOME: dir };
    writeConfig(configFile(env), { apiKey: 'saved', baseUrl: 'http://saved' });
    expect(resolveSettings({}, env)).toMatchObject({
      apiKey: 'saved',
      baseUrl: 'http://saved',
      keySource: 'config file',
    });
    expect(resolveSettings({}, { ...env, LIVEQR_API_KEY: 'env', LIVEQR_BASE_URL: 'http://env/' })).toMatchObject({
      apiKey: 'env',
      baseUrl: 'http://env',
      keySource: 'LIVEQR_API_KEY',
    });
    expect(resolveSettings({ baseUrl: 'http://flag' }, { ...env, LIVEQR_BASE_URL: 'http://env' }).baseUrl).toBe(
      'http://flag',
    );
    expect(resolveSettings({}, { HOME: dir })).toEqual({
      baseUrl: DEFAULT_BASE_URL,
      apiKey: undefined,
      keySource: undefined,
      configFile: join(dir, '.config', 'liveqr', 'config.json'),
    });
  });

  it('stores the config readable only by its owner', () => {
    const file = configFile({ XDG_CONFIG_HOME: dir });
    writeConfig(file, { apiKey: 'k' });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(join(dir, 'liveqr'))).toEqual(['config.json']);
  });
});

describe('files', () => {
  it('writes under the final name only once complete, and refuses a missing directory', () => {
    const dir = mkdtempSync(join(tmpdir(), 'liveqr-cli-'));
    try {
      writeFileAtomically(join(dir, 'a.png'), new Uint8Array([1, 2, 3]));
      expect([...readFileSync(join(dir, 'a.png'))]).toEqual([1, 2, 3]);
      expect(readdirSync(dir)).toEqual(['a.png']);
      expect(() => writeFileAtomically(join(dir, 'nope', 'b.png'), new Uint8Array([1]))).toThrow(/cannot write/);
      expect(() => writeFileAtomically(dir, new Uint8Array([1]))).toThrow(/is a directory/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('import files', () => {
  it('refuses a file larger than the API takes before reading it, and reads one that fits', () => {
    const dir = mkdtempSync(join(tmpdir(), 'liveqr-cli-'));
    try {
      const big = join(dir, 'big.csv');
      writeFileSync(big, '');
      truncateSync(big, MAX_IMPORT_BYTES + 1); // sparse: no 10 MB written
      expect(() => fileOf(big)).toThrow(
        expect.objectContaining({ exitCode: 1, message: expect.stringContaining('10 MB') }),
      );
      const fits = join(dir, 'codes.XLSX');
      writeFileSync(fits, 'x');
      expect(fileOf(fits)).toMatchObject({ type: expect.stringContaining('spreadsheetml'), bytes: Buffer.from('x') });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('tables', () => {
  it('pads columns to their widest cell', () => {
    expect(
      table(
        ['id', 'name', 'scans'],
        [
          ['a', 'Menu', '3'],
          ['bbb', 'X', '12'],
        ],
      ),
    ).toBe('ID   NAME  SCANS\na    Menu  3\nbbb  X     12');
  });
});

describe('scan exports', () => {
  it('counts CSV records as they stream, a quoted line break being part of a field', async () => {
    const seen: number[] = [];
    const counter = new CsvRecordCounter(({ rows }) => seen.push(rows));
    const chunks = ['scanned_at,city\r\n2026-01-01,"Bad\nEms"\r', '\n2026-01-02,Berlin\n2026-01-', '03,Paris'];
    counter.resume();
    for (const chunk of chunks) counter.write(Buffer.from(chunk));
    await new Promise<void>((resolve) => counter.end(resolve));
    expect(seen).toEqual([0, 2, 2]);
    expect(counter.rows).toBe(3);
    expect(counter.bytes).toBe(Buffer.byteLength(chunks.join('')));
  });

  it('takes days as the API does and refuses others as usage errors', () => {
    expect(day('2026-02-28')).toBe('2026-02-28');
    for (const bad of ['2026-2-28', '28.02.2026', '2026-13-01', 'today']) expect(() => day(bad)).toThrow(/not a day/);
  });

  it('draws no progress where no person reads it', () => {
    const written: string[] = [];
    const stream = { isTTY: false, write: (text: string) => written.push(text) } as unknown as NodeJS.WriteStream;
    progressLine(true, stream).update('Exporting');
    progressLine(false, { ...stream, isTTY: true } as NodeJS.WriteStream).update('Exporting');
    expect(written).toEqual([]);
    const terminal = { isTTY: true, columns: 40, write: (text: string) => written.push(text) };
    const progress = progressLine(true, terminal as unknown as NodeJS.WriteStream);
    progress.update('Exporting scans: 3 rows');
    progress.done();
    expect(written).toEqual(['\r\x1b[2KExporting scans: 3 rows', '\r\x1b[2K']);
    expect([byteSize(512), byteSize(1536), byteSize(5 * 1024 * 1024)]).toEqual(['512 B', '1.5 KB', '5.0 MB']);
  });
});
