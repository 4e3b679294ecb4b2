/**
 * The overview's date range options: the last N calendar days (today included), calendar periods,
 * or a custom pair of days, all in the viewer's time zone.
 */
export const OVERVIEW_PRESETS = ['7days', '30days', '90days', 'thisMonth', 'lastMonth', 'thisYear', 'custom'] as const;
export type OverviewPreset = (typeof OVERVIEW_PRESETS)[number];
export const DEFAULT_OVERVIEW_PRESET: OverviewPreset = '30days';
/** Codes drawn on one series at most. */
export const COMPARE_LIMIT = 4;
export const TOP_CODES_LIMIT = 10;

/** How the trend is cut: by day up to about a quarter, by week up to two years, by month beyond. */
export const TREND_BUCKETS = ['day', 'week', 'month'] as const;
export type TrendBucket = (typeof TREND_BUCKETS)[number];

/** The summary mail's rhythm; 'off' means none. */
export const REPORT_FREQUENCIES = ['off', 'weekly', 'monthly'] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];
