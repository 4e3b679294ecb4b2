import { Readable } from 'node:stream';
import { spreadsheetCsvStream } from '@liveqr/api/platform';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AnalyticsReader, type ScanRow } from '../../../infrastructure/analytics-reader';
import { AnalysedRanges } from '../../analysed-range';
import { ExportScansQuery, type ScansExport } from './export-scans.query';

/**
 * Every scan of the range, oldest first, bots included but flagged (the figures leave them out).
 * The visitor's hashed IP stays on the server. Cells that a spreadsheet would run as a formula
 * (a User-Agent can make a browser name start with '=') are neutralised by the one CSV writer.
 */
@QueryHandler(ExportScansQuery)
export class ExportScansHandler implements IQueryHandler<ExportScansQuery, ScansExport> {
  constructor(
    private readonly ranges: AnalysedRanges,
    private readonly reader: AnalyticsReader,
  ) {}

  async execute(query: ExportScansQuery): Promise<ScansExport> {
    const { code, start } = await this.ranges.of(query);
    const pages = this.reader.scans(code.id, start?.from ?? null, query.timeZone);
    const rows = Readable.from(
      (async function* () {
        for await (const page of pages) yield* page;
      })(),
    );
    const csv = rows.pipe(
      spreadsheetCsvStream<ScanRow>([
        { key: 'localTime', header: `scanned_at (${query.timeZone})` },
        { key: 'country', header: 'country' },
        { key: 'city', header: 'city' },
        { key: 'operatingSystem', header: 'operating_system' },
        { key: 'deviceType', header: 'device_type' },
        { key: 'browser', header: 'browser' },
        { key: 'isBot', header: 'bot' },
      ]),
    );
    rows.once('error', (error) => csv.destroy(error));
    return { fileName: `${code.name || 'qr-code'}-scans-${query.range}.csv`, csv };
  }
}
