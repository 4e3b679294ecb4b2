import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import {
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.tokens';
import { codedException, type ErrorCatalogue } from '../http/coded-http-exception';

export type BackgroundJobStatus = 'queued' | 'running' | 'succeeded' | 'failed';

/** How long a finished job and its result file are kept (and a mailed link to it works). */
export const BACKGROUND_JOB_RETENTION_DAYS = 7;
/** The error of a job whose worker stopped before it finished (a crash, a lost connection). */
export const BACKGROUND_JOB_INTERRUPTED = 'interrupted';

/** What the web app polls: where a long job stands (documented by its DTO, BackgroundJobResponseDto). */
export type BackgroundJobView = ReturnType<typeof toView>;

export interface BackgroundJobResult {
  fileName: string;
  contentType: string;
  body: Buffer;
}

export enum BackgroundJobErrorCode {
  NotFound = 'job_not_found',
  ResultNotReady = 'job_result_not_ready',
  DownloadLinkInvalid = 'download_link_invalid',
  DownloadLinkExpired = 'download_link_expired',
}

const BACKGROUND_JOB_ERRORS: ErrorCatalogue<BackgroundJobErrorCode> = {
  [BackgroundJobErrorCode.NotFound]: { status: HttpStatus.NOT_FOUND, message: 'Job not found' },
  [BackgroundJobErrorCode.ResultNotReady]: {
    status: HttpStatus.CONFLICT,
    message: 'The job has no result to download yet',
  },
  [BackgroundJobErrorCode.DownloadLinkInvalid]: {
    status: HttpStatus.FORBIDDEN,
    message: 'This file is only downloaded through the link in its mail',
  },
  [BackgroundJobErrorCode.DownloadLinkExpired]: {
    status: HttpStatus.GONE,
    message: 'This download link has expired. Please ask for a new export.',
  },
};

export class BackgroundJobException extends codedException(BACKGROUND_JOB_ERRORS) {}

interface JobRow {
  id: string;
  kind: string;
  status: BackgroundJobStatus;
  total: number;
  processed: number;
  failed: number;
  error: string | null;
  has_result: boolean;
  signed_download: boolean;
  created_at: Date;
  finished_at: Date | null;
}

const VIEW_COLUMNS =
  'id, kind, status, total, processed, failed, error, result is not null as has_result, signed_download, created_at, finished_at';

/** How often finished jobs past their retention are looked for. */
const CLEAN_UP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Progress and results of long jobs (imports, exports) in `background_jobs`, owner-scoped: the job
 * queue runs them, this table is what their owner reads. A result whose file is sent by mail is
 * downloaded only through a signed, expiring link, and still only by its owner. Finished jobs are
 * deleted after the retention period, at start and every hour (on every replica: the delete is idempotent).
 */
@Injectable()
export class BackgroundJobs implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('BackgroundJobs');
  private cleanUp: NodeJS.Timeout | undefined;

  constructor(
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const sweep = () =>
      this.removeExpired().catch((error: unknown) =>
        this.logger.error(`Could not remove expired jobs: ${String(error)}`),
      );
    await sweep();
    this.cleanUp = setInterval(() => void sweep(), CLEAN_UP_INTERVAL_MS).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.cleanUp);
  }

  async create(
    ownerId: string,
    kind: string,
    {
      total = 0,
      input = null,
      signedDownload = false,
    }: { total?: number; input?: unknown; signedDownload?: boolean } = {},
  ): Promise<string> {
    const id = randomUUID();
    await this.execute(
      `insert into background_jobs (id, owner_id, kind, status, total, input, signed_download, created_at)
       values (?, ?, ?, 'queued', ?, ?, ?, now())`,
      [id, ownerId, kind, total, input === null ? null : JSON.stringify(input), signedDownload],
    );
    return id;
  }

  /** The job's input, for its worker; null once the job has finished (the input is dropped then). */
  async input<T>(id: string): Promise<{ ownerId: string; input: T } | null> {
    const [row] = await this.execute<{ owner_id: string; input: T }>(
      `update background_jobs set status = 'running' where id = ? and status in ('queued', 'running')
       returning owner_id, input`,
      [id],
    );
    return row ? { ownerId: row.owner_id, input: row.input } : null;
  }

  async progress(id: string, processed: number, failed: number): Promise<void> {
    await this.execute('update background_jobs set processed = ?, failed = ? where id = ?', [processed, failed, id]);
  }

  async succeed(id: string, result: BackgroundJobResult): Promise<void> {
    await this.execute(
      `update background_jobs set status = 'succeeded', processed = greatest(processed, total), input = null,
         result = ?, result_name = ?, result_type = ?, finished_at = now() where id = ?`,
      [result.body, result.fileName, result.contentType, id],
    );
  }

  /** Ends an unfinished job as failed; a job that has finished stays as it ended. */
  async fail(id: string, error: string): Promise<void> {
    await this.execute(
      `update background_jobs set status = 'failed', error = ?, input = null, finished_at = now()
       where id = ? and status in ('queued', 'running')`,
      [error, id],
    );
  }

  /** The worker of these jobs stopped before it finished them (see JobQueue's `abandoned`). */
  async failAbandoned(jobs: Array<{ data: { jobId: string } }>): Promise<void> {
    for (const { data } of jobs) await this.fail(data.jobId, BACKGROUND_JOB_INTERRUPTED);
  }

  /** Deletes jobs that finished more than the retention period ago, result files and all. */
  async removeExpired(now = new Date()): Promise<number> {
    const removed = await this.execute<{ id: string }>(
      `delete from background_jobs where finished_at < ?::timestamptz - make_interval(days => ?) returning id`,
      [now.toISOString(), BACKGROUND_JOB_RETENTION_DAYS],
    );
    return removed.length;
  }

  /** The owner's job, or a 404 (anyone else's id included). */
  async view(ownerId: string, id: string): Promise<BackgroundJobView> {
    const [row] = await this.execute<JobRow>(
      `select ${VIEW_COLUMNS} from background_jobs where id = ? and owner_id = ?`,
      [id, ownerId],
    );
    if (!row) throw new BackgroundJobException(BackgroundJobErrorCode.NotFound);
    return toView(row);
  }

  /** The owner's result file; a mailed one only with its link's valid signature. */
  async result(
    ownerId: string,
    id: string,
    link: { expires?: string; signature?: string } = {},
  ): Promise<BackgroundJobResult> {
    const [row] = await this.execute<{
      signed_download: boolean;
      result: Buffer | null;
      result_name: string | null;
      result_type: string | null;
    }>('select signed_download, result, result_name, result_type from background_jobs where id = ? and owner_id = ?', [
      id,
      ownerId,
    ]);
    if (!row) throw new BackgroundJobException(BackgroundJobErrorCode.NotFound);
    if (row.signed_download) this.assertValidLink(id, link);
    if (!row.result) throw new BackgroundJobException(BackgroundJobErrorCode.ResultNotReady);
    return {
      body: row.result,
      fileName: row.result_name ?? 'result',
      contentType: row.result_type ?? 'application/octet-stream',
    };
  }

  /** The link a mail offers for a result: signed with the server's secret, valid for `ttlSeconds`. */
  signedResultUrl(id: string, ttlSeconds: number, now = new Date()): string {
    const expires = String(Math.floor(now.getTime() / 1000) + ttlSeconds);
    const url = new URL(`/api/jobs/${id}/result`, this.config.publicUrl);
    url.searchParams.set('expires', expires);
    url.searchParams.set('signature', this.signature(id, expires));
    return url.toString();
  }

  async deleteOwnedBy(ownerId: string): Promise<void> {
    await this.execute('delete from background_jobs where owner_id = ?', [ownerId]);
  }

  private assertValidLink(id: string, { expires, signature }: { expires?: string; signature?: string }): void {
    if (!expires || !signature || !/^\d{1,12}$/.test(expires)) {
      throw new BackgroundJobException(BackgroundJobErrorCode.DownloadLinkInvalid);
    }
    const expected = Buffer.from(this.signature(id, expires));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      throw new BackgroundJobException(BackgroundJobErrorCode.DownloadLinkInvalid);
    }
    if (Number(expires) * 1000 < Date.now())
      throw new BackgroundJobException(BackgroundJobErrorCode.DownloadLinkExpired);
  }

  private signature(id: string, expires: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(`job-result:${id}:${expires}`).digest('base64url');
  }

  private execute<T = unknown>(sql: string, params: unknown[]): Promise<T[]> {
    return this.orm.em.getConnection().execute<T[]>(sql, params, 'all');
  }
}

function toView(row: JobRow) {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    total: row.total,
    processed: row.processed,
    failed: row.failed,
    error: row.error,
    resultAvailable: row.has_result,
    createdAt: new Date(row.created_at).toISOString(),
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  };
}
