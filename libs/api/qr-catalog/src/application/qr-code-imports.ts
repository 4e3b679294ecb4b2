import {
  APP_CONFIG,
  type AppConfig,
  BackgroundJobs,
  type BackgroundJobView,
  JobQueue,
  spreadsheetCsv,
} from '@liveqr/api/platform';
import type { QrCustomization } from '@liveqr/qr-render';
import type { Actor, CodeDomain } from '@liveqr/shared/contracts';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { QrCatalogErrorCode, QrCatalogException } from '../domain/qr-catalog.exception';
import { IMPORT_ROW_PROBLEM_CODES, importedRow } from './import-format';
import type { QrCode } from '../domain/qr-code.entity';
import { readImportFile } from '../infrastructure/import-file';
import type { ImportRow } from '../infrastructure/import-table';
import { NewQrCodes } from './new-qr-codes';

export const IMPORT_JOB_KIND = 'qr_code_import';
const QUEUE = 'qr-code-imports';
/** A worker that sent no heartbeat for this long has stopped (a crash): its import is failed. */
const ABANDONED_AFTER_SECONDS = 30;
/** Rows checked at once: their destinations' DNS lookups overlap. */
const CHECK_CHUNK = 25;
/** Rows saved with one statement and one commit; progress is reported after each. */
const SAVE_CHUNK = 100;

/** A row's problem, by the line of the file it starts on. */
function rowIssue(line: number, code: string, message: string) {
  return { line, code, message };
}

type ImportRowIssue = ReturnType<typeof rowIssue>;

interface ImportJob {
  jobId: string;
}

/** What an import's job keeps until it runs: the file's rows, and who started it (the codes' creator). */
interface ImportInput {
  rows: ImportRow[];
  actor: Actor;
}

type RowVerdict = { ok: true; code: QrCode } | { ok: false; issue: ImportRowIssue };

/**
 * Codes from a spreadsheet. A dry run reads every row through the same rules create applies, and
 * says what is wrong where; the import itself runs in the background on the job queue, creating
 * each valid row (a row is created whole or not at all) and writing a result file: per row its
 * short code or its error. Names may repeat, as in the create form; the dry run flags a name used
 * twice in one file as a warning.
 */
@Injectable()
export class QrCodeImports implements OnModuleInit {
  private readonly logger = new Logger('QrCodeImports');

  constructor(
    private readonly newCodes: NewQrCodes,
    private readonly jobs: BackgroundJobs,
    private readonly queue: JobQueue,
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.queue.register<ImportJob>({
      name: QUEUE,
      // Never run twice: a retry would create the rows again. A broken-off import stays as far as it
      // got and is marked failed once its worker has missed its heartbeats (see `abandoned`).
      queue: { retryLimit: 0, expireInSeconds: 60 * 60, heartbeatSeconds: ABANDONED_AFTER_SECONDS },
      work: { batchSize: 1, pollingIntervalSeconds: 2 },
      handle: async ([job]) => {
        if (job) await this.run(job.data.jobId);
      },
      abandoned: (jobs) => this.jobs.failAbandoned(jobs),
    });
  }

  /** What the import would do (ImportDryRunResponseDto); warnings: rows that will be created but are worth a look. */
  async dryRun(ownerId: string, file: Buffer) {
    await this.newCodes.assertMayCreate(ownerId);
    const rows = await readImportFile(file);
    const verdicts = await this.checkAll(ownerId, rows, await this.defaults(ownerId));
    const errors = verdicts.flatMap((verdict) => (verdict.ok ? [] : [verdict.issue]));
    return { rows: rows.length, valid: rows.length - errors.length, errors, warnings: duplicateNames(rows) };
  }

  /** Queues the import; the rows are read (and the file refused as a whole) before anything is queued. */
  async start(ownerId: string, file: Buffer, actor: Actor): Promise<BackgroundJobView> {
    await this.newCodes.assertMayCreate(ownerId);
    const rows = await readImportFile(file);
    const input: ImportInput = { rows, actor };
    const jobId = await this.jobs.create(ownerId, IMPORT_JOB_KIND, { total: rows.length, input });
    await this.queue.send<ImportJob>(QUEUE, { jobId });
    return this.jobs.view(ownerId, jobId);
  }

  async run(jobId: string): Promise<void> {
    const job = await this.jobs.input<ImportInput>(jobId);
    if (!job) return;
    try {
      await RequestContext.create(this.orm.em, () => this.createRows(jobId, job.ownerId, job.input));
    } catch (error) {
      const code = error instanceof QrCatalogException ? error.code : 'import_failed';
      if (!(error instanceof QrCatalogException)) this.logger.error(`Import ${jobId} failed: ${String(error)}`);
      await this.jobs.fail(jobId, code);
    }
  }

