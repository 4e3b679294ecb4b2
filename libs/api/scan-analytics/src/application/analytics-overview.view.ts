import type { AnalysedQrCode, QrCodeScope, TrendBucket } from '@liveqr/shared/contracts';
import type { LocalDays, OverviewRangeRequest } from '../domain/overview-range';
import type { SlotFigures } from '../infrastructure/overview-reader';
import type { FacetCount } from './analytics-summary.view';

/*
 * What the analytics overview and the summary mails show, as the application answers it. Its HTTP
 * shape is described once, by the response DTOs in interface/dto/analytics-overview.dto.ts, which
 * the controller returns.
 */

/** Each bucket's scans (0 when none), by its first day in the viewer's zone: a Monday for weeks, the 1st for months. */
export function trendOf(starts: readonly string[], scans: Map<string, number>) {
  return starts.map((start) => ({ start, scans: scans.get(start) ?? 0 }));
}

type TrendPoint = ReturnType<typeof trendOf>[number];

export function overviewCode({ id, name, type }: AnalysedQrCode, scans: number) {
  return { id, name, type, scans };
}

/** A code drawn on the comparison chart: the same buckets as the overview's trend. */
export function comparedCode({ id, name }: AnalysedQrCode, trend: TrendPoint[]) {
  return { id, name, scans: trend.reduce((sum, point) => sum + point.scans, 0), trend };
}

/** The hour-of-day × day-of-week grid: all 168 cells, Monday 0:00 first (ISO weekday, the viewer's hour). */
function hoursOfWeek(scans: Map<string, number>) {
  return Array.from({ length: 7 * 24 }, (_, index) => {
    const weekday = Math.floor(index / 24) + 1;
    const hour = index % 24;
    return { weekday, hour, scans: scans.get(`${weekday}:${hour}`) ?? 0 };
  });
}

/** What the overview was asked: it answers back its range and whose codes it counts. */
interface OverviewRequest {
  range: OverviewRangeRequest;
  codeIds: readonly string[] | null;
  scope: QrCodeScope;
}

interface OverviewFigures {
  slots: SlotFigures;
  trend: TrendPoint[];
  topCodes: ReturnType<typeof overviewCode>[];
  compared: ReturnType<typeof comparedCode>[];
  countries: FacetCount[];
  routes: FacetCount[];
}

/**
 * Every figure of the analytics overview over the range, for all the owner's codes or the listed
 * ones, bots left out. Days, hours and weekdays are the viewer's. `codeIds` null: no list of codes
 * asked for, so all the owner's codes (scans of codes since deleted included) or all those of the
 * folder/tags.
 */
export function toAnalyticsOverview(
  { range, codeIds, scope }: OverviewRequest,
  days: LocalDays,
  bucket: TrendBucket,
  { slots, trend, topCodes, compared, countries, routes }: OverviewFigures,
) {
  return {
    preset: range.preset,
    timeZone: range.timeZone,
    from: days.from,
    to: days.to,
    codeIds: codeIds ? [...codeIds] : null,
    folderId: scope.folderId ?? null,
    includeSubfolders: Boolean(scope.folderId && scope.includeSubfolders),
    tagIds: [...new Set(scope.tagIds ?? [])],
    totalScans: [...slots.trend.values()].reduce((sum, scans) => sum + scans, 0),
    bucket,
    trend,
    topCodes,
    compared,
    hoursOfWeek: hoursOfWeek(slots.hoursOfWeek),
    countries,
    routes,
  };
}

export type AnalyticsOverview = ReturnType<typeof toAnalyticsOverview>;
