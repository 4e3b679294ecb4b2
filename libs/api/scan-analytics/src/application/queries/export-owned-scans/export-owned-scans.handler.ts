import { Readable } from 'node:stream';
import { spreadsheetCsvStream } from '@liveqr/api/platform';
import { type AnalysedQrCode, ListOwnedQrCodesQuery } from '@liveqr/shared/contracts';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { ScanAnalyticsErrorCode, ScanAnalyticsException } from '../../../domain/scan-analytics.exception';
import { AnalyticsReader, isUnknownTimeZone, type OwnedScanRow } from '../../../infrastructure/analytics-reader';
import { ExportOwnedScansQuery } from './export-owned-scans.query';

type ExportRow = OwnedScanRow & { qrCodeName: string };

/**
 * All scans of all the owner's codes over any range of local days, oldest first, bots flagged:
 * streamed page by page, so ten years cost the memory of one page. A range that ends before it
 * starts is refused.
 */
@QueryHandler(ExportOwnedScansQuery)
export class ExportOwnedScansHandler implements IQueryHandler<ExportOwnedScansQuery> {
  constructor(
    private readonly queries: QueryBus,
    private readonly reader: AnalyticsReader,
  ) {}

  async execute({
    ownerId,
    days,
    timeZone,
    qrCodeId,
  }: ExportOwnedScansQuery): Promise<{ fileName: string; csv: Readable }> {
    if (days.from && days.to && days.to < days.from) {
      throw new ScanAnalyticsException(ScanAnalyticsErrorCode.RangeEndsBeforeStart);
    }
    const codes = await this.queries.execute<ListOwnedQrCodesQuery, AnalysedQrCode[]>(
      new ListOwnedQrCodesQuery(ownerId),
    );
    // One code: only when it is the workspace's, or it is the same 404 as a code that does not exist.
    const chosen = qrCodeId ? codes.filter((code) => code.id === qrCodeId) : codes;
    if (qrCodeId && chosen.length === 0) throw new ScanAnalyticsException(ScanAnalyticsErrorCode.NotFound);
    const names = new Map(chosen.map((code) => [code.id, code.name]));
    const [from, to] = await Promise.all([
      days.from ? this.dayStart(days.from, timeZone) : new Date(0),
      // The day after `to` starts where the range ends.
      days.to ? this.dayStart(nextDay(days.to), timeZone) : new Date(Date.now() + 60_000),
    ]);
    const pages = this.reader.scansOfCodes([...names.keys()], from, to, timeZone);
    const rows = Readable.from(
      (async function* () {
        for await (const page of pages)
          yield* page.map((row) => ({ ...row, qrCodeName: names.get(row.qrCodeId) ?? '' }));
      })(),
    );
    const csv = rows.pipe(
      spreadsheetCsvStream<ExportRow>([
        { key: 'localTime', header: `scanned_at (${timeZone})` },
        { key: 'qrCodeId', header: 'qr_code_id' },
        { key: 'qrCodeName', header: 'qr_code_name' },
        { key: 'country', header: 'country' },
        { key: 'city', header: 'city' },
        { key: 'operatingSystem', header: 'operating_system' },
        { key: 'deviceType', header: 'device_type' },
        { key: 'browser', header: 'browser' },
        { key: 'isBot', header: 'bot' },
      ]),
    );
    rows.once('error', (error) => csv.destroy(error));
    return { fileName: `liveqr-scans-${days.from ?? 'start'}-to-${days.to ?? 'today'}.csv`, csv };
  }

  private async dayStart(day: string, timeZone: string): Promise<Date> {
    try {
      return await this.reader.dayStart(day, timeZone);
    } catch (error) {
      if (isUnknownTimeZone(error)) throw new ScanAnalyticsException(ScanAnalyticsErrorCode.UnknownTimeZone);
      throw error;
    }
  }
}

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
