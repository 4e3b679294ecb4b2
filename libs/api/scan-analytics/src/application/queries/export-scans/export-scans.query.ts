import type { Readable } from 'node:stream';
import { AnalyticsQuestion } from '../analytics-question';

export interface ScansExport {
  fileName: string;
  /** CSV text, streamed a page of scans at a time. */
  csv: Readable;
}

/** CSV export of a range's scans, for the owner's own spreadsheets. */
export class ExportScansQuery extends AnalyticsQuestion<ScansExport> {}
