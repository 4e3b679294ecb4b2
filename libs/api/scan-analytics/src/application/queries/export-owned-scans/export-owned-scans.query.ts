import { Query } from '@nestjs/cqrs';
import type { Readable } from 'node:stream';

/** Local calendar days, inclusive; either left out: from the first scan, up to today. */
export interface ScanDays {
  from?: string;
  to?: string;
}

/**
 * Every scan of every code of the owner's (or of one of them) over a range of days, as CSV streamed
 * a page at a time.
 */
export class ExportOwnedScansQuery extends Query<{ fileName: string; csv: Readable }> {
  constructor(
    readonly ownerId: string,
    readonly days: ScanDays,
    readonly timeZone: string,
    /** Only this code's scans. */
    readonly qrCodeId?: string,
  ) {
    super();
  }
}
