import type { ReportFrequency } from '@liveqr/shared/contracts';

/** A report's period: whole UTC days [from, to], YYYY-MM-DD, and the moment it ended. */
export interface ReportPeriod {
  from: string;
  to: string;
  endedAt: Date;
}

/** The last period completed by `now`: the previous Monday-to-Sunday week, or the previous calendar month (UTC). */
export function lastCompletedPeriod(frequency: Exclude<ReportFrequency, 'off'>, now: Date): ReportPeriod {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const end =
    frequency === 'weekly'
      ? new Date(today - ((now.getUTCDay() + 6) % 7) * 86_400_000)
      : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const start =
    frequency === 'weekly'
      ? new Date(end.getTime() - 7 * 86_400_000)
      : new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - 1, 1));
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return { from: day(start), to: day(new Date(end.getTime() - 86_400_000)), endedAt: end };
}
