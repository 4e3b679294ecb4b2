import { RECENT_SCANS_LIMIT } from '@liveqr/shared/contracts';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AnalyticsReader } from '../../../infrastructure/analytics-reader';
import { AnalysedRanges } from '../../analysed-range';
import { type AnalyticsSummary, toAnalyticsSummary } from '../../analytics-summary.view';
import { GetAnalyticsSummaryQuery } from './get-analytics-summary.query';

/**
 * The summary is read from the roll-ups (all time: a few rows per code; a range: its days plus the
 * partial first one), so a million scans cost about what a thousand do; the per-value sums are only
 * sorted and cut to the screen's limits (toAnalyticsSummary).
 */
@QueryHandler(GetAnalyticsSummaryQuery)
export class GetAnalyticsSummaryHandler implements IQueryHandler<GetAnalyticsSummaryQuery, AnalyticsSummary> {
  constructor(
    private readonly ranges: AnalysedRanges,
    private readonly reader: AnalyticsReader,
  ) {}

  async execute(query: GetAnalyticsSummaryQuery): Promise<AnalyticsSummary> {
    const { code, start } = await this.ranges.of(query);
    const from = start?.from ?? null;
    const [facetRows, uniqueScans, recentScans] = await Promise.all([
      this.reader.facets(code.id, start),
      // All time: the exact counter qr_codes keeps; a range: the visitors seen in it.
      from ? this.reader.visitorsSince(code.id, from) : code.uniqueScanCount,
      this.reader.recentScans(code.id, from, RECENT_SCANS_LIMIT),
    ]);
    return toAnalyticsSummary(query, code, from, { facetRows, uniqueScans, recentScans });
  }
}
