import { once } from 'node:events';
import { createWriteStream, renameSync, rmSync, type WriteStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { type Command, InvalidArgumentError } from 'commander';
import { contextOf } from './context';
import { CliError, EXIT } from './exit-codes';
import { assertWritable, temporaryPathOf } from './files';
import { printJson } from './output';
import { byteSize, progressLine } from './progress';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day as the API takes it (it checks the range again). */
export function day(value: string): string {
  if (!DAY.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    throw new InvalidArgumentError('not a day such as 2026-01-31');
  }
  return value;
}

/**
 * Counts the CSV's records as they pass: a line break ends one unless it is inside quotes (a field
 * may hold one). The first record is the header.
 */
export class CsvRecordCounter extends Transform {
  records = 0;
  bytes = 0;
  private quoted = false;
  private pending = false;

  /** `counted` hears of each chunk once it is counted (for a progress line). */
  constructor(private readonly counted: (counter: CsvRecordCounter) => void = () => undefined) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null, data?: Buffer) => void) {
    this.bytes += chunk.length;
    for (const byte of chunk) {
      if (byte === 0x22) this.quoted = !this.quoted;
      if (byte === 0x0a && !this.quoted) {
        this.records += 1;
        this.pending = false;
      } else if (byte !== 0x0d) this.pending = true;
    }
    this.counted(this);
    done(null, chunk);
  }

  override _flush(done: () => void) {
    // A last record without a line break after it.
    if (this.pending) this.records += 1;
    this.pending = false;
    done();
  }

  get rows(): number {
    return Math.max(0, this.records - 1);
  }
}

/** The temporary file, opened before anything is asked of the server: a disk that refuses it is a usage error. */
async function opened(temporary: string, shownAs: string): Promise<WriteStream> {
  const file = createWriteStream(temporary, { flags: 'wx' });
  try {
    await once(file, 'open');
  } catch (error) {
    throw new CliError(`cannot write ${shownAs}: ${(error as Error).message}`, EXIT.usage);
  }
  return file;
}

export interface ExportOptions {
  from?: string;
  to?: string;
  tz?: string;
  code?: string;
  output: string;
}

/**
 * Streams the scans CSV to a file beside the target and renames it when the last byte is in: an
 * error or Ctrl-C deletes the partial file, so the final name never holds half an export.
 */
export async function exportScans(options: ExportOptions, command: Command): Promise<void> {
  const { api, json } = contextOf(command);
  if (options.from && options.to && options.to < options.from) {
    throw new CliError('--to is before --from', EXIT.usage);
  }
  const target = assertWritable(options.output);
  const temporary = temporaryPathOf(target);
  const abort = new AbortController();
  const interrupt = () => abort.abort();
  process.once('SIGINT', interrupt);
  const progress = progressLine(!json);
  const counter = new CsvRecordCounter(({ rows, bytes }) =>
    progress.update(`Exporting scans: ${rows} rows, ${byteSize(bytes)}`),
  );
  let file: WriteStream | undefined;
  try {
    file = await opened(temporary, options.output);
    const { data } = await api.GET('/api/v1/analytics/scans.csv', {
      params: { query: { from: options.from, to: options.to, tz: options.tz, qrCodeId: options.code } },
      parseAs: 'stream',
      signal: abort.signal,
    });
    if (!data) throw new CliError('the server sent no file', EXIT.server);
    await pipeline(Readable.fromWeb(data as WebReadableStream<Uint8Array>), counter, file, { signal: abort.signal });
    renameSync(temporary, target);
  } catch (error) {
    file?.destroy();
    rmSync(temporary, { force: true });
    if (abort.signal.aborted) throw new CliError('interrupted: no file written', EXIT.interrupted);
    throw error;
  } finally {
    process.off('SIGINT', interrupt);
    progress.done();
  }
  const result = { file: options.output, rows: counter.rows, bytes: counter.bytes };
  if (json) return printJson(result);
  process.stdout.write(`Wrote ${options.output} (${result.rows} scans, ${byteSize(result.bytes)}).\n`);
}
