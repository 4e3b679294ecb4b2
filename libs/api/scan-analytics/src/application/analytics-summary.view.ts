import {
  type AnalysedQrCode,
  type AnalyticsRange,
  TOP_CITIES_LIMIT,
  TOP_COUNTRIES_LIMIT,
} from '@liveqr/shared/contracts';
import type { Scan } from '../domain/scan';

/** A stored facet count as the reader reads it (facet, value, scans). */
export interface FacetRow {
  facet: string;
  value: string;
  scans: number;
}

/*
 * What the Analytics screen of one code shows, as the application answers it. Its HTTP shape is
 * described once, by the response DTOs in interface/dto/analytics.response.dto.ts, which the
 * controller returns.
 */

/** One bar of a breakdown; the roll-ups' '' (unknown) is null, the 'Unknown' bucket. */
export function facetCount(value: string, scans: number) {
  return { value: value || null, scans };
}

export type FacetCount = ReturnType<typeof facetCount>;

/** A calendar day in the viewer's time zone (YYYY-MM-DD) and its scans. */
export function dayCount(day: string, scans: number) {
  return { day, scans };
}

/**
 * Every day of the range in order, days without scans as 0; for all time from the first scan's day
 * (empty without scans). Asked for on its own, so the chart's cost never holds up the summary.
 */
export type ScansPerDay = ReturnType<typeof dayCount>[];

/** A scan of the newest list, as qr_scans holds it. */
export function recentScan(
  scan: Pick<Scan, 'country' | 'city' | 'operatingSystem' | 'deviceType' | 'browser'> & { scannedAt: Date | string },
) {
  return {
    scannedAt: new Date(scan.scannedAt).toISOString(),
    country: scan.country,
    city: scan.city,
    operatingSystem: scan.operatingSystem,
    deviceType: scan.deviceType,
    browser: scan.browser,
  };
}

export type RecentScan = ReturnType<typeof recentScan>;

/**
 * Every figure of the Analytics screen over the range: the per-value sums sorted and cut to the
 * screen's limits. Bots and link previewers are left out of every figure but `botScans`. A range of
 * N days is the last N calendar days in the viewer's time zone, today included.
 */
export function toAnalyticsSummary(
  { range, timeZone }: { range: AnalyticsRange; timeZone: string },
  code: AnalysedQrCode,
  from: Date | null,
  { facetRows, uniqueScans, recentScans }: { facetRows: FacetRow[]; uniqueScans: number; recentScans: RecentScan[] },
) {
  const facets = byFacet(facetRows);
  const visitors = facets('visitor');
  return {
    qrCode: code,
    range,
    timeZone,
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
    topCities: facets('city').slice(0, TOP_CITIES_LIMIT).map(cityCount),
    routes: facets('route'),
    recentScans,
  };
}

export type AnalyticsSummary = ReturnType<typeof toAnalyticsSummary>;

/** Each facet's values, most scans first (ties by value, so the order is stable). */
function byFacet(rows: FacetRow[]): (facet: string) => FacetCount[] {
  const sorted = [...rows].sort((a, b) => b.scans - a.scans || a.value.localeCompare(b.value));
  return (facet) => sorted.filter((row) => row.facet === facet).map(({ value, scans }) => facetCount(value, scans));
}

function scansOf(counts: FacetCount[], value: string): number {
  return counts.find((count) => count.value === value)?.scans ?? 0;
}

function known(counts: FacetCount[]): number {
  return counts.filter((count) => count.value !== null).length;
}

/** City values are 'CC/City' (scan-facets.sql.ts). */
function cityCount({ value, scans }: FacetCount) {
  const city = value ?? '';
  const slash = city.indexOf('/');
  return { city: city.slice(slash + 1), country: city.slice(0, slash) || null, scans };
}
