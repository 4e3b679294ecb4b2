import type { OverviewPreset, TrendBucket } from '@liveqr/shared/contracts';
import { ScanAnalyticsErrorCode, ScanAnalyticsException } from './scan-analytics.exception';

/** Longer custom ranges are refused: ten years of history must fit, a typo of 2062 for 2026 need not. */
const MAX_RANGE_YEARS = 20;
const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whole calendar days in a time zone: [from, to], both YYYY-MM-DD. */
export interface LocalDays {
  from: string;
  to: string;
  timeZone: string;
}

export interface OverviewRangeRequest {
  preset: OverviewPreset;
  /** YYYY-MM-DD; only for 'custom'. */
  from?: string;
  to?: string;
  timeZone: string;
}

/** The range's days in the viewer's zone, `now` being the moment asked; refuses what no calendar has. */
export function overviewDays({ preset, from, to, timeZone }: OverviewRangeRequest, now: Date): LocalDays {
  const today = todayIn(timeZone, now);
  const [year, month] = today.split('-').map(Number);
  const days = (first: string, last: string): LocalDays => ({ from: first, to: last, timeZone });
  switch (preset) {
    case '7days':
      return days(addDays(today, -6), today);
    case '30days':
      return days(addDays(today, -29), today);
    case '90days':
      return days(addDays(today, -89), today);
    case 'thisMonth':
      return days(isoDay(year, month, 1), today);
    case 'lastMonth':
      return days(isoDay(year, month - 1, 1), addDays(isoDay(year, month, 1), -1));
    case 'thisYear':
      return days(isoDay(year, 1, 1), today);
    case 'custom':
      return customDays(from, to, timeZone);
  }
}

function customDays(from: string | undefined, to: string | undefined, timeZone: string): LocalDays {
  if (!from || !to || !isCalendarDay(from) || !isCalendarDay(to))
    throw new ScanAnalyticsException(ScanAnalyticsErrorCode.InvalidRange);
  if (to < from) throw new ScanAnalyticsException(ScanAnalyticsErrorCode.RangeEndsBeforeStart);
  if (Number(to.slice(0, 4)) - Number(from.slice(0, 4)) > MAX_RANGE_YEARS)
    throw new ScanAnalyticsException(ScanAnalyticsErrorCode.RangeTooLong);
  return { from, to, timeZone };
}

/** Days up to about a quarter, weeks up to two years, months beyond: a chart of at most about a hundred bars. */
export function bucketOf({ from, to }: LocalDays): TrendBucket {
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  return days <= 92 ? 'day' : days <= 731 ? 'week' : 'month';
}

/** Every bucket's first day that the range touches, in order (the first may start before the range). */
export function bucketStarts({ from, to }: LocalDays, bucket: TrendBucket): string[] {
  const starts: string[] = [];
  const first = new Date(`${from}T00:00:00Z`);
  if (bucket === 'week') first.setUTCDate(first.getUTCDate() - ((first.getUTCDay() + 6) % 7));
  if (bucket === 'month') first.setUTCDate(1);
  for (const day = first; day.toISOString().slice(0, 10) <= to;) {
    starts.push(day.toISOString().slice(0, 10));
    if (bucket === 'month') day.setUTCMonth(day.getUTCMonth() + 1);
    else day.setUTCDate(day.getUTCDate() + (bucket === 'week' ? 7 : 1));
  }
  return starts;
}

/** Whether the zone is one this runtime knows by its IANA name. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone.length <= 64;
  } catch {
    return false;
  }
}

function todayIn(timeZone: string, now: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

function isCalendarDay(value: string): boolean {
  return ISO_DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

function isoDay(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
