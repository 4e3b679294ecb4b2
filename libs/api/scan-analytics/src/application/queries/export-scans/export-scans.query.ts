import type { Readable } from 'node:stream';
import type { AnalyticsRange } from '@liveqr/shared/contracts';
import { Query } from '@nestjs/cqrs';
import type { AnalyticsQuestion } from '../analytics-question';

export interface ScansExport {
  fileName: string;
  /** CSV text, streamed a page of scans at a time. */
  csv: Readable;
}

/** CSV export of a range's scans, for the owner's own spreadsheets. */
export class ExportScansQuery extends Query<ScansExport> implements AnalyticsQuestion {
  constructor(
    readonly ownerId: string,
    readonly qrCodeId: string,
    readonly range: AnalyticsRange,
    readonly timeZone: string,
  ) {
    super();
  }
}
