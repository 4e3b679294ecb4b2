import type { OverviewPreset, TrendBucket } from '@liveqr/shared/contracts';
import type { FacetCount } from './analytics-summary.view';

/**
 * What the analytics overview and the summary mails show, as the application answers it. Its HTTP
 * shape is described once, by the response DTOs in interface/dto/analytics-overview.dto.ts.
 */

export interface TrendPoint {
  /** The bucket's first day in the viewer's zone, YYYY-MM-DD (a Monday for weeks, the 1st for months). */
  start: string;
  scans: number;
}

export interface OverviewCode {
  id: string;
  name: string;
  type: string;
  scans: number;
}

export interface ComparedCode {
  id: string;
  name: string;
  scans: number;
  /** The same buckets as the overview's trend. */
  trend: TrendPoint[];
}

/** One cell of the hour-of-day × day-of-week grid. */
export interface HourOfWeek {
  /** ISO day of the week: 1 Monday … 7 Sunday. */
  weekday: number;
  /** 0–23 in the viewer's zone. */
  hour: number;
  scans: number;
}

/**
 * Every figure of the analytics overview over the range, for all the owner's codes or the listed
 * ones, bots left out. Days, hours and weekdays are the viewer's.
 */
export interface AnalyticsOverview {
  preset: OverviewPreset;
  timeZone: string;
  /** First and last day of the range, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  /**
   * Null: no list of codes asked for, so all the owner's codes (scans of codes since deleted
   * included) or all those of the folder/tags; else the codes asked for.
   */
  codeIds: string[] | null;
  /** The folder the figures are narrowed to, or null. */
  folderId: string | null;
  /** Whether the folder's subfolders, at any depth, count too. */
  includeSubfolders: boolean;
  /** The figures count only codes carrying every one of these tags; empty for no tag scope. */
  tagIds: string[];
  totalScans: number;
  bucket: TrendBucket;
  trend: TrendPoint[];
  /** Most scans in the range first. */
  topCodes: OverviewCode[];
  compared: ComparedCode[];
  /** All 168 cells, Monday 0:00 first. */
  hoursOfWeek: HourOfWeek[];
  /** ISO country code, null for unknown; most scans first. */
  countries: FacetCount[];
  /** 'default', 'rule:N', 'variant:N' summed over the codes; most scans first. */
  routes: FacetCount[];
}
