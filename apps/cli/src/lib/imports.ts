import { readFileSync, statSync } from 'node:fs';
import { extname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { MAX_IMPORT_BYTES } from '@liveqr/shared/contracts';
import type { PublicApiClient, PublicApiComponents } from '@liveqr/web/api-client';
import type { Command } from 'commander';
import { parse } from 'csv-parse/sync';
import { contextOf } from './context';
import { CliError, EXIT } from './exit-codes';
import { printJson, table } from './output';
import { progressLine } from './progress';

type Job = PublicApiComponents['schemas']['BackgroundJobResponseDto'];
type DryRun = PublicApiComponents['schemas']['ImportDryRunResponseDto'];

/** A row of the import's result file (its columns, as the API writes them). */
export interface ImportResultRow {
  line: string;
  type: string;
  name: string;
  status: 'created' | 'error';
  short_code: string;
  short_url: string;
  error_code: string;
  error_message: string;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** How often a running import is asked about: its rows go by in a few seconds. */
const POLL_MS = 500;

/**
 * The file's bytes and the type the import routes take for it (a workbook by its extension, else
 * CSV). A file larger than the API takes is refused before it is read: not held in memory to be sent
 * and refused.
 */
export function fileOf(path: string): { bytes: Buffer; type: string } {
  let size: number;
  try {
    size = statSync(path).size;
  } catch (error) {
    throw new CliError(`cannot read ${path}: ${(error as Error).message}`, EXIT.usage);
  }
  if (size > MAX_IMPORT_BYTES) {
    throw new CliError(`${path} is larger than the ${MAX_IMPORT_BYTES / 1024 / 1024} MB an import takes`, EXIT.usage);
  }
  try {
    return { bytes: readFileSync(path), type: extname(path).toLowerCase() === '.xlsx' ? XLSX : 'text/csv' };
  } catch (error) {
    throw new CliError(`cannot read ${path}: ${(error as Error).message}`, EXIT.usage);
  }
}

/** The raw file as the request body, with its own content type (not JSON). */
const fileBody = (file: { bytes: Buffer; type: string }) => ({
  body: file.bytes as unknown as string,
  bodySerializer: (body: unknown) => body as BodyInit,
  headers: { 'content-type': file.type },
});

export async function importFile(path: string, options: { dryRun?: boolean }, command: Command): Promise<void> {
  const { api, json } = contextOf(command);
  const file = fileOf(path);
  if (options.dryRun) return dryRun(api, file, json);
  const { data: started } = await api.POST('/api/v1/qr-codes/imports', fileBody(file));
  if (!started) throw new CliError('the server started no import', EXIT.server);
  const job = await finished(api, started, progressLine(!json));
  const rows = job.resultAvailable ? await resultRows(api, job.id) : [];
  if (json) printJson({ job, rows });
  else report(job, rows);
  if (job.status === 'failed') throw new CliError(`the import failed: ${job.error ?? 'no reason given'}`, EXIT.server);
  // Rows refused: the exit status says so, for scripts.
  if (job.failed > 0) throw new CliError(`${job.failed} rows were not imported`, EXIT.refused);
}

async function dryRun(api: PublicApiClient, file: { bytes: Buffer; type: string }, json: boolean): Promise<void> {
  const { data } = await api.POST('/api/v1/qr-codes/imports/dry-run', fileBody(file));
  if (!data) return;
  if (json) printJson(data);
  else printDryRun(data);
  if (data.errors.length > 0) throw new CliError(`${data.errors.length} rows would not be imported`, EXIT.refused);
}

function printDryRun(result: DryRun): void {
  process.stdout.write(`Checked ${result.rows} rows: ${result.valid} would be created, nothing was.\n`);
  const issues = (title: string, list: DryRun['errors']) => {
    if (!list.length) return;
    const rows = list.map((issue) => [String(issue.line), issue.code, issue.message]);
    process.stdout.write(`\n${title}:\n${table(['line', 'code', 'message'], rows)}\n`);
  };
  issues('Errors (not created)', result.errors);
  issues('Warnings (created anyway)', result.warnings);
}

/** Polls the job until it ends, showing its progress. */
async function finished(api: PublicApiClient, job: Job, progress: ReturnType<typeof progressLine>): Promise<Job> {
  let current = job;
  try {
    while (current.status === 'queued' || current.status === 'running') {
      const of = current.total > 0 ? `/${current.total}` : '';
      progress.update(`Importing: ${current.processed}${of} rows, ${current.failed} refused`);
      await sleep(POLL_MS);
      const { data } = await api.GET('/api/v1/jobs/{id}', { params: { path: { id: current.id } } });
      if (!data) throw new CliError('the server lost the import job', EXIT.server);
      current = data;
    }
  } finally {
    progress.done();
  }
  return current;
}

async function resultRows(api: PublicApiClient, jobId: string): Promise<ImportResultRow[]> {
  const { data } = await api.GET('/api/v1/jobs/{id}/result', {
    params: { path: { id: jobId } },
    parseAs: 'text',
  });
  return parse(String(data ?? ''), { columns: true, bom: true, skip_empty_lines: true }) as ImportResultRow[];
}

function report(job: Job, rows: ImportResultRow[]): void {
  const created = rows.filter((row) => row.status === 'created').length;
  process.stdout.write(`Imported ${created} of ${rows.length || job.total} rows.\n`);
  const refused = rows.filter((row) => row.status === 'error');
  if (refused.length) {
    const lines = refused.map((row) => [row.line, row.error_code, row.error_message]);
    process.stdout.write(`\nNot imported:\n${table(['line', 'code', 'message'], lines)}\n`);
  }
}
