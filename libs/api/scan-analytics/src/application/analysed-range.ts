import { type AnalysedQrCode, type AnalyticsRange, GetOwnedQrCodeQuery } from '@liveqr/shared/contracts';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ScanAnalyticsErrorCode, ScanAnalyticsException } from '../domain/scan-analytics.exception';
import { AnalyticsReader, isUnknownTimeZone, type RangeStart } from '../infrastructure/analytics-reader';
import type { AnalyticsQuestion } from './queries/analytics-question';

/** Calendar days per Date Range option; all time has no start. */
const RANGE_DAYS = { '7days': 7, '30days': 30, '90days': 90, all: null } satisfies Record<
  AnalyticsRange,
  number | null
>;

/** What every analytics question is asked about: one of the caller's codes, over a range of days. */
export interface AnalysedRange {
  code: AnalysedQrCode;
  /** Null for all time. */
  start: RangeStart | null;
}

/** The one gate of the analytics queries: the caller's own code (anyone else's is a 404) and where its range starts. */
@Injectable()
export class AnalysedRanges {
  constructor(
    private readonly queries: QueryBus,
    private readonly reader: AnalyticsReader,
  ) {}

  async of({ ownerId, qrCodeId, range, timeZone }: AnalyticsQuestion<unknown>): Promise<AnalysedRange> {
    const code = await this.queries.execute<GetOwnedQrCodeQuery, AnalysedQrCode | null>(
      new GetOwnedQrCodeQuery(ownerId, qrCodeId),
    );
    if (!code) throw new ScanAnalyticsException(ScanAnalyticsErrorCode.NotFound);
    const days = RANGE_DAYS[range];
    return { code, start: days === null ? null : await this.rangeStart(days, timeZone) };
  }

  private async rangeStart(days: number, timeZone: string): Promise<RangeStart> {
    try {
      return await this.reader.rangeStart(days, timeZone);
    } catch (error) {
      // The request's zone passed the IANA check, but this database's zone list may lack it.
      if (isUnknownTimeZone(error)) throw new ScanAnalyticsException(ScanAnalyticsErrorCode.UnknownTimeZone);
      throw error;
    }
  }
}
