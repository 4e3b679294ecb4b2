import { RECENT_SCANS_LIMIT, TOP_CITIES_LIMIT, TOP_COUNTRIES_LIMIT } from '@liveqr/shared/contracts';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AnalyticsReader, type FacetRow } from '../../../infrastructure/analytics-reader';
import { AnalysedRanges } from '../../analysed-range';
import type { AnalyticsSummary, CityCount, FacetCount } from '../../analytics-summary.view';
import { GetAnalyticsSummaryQuery } from './get-analytics-summary.query';

/**
 * The summary is read from the roll-ups (all time: a few rows per code; a range: its days plus the
 * partial first one), so a million scans cost about what a thousand do. Here the per-value sums are
 * only sorted and cut to the screen's limits.
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
    const facets = byFacet(facetRows);
    const visitors = facets('visitor');
    return {
      qrCode: code,
      range: query.range,
      timeZone: query.timeZone,
      from: from?.toISOString() ?? null,
      totalScans: scansOf(visitors, 'human'),
      uniqueScans,
      botScans: scansOf(visitors, 'bot'),
      countries: known(facets('country')),
      platforms: known(facets('os')),
      operatingSystems: facets('os'),
      deviceTypes: facets('device'),
      browsers: facets('browser'),
      topCountries: facets('country').slice(0, TOP_COUNTRIES_LIMIT),
      topCities: facets('city').slice(0, TOP_CITIES_LIMIT).map(toCityCount),
      routes: facets('route'),
      recentScans,
    };
  }
}

/** Each facet's values, most scans first (ties by value, so the order is stable); '' is the unknown bucket. */
function byFacet(rows: FacetRow[]): (facet: string) => FacetCount[] {
  const sorted = [...rows].sort((a, b) => b.scans - a.scans || a.value.localeCompare(b.value));
  return (facet) =>
    sorted.filter((row) => row.facet === facet).map(({ value, scans }) => ({ value: value || null, scans }));
}

function scansOf(counts: FacetCount[], value: string): number {
  return counts.find((count) => count.value === value)?.scans ?? 0;
}

function known(counts: FacetCount[]): number {
  return counts.filter((count) => count.value !== null).length;
}

/** City values are 'CC/City' (scan-facets.sql.ts). */
function toCityCount({ value, scans }: FacetCount): CityCount {
  const city = value ?? '';
  const slash = city.indexOf('/');
  return { city: city.slice(slash + 1), country: city.slice(0, slash) || null, scans };
}
