import {
  ANALYTICS_RANGES,
  DEFAULT_ANALYTICS_RANGE,
  type AnalysedQrCode,
  type AnalyticsRange,
  type AnalyticsSummary,
  type ScansPerDay,
} from '@liveqr/shared/contracts';
import { apiFetch } from '@liveqr/web/auth';

/** The `?range=` of the URL, or the default when it is missing or not one of the options. */
export function parseRange(value: string | null): AnalyticsRange {
  return ANALYTICS_RANGES.find((range) => range === value) ?? DEFAULT_ANALYTICS_RANGE;
}

/** The server counts days in the viewer's zone, so "last 7 days" and the per-day bars match the viewer's calendar. */
function rangeQuery(range: AnalyticsRange): string {
  return new URLSearchParams({ range, tz: Intl.DateTimeFormat().resolvedOptions().timeZone }).toString();
}

const codePath = (id: string) => `/api/analytics/qr-codes/${encodeURIComponent(id)}`;

export const analyticsApi = {
  /** The user's codes, newest first. */
  qrCodes: () => apiFetch<AnalysedQrCode[]>('/api/analytics/qr-codes'),
  /** The range's figures but the chart's; ApiError 404 for a code that is not the user's. */
  summary: (id: string, range: AnalyticsRange) => apiFetch<AnalyticsSummary>(`${codePath(id)}?${rangeQuery(range)}`),
  /** The chart's figures, a request of their own so the summary never waits for them. */
  scansPerDay: (id: string, range: AnalyticsRange) =>
    apiFetch<ScansPerDay>(`${codePath(id)}/scans-per-day?${rangeQuery(range)}`),
  /** A plain link: the session cookies authorise the download, and the server names the file. */
  scansCsvUrl: (id: string, range: AnalyticsRange) => `${codePath(id)}/scans.csv?${rangeQuery(range)}`,
};
