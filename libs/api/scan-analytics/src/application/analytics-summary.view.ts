import type { AnalysedQrCode, AnalyticsRange } from '@liveqr/shared/contracts';

/**
 * What the Analytics screen of one code shows, as the application answers it. Its HTTP shape is
 * described once, by the response DTOs in interface/dto/analytics.response.dto.ts.
 */

/** One bar of a breakdown; `value` null is the 'Unknown' bucket. */
export interface FacetCount {
  value: string | null;
  scans: number;
}

export interface CityCount {
  city: string;
  /** ISO 3166-1 alpha-2, or null when unknown. */
  country: string | null;
  scans: number;
}

export interface DayCount {
  /** A calendar day in the viewer's time zone, YYYY-MM-DD. */
  day: string;
  scans: number;
}

export interface RecentScan {
  scannedAt: string;
  city: string | null;
  country: string | null;
  deviceType: string | null;
  operatingSystem: string | null;
  browser: string | null;
}

/**
 * Every day of the range in order, days without scans as 0; for all time from the first scan's day
 * (empty without scans). Asked for on its own, so the chart's cost never holds up the summary.
 */
export type ScansPerDay = DayCount[];

/**
 * Every figure of the Analytics screen over the range, aggregated on the server. Bots and link
 * previewers are left out of every figure but `botScans`. A range of N days is the last N calendar
 * days in the viewer's time zone, today included.
 */
export interface AnalyticsSummary {
  qrCode: AnalysedQrCode;
  range: AnalyticsRange;
  timeZone: string;
  /** Start of the range (midnight in the time zone), null for all time. */
  from: string | null;
  totalScans: number;
  uniqueScans: number;
  /** Scans by bots and link previewers in the range: recorded, never counted. */
  botScans: number;
  /** Distinct known countries and operating systems (the 'Countries' and 'Platforms' cards). */
  countries: number;
  platforms: number;
  /** Most scans first. */
  operatingSystems: FacetCount[];
  deviceTypes: FacetCount[];
  browsers: FacetCount[];
  topCountries: FacetCount[];
  topCities: CityCount[];
  /** Where the code's rules sent scans: 'default', 'rule:N' (the Nth routing rule), 'variant:N' (the Nth split destination). */
  routes: FacetCount[];
  /** Newest first. */
  recentScans: RecentScan[];
}
