import { APP_CONFIG, type AppConfig, BackgroundJobs, type BackgroundJobView, JobQueue } from '@liveqr/api/platform';
import {
  isPrintCaption,
  isPrintColourSpace,
  isPrintTemplate,
  MAX_PRINT_SHEET_CODES,
  type PrintCaption,
  type PrintColourSpace,
  type PrintTemplate,
} from '@liveqr/qr-render';
import { printSheet } from '@liveqr/qr-render/node';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { QrCatalogErrorCode, QrCatalogException } from '../domain/qr-catalog.exception';
import type { QrCode } from '../domain/qr-code.entity';
import { QrCodesRepository } from '../infrastructure/qr-codes.repository';
import { OwnedReferences } from './owned-references';

export const PRINT_SHEET_JOB_KIND = 'qr_code_print_sheet';
const QUEUE = 'qr-code-print-sheets';
/** A worker that sent no heartbeat for this long has stopped (a crash): its sheet is failed. */
const ABANDONED_AFTER_SECONDS = 30;

/** What to print: codes by id, or a folder's codes (its subfolders' too); exactly one of the two. */
export interface PrintSheetRequest {
  codeIds?: string[];
  folderId?: string;
  template: string;
  caption: string;
  colourSpace?: string;
}

interface PrintSheetInput {
  ids: string[];
  template: PrintTemplate;
  caption: PrintCaption;
  colourSpace: PrintColourSpace;
}

interface PrintSheetJob {
  jobId: string;
}

/**
 * Print sheets: the chosen codes laid out on labels, pages or a table tent as one vector PDF, made
 * in the background on the job queue (its progress and file through `/api/jobs/{id}`). The request
 * is checked and the codes resolved, within the owner's, before anything is queued.
 */
@Injectable()
export class QrCodePrintSheets implements OnModuleInit {
  private readonly logger = new Logger('QrCodePrintSheets');

  constructor(
    private readonly codes: QrCodesRepository,
    private readonly references: OwnedReferences,
    private readonly jobs: BackgroundJobs,
    private readonly queue: JobQueue,
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.queue.register<PrintSheetJob>({
      name: QUEUE,
      // Drawing again gives the same file, but a sheet that broke a worker once would again.
      queue: { retryLimit: 0, expireInSeconds: 30 * 60, heartbeatSeconds: ABANDONED_AFTER_SECONDS },
      work: { batchSize: 1, pollingIntervalSeconds: 2 },
      handle: async ([job]) => {
        if (job) await this.run(job.data.jobId);
      },
      abandoned: (jobs) => this.jobs.failAbandoned(jobs),
    });
  }

  async start(ownerId: string, request: PrintSheetRequest): Promise<BackgroundJobView> {
    const input = await this.checked(ownerId, request);
    const jobId = await this.jobs.create(ownerId, PRINT_SHEET_JOB_KIND, { total: input.ids.length, input });
    await this.queue.send<PrintSheetJob>(QUEUE, { jobId });
    return this.jobs.view(ownerId, jobId);
  }

  async run(jobId: string): Promise<void> {
    const job = await this.jobs.input<PrintSheetInput>(jobId);
    if (!job) return;
    try {
      await RequestContext.create(this.orm.em, () => this.draw(jobId, job.ownerId, job.input));
    } catch (error) {
      this.logger.error(`Print sheet ${jobId} failed: ${String(error)}`);
      await this.jobs.fail(jobId, 'print_sheet_failed');
    }
  }

  private async checked(ownerId: string, request: PrintSheetRequest): Promise<PrintSheetInput> {
    const { template, caption, colourSpace = 'rgb' } = request;
    if (!isPrintTemplate(template)) throw new QrCatalogException(QrCatalogErrorCode.UnknownPrintTemplate);
    if (!isPrintCaption(caption)) throw new QrCatalogException(QrCatalogErrorCode.UnknownPrintCaption);
    if (!isPrintColourSpace(colourSpace)) throw new QrCatalogException(QrCatalogErrorCode.UnknownColourSpace);
    const ids = await this.selected(ownerId, request);
    if (ids.length > MAX_PRINT_SHEET_CODES) throw new QrCatalogException(QrCatalogErrorCode.PrintSheetTooManyCodes);
    return { ids, template, caption, colourSpace };
  }

  /** The owner's codes the request names, in its order (a folder's newest first, as the list shows them). */
  private async selected(ownerId: string, { codeIds, folderId }: PrintSheetRequest): Promise<string[]> {
    if ((codeIds === undefined) === (folderId === undefined))
      throw new QrCatalogException(QrCatalogErrorCode.InvalidSelection);
    if (codeIds) {
      const distinct = [...new Set(codeIds)];
      // Counted before the database is asked: the limit is on what was asked for.
      if (distinct.length > MAX_PRINT_SHEET_CODES)
        throw new QrCatalogException(QrCatalogErrorCode.PrintSheetTooManyCodes);
      const owned = (await this.codes.findOwnedIn(ownerId, distinct)).map((code) => code.id);
      if (owned.length === 0) throw new QrCatalogException(QrCatalogErrorCode.NotFound);
      return owned;
    }
    await this.references.assertFolder(ownerId, folderId);
    // One more than may be printed, so a folder of any size costs one bounded read to refuse.
    const ids = await this.codes.selectedIds(
      ownerId,
      { matching: { folderId, includeSubfolders: true } },
      MAX_PRINT_SHEET_CODES + 1,
    );
    if (ids.length === 0) throw new QrCatalogException(QrCatalogErrorCode.PrintSheetEmpty);
    return ids;
  }

  private async draw(jobId: string, ownerId: string, input: PrintSheetInput): Promise<void> {
    // Codes deleted since the request are simply not printed.
    const codes = await this.codes.findOwnedIn(ownerId, input.ids);
    const skipped = input.ids.length - codes.length;
    const sheet = await printSheet(
      codes.map((code) => ({
        payload: code.payload(this.config.publicUrl),
        customization: code.customization,
        caption: this.captionOf(code, input.caption),
      })),
      {
        template: input.template,
        colourSpace: input.colourSpace,
        onProgress: (done) => this.jobs.progress(jobId, skipped + done, skipped),
      },
    );
    if (sheet.leftOff.length > 0) {
      this.logger.log(`Print sheet ${jobId}: ${sheet.leftOff.length} codes did not fit ${input.template}`);
      await this.jobs.progress(jobId, input.ids.length, skipped + sheet.leftOff.length);
    }
    await this.jobs.succeed(jobId, {
      fileName: `qr-codes-${input.template}.pdf`,
      contentType: 'application/pdf',
      body: sheet.pdf,
    });
  }

  /** A short link is printed without its scheme, as people type it; a code without one gets no caption. */
  private captionOf(code: QrCode, caption: PrintCaption): string {
    switch (caption) {
      case 'name':
        return code.name;
      case 'short-link':
        return code.shortUrl(this.config.publicUrl)?.replace(/^https?:\/\//, '') ?? '';
      case 'none':
        return '';
    }
  }
}