  private async createRows(jobId: string, ownerId: string, { rows, actor }: ImportInput): Promise<void> {
    // A plan that lapsed between the upload and the start stops the import before any row.
    await this.newCodes.assertMayCreate(ownerId);
    const defaults = await this.defaults(ownerId);
    const results: ImportResultRow[] = [];
    let failed = 0;
    for (let start = 0; start < rows.length; start += SAVE_CHUNK) {
      const chunk = rows.slice(start, start + SAVE_CHUNK);
      const verdicts = await this.checkAll(ownerId, chunk, defaults);
      const refused = await this.newCodes.saveAll(
        ownerId,
        verdicts.flatMap((verdict) => (verdict.ok ? [verdict.code] : [])),
        actor,
      );
      for (const [index, verdict] of verdicts.entries()) {
        const row = chunk[index];
        const issue = verdict.ok ? this.notSaved(jobId, row, refused.get(verdict.code)) : verdict.issue;
        if (issue) {
          failed++;
          results.push(resultRow(row, { error: issue }));
        } else if (verdict.ok) {
          const { slug, isTracked } = verdict.code;
          const shortUrl = isTracked ? verdict.code.payload(this.config.publicUrl) : '';
          results.push(resultRow(row, { shortCode: slug, shortUrl }));
        }
      }
      await this.jobs.progress(jobId, start + chunk.length, failed);
    }
    await this.jobs.succeed(jobId, {
      fileName: 'import-result.csv',
      contentType: 'text/csv; charset=utf-8',
      body: Buffer.from(spreadsheetCsv(results, RESULT_COLUMNS)),
    });
  }

  /** A checked row the database still refused: its error in the result file, the cause in the log. */
  private notSaved(jobId: string, row: ImportRow, cause: unknown): ImportRowIssue | null {
    if (cause === undefined) return null;
    this.logger.error(`Import ${jobId}, line ${row.line}: ${String(cause)}`);
    const error = new QrCatalogException(QrCatalogErrorCode.ImportRowNotSaved);
    return rowIssue(row.line, error.code, messageOf(error));
  }

  /** What every row of a file gets unless it says otherwise, resolved once per file: the default design and domain. */
  private async defaults(ownerId: string): Promise<ImportDefaults> {
    const [design, domain] = await Promise.all([
      this.newCodes.defaultDesign(ownerId),
      this.newCodes.domainFor(ownerId),
    ]);
    return { design, domain };
  }

  private async checkAll(ownerId: string, rows: ImportRow[], defaults: ImportDefaults): Promise<RowVerdict[]> {
    const verdicts: RowVerdict[] = [];
    for (let start = 0; start < rows.length; start += CHECK_CHUNK) {
      const chunk = rows.slice(start, start + CHECK_CHUNK);
      verdicts.push(...(await Promise.all(chunk.map((row) => this.check(ownerId, row, defaults)))));
    }
    return verdicts;
  }

  /** Create's own rules on one row, with the design and the domain resolved once per file. */
  private async check(ownerId: string, row: ImportRow, { design, domain }: ImportDefaults): Promise<RowVerdict> {
    const imported = importedRow(new Map(Object.entries(row.cells)));
    try {
      if (!imported.ok) throw new QrCatalogException(IMPORT_ROW_PROBLEM_CODES[imported.problem]);
      const code = await this.newCodes.checked(
        ownerId,
        { customization: design, ...imported.input },
        { inBulk: true, domain },
      );
      return { ok: true, code };
    } catch (error) {
      if (!(error instanceof QrCatalogException)) throw error;
      return { ok: false, issue: rowIssue(row.line, error.code, messageOf(error)) };
    }
  }
}

interface ImportDefaults {
  design: QrCustomization;
  domain: CodeDomain | null;
}

interface ImportResultRow {
  line: number;
  type: string;
  name: string;
  status: 'created' | 'error';
  shortCode: string;
  shortUrl: string;
  errorCode: string;
  errorMessage: string;
}

const RESULT_COLUMNS = [
  { key: 'line', header: 'line' },
  { key: 'type', header: 'type' },
  { key: 'name', header: 'name' },
  { key: 'status', header: 'status' },
  { key: 'shortCode', header: 'short_code' },
  { key: 'shortUrl', header: 'short_url' },
  { key: 'errorCode', header: 'error_code' },
  { key: 'errorMessage', header: 'error_message' },
] as const;

function resultRow(
  row: ImportRow,
  outcome: { shortCode: string; shortUrl: string } | { error: ImportRowIssue },
): ImportResultRow {
  const base = { line: row.line, type: row.cells['type'] ?? '', name: row.cells['name'] ?? '' };
  return 'error' in outcome
    ? {
        ...base,
        status: 'error',
        shortCode: '',
        shortUrl: '',
        errorCode: outcome.error.code,
        errorMessage: outcome.error.message,
      }
    : { ...base, status: 'created', ...outcome, errorCode: '', errorMessage: '' };
}

function messageOf(error: QrCatalogException): string {
  const body = error.getResponse();
  return typeof body === 'object' && body !== null && 'message' in body ? String(body.message) : error.message;
}

/** Later rows whose name an earlier row of the file already has (names are compared without case). */
function duplicateNames(rows: ImportRow[]): ImportRowIssue[] {
  const firstLine = new Map<string, number>();
  const warnings: ImportRowIssue[] = [];
  for (const row of rows) {
    const name = (row.cells['name'] ?? '').trim().toLowerCase();
    if (!name) continue;
    const first = firstLine.get(name);
    if (first === undefined) firstLine.set(name, row.line);
    else warnings.push(rowIssue(row.line, 'duplicate_name', `The name is also used on line ${first}`));
  }
  return warnings;
}
