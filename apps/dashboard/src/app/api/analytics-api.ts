import { ANALYTICS_RANGES, DEFAULT_ANALYTICS_RANGE, type AnalyticsRange } from '@liveqr/shared/contracts';
import { api, apiFile, bodyOf, type components } from '@liveqr/web/api-client';

type Schemas = components['schemas'];
export type AnalysedQrCode = Schemas['AnalysedQrCodeResponseDto'];
export type AnalyticsSummary = Schemas['AnalyticsSummaryResponseDto'];
export type FacetCount = Schemas['FacetCountResponseDto'];
export type DayCount = Schemas['DayCountResponseDto'];
export type ScansPerDay = DayCount[];
export type RecentScan = Schemas['RecentScanResponseDto'];

/** The `?range=` of the URL, or the default when it is missing or not one of the options. */
export function parseRange(value: string | null): AnalyticsRange {
  return ANALYTICS_RANGES.find((range) => range === value) ?? DEFAULT_ANALYTICS_RANGE;
}

/** The server counts days in the viewer's zone, so "last 7 days" and the per-day bars match the viewer's calendar. */
function codeInRange(id: string, range: AnalyticsRange) {
  return { params: { path: { id }, query: { range, tz: Intl.DateTimeFormat().resolvedOptions().timeZone } } };
}

export const analyticsApi = {
  /** The user's codes, newest first. */
  qrCodes: () => bodyOf(api.GET('/api/analytics/qr-codes')),
  /** One code as its owner sees it, for its short link. */
  qrCode: (id: string) => bodyOf(api.GET('/api/qr-codes/{id}', { params: { path: { id } } })),
  /** The range's figures but the chart's; ApiError 404 for a code that is not the user's. */
  summary: (id: string, range: AnalyticsRange) =>
    bodyOf(api.GET('/api/analytics/qr-codes/{id}', codeInRange(id, range))),
  /** The chart's figures, a request of their own so the summary never waits for them. */
  scansPerDay: (id: string, range: AnalyticsRange) =>
    bodyOf(api.GET('/api/analytics/qr-codes/{id}/scans-per-day', codeInRange(id, range))),
  /** The range's scans as a CSV file, named by the server; fetched with the session, refreshed when it expired. */
  scansCsv: (id: string, range: AnalyticsRange) =>
    apiFile(api.GET('/api/analytics/qr-codes/{id}/scans.csv', { ...codeInRange(id, range), parseAs: 'blob' })),
};
