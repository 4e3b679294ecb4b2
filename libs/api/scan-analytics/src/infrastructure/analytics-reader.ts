import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  dayCount,
  type FacetRow,
  type RecentScan,
  recentScan,
  type ScansPerDay,
} from '../application/analytics-summary.view';
import { FACETS_OF_SCAN } from './scan-facets.sql';

/**
 * Where a range of days starts. The roll-up keeps UTC days, so a range that starts at another
 * zone's midnight reads its partial first UTC day, [from, firstFullDayStart), from qr_scans.
 */
export interface RangeStart {
  from: Date;
  /** UTC midnight on or after `from`. */
  firstFullDayStart: Date;
}

export interface ScanRow {
  /** In the requested time zone, 'YYYY-MM-DD HH:MM:SS'. */
  localTime: string;
  country: string | null;
  city: string | null;
  operatingSystem: string | null;
  deviceType: string;
  browser: string | null;
  isBot: boolean;
}

export interface OwnedScanRow extends ScanRow {
  qrCodeId: string;
}

/** Postgres' answer to a time zone name it does not know. */
const INVALID_PARAMETER_VALUE = '22023';
const EXPORT_PAGE_SIZE = 5_000;

/**
 * The analytics queries, one code at a time, each bounded by the code's own index range: the
 * roll-ups for figures, qr_scans only for the newest rows, a range's partial first day and exports.
 * (MikroORM reads every question mark as a placeholder: none in the SQL otherwise.)
 */
@Injectable()
export class AnalyticsReader {
  constructor(private readonly em: EntityManager) {}

  /** Midnight in `timeZone`, `days - 1` days before today there: the last `days` calendar days. */
  async rangeStart(days: number, timeZone: string): Promise<RangeStart> {
    // Timestamps come back as text (MikroORM leaves their parsing to the entities).
    const [row] = await this.query<{ from: string; utc_midnight: string }>(
      `select from_at as from, date_trunc('day', from_at at time zone 'UTC') at time zone 'UTC' as utc_midnight
       from (select (date_trunc('day', now() at time zone ?) - make_interval(days => ?)) at time zone ? as from_at) r`,
      [timeZone, days - 1, timeZone],
    );
    const from = new Date(row.from);
    const utcMidnight = new Date(row.utc_midnight);
    const firstFullDayStart =
      utcMidnight.getTime() === from.getTime() ? from : new Date(utcMidnight.getTime() + 86_400_000);
    return { from, firstFullDayStart };
  }

  /** Scans per facet value since `start`, or over all time (the all-time roll-up: a few rows). */
  async facets(qrCodeId: string, start: RangeStart | null): Promise<FacetRow[]> {
    const rows = start
      ? await this.query<FacetRow>(
          `select facet, value, sum(scans) as scans from (
             select facet, value, scans from qr_scan_daily_facets
             where qr_code_id = ? and day >= (?::timestamptz at time zone 'UTC')::date
             union all
             select f.facet, f.value, 1 from qr_scans s cross join ${FACETS_OF_SCAN}
             where s.qr_code_id = ? and s.scanned_at >= ? and s.scanned_at < ? and f.value is not null
           ) r group by facet, value`,
          [qrCodeId, start.firstFullDayStart, qrCodeId, start.from, start.firstFullDayStart],
        )
      : await this.query<FacetRow>('select facet, value, scans from qr_scan_facets where qr_code_id = ?', [qrCodeId]);
    return rows.map((row) => ({ ...row, scans: Number(row.scans) }));
  }

  /** Distinct human visitors with a scan since `from`: those last seen since then. */
  async visitorsSince(qrCodeId: string, from: Date): Promise<number> {
    const [row] = await this.query<{ visitors: string }>(
      'select count(*) as visitors from qr_scan_visitors where qr_code_id = ? and last_seen_at >= ?',
      [qrCodeId, from],
    );
    return Number(row.visitors);
  }

  /** The newest human scans since `from` (or ever). */
  async recentScans(qrCodeId: string, from: Date | null, limit: number): Promise<RecentScan[]> {
    const rows = await this.query<Parameters<typeof recentScan>[0]>(
      `select scanned_at as "scannedAt", country, city, operating_system as "operatingSystem",
         device_type as "deviceType", browser
       from qr_scans where qr_code_id = ? and not is_bot and scanned_at >= ?
       order by scanned_at desc, id desc limit ?`,
      [qrCodeId, from ?? '-infinity', limit],
    );
    return rows.map(recentScan);
  }

  /** Human scans per calendar day in `timeZone`, every day from `from` (or the first scan) to today. */
  async scansPerDay(qrCodeId: string, from: Date | null, timeZone: string): Promise<ScansPerDay> {
    const rows = await this.query<{ day: string; scans: string }>(
      `with per_day as (
         select (slot at time zone ?)::date as day, sum(scans) as scans
         from qr_scan_slots where qr_code_id = ? and slot >= ? group by 1
       )
       select to_char(d, 'YYYY-MM-DD') as day, coalesce(p.scans, 0) as scans
       from generate_series(
         coalesce((?::timestamptz at time zone ?)::date, (select min(day) from per_day)),
         (now() at time zone ?)::date, interval '1 day') d
       left join per_day p on p.day = d::date
       order by d`,
      [timeZone, qrCodeId, from ?? '-infinity', from, timeZone, timeZone],
    );
    return rows.map(({ day, scans }) => dayCount(day, Number(scans)));
  }

  /** Every scan since `from` (or ever), bots included and flagged, oldest first, a page at a time. */
  async *scans(qrCodeId: string, from: Date | null, timeZone: string): AsyncGenerator<ScanRow[]> {
    let after: { scannedAt: Date | string; id: string } = { scannedAt: from ?? '-infinity', id: '0' };
    for (;;) {
      const rows = await this.query<ScanRow & { id: string; scannedAt: string }>(
        `select id, scanned_at as "scannedAt", to_char(scanned_at at time zone ?, 'YYYY-MM-DD HH24:MI:SS') as "localTime",
           country, city, operating_system as "operatingSystem", device_type as "deviceType", browser, is_bot as "isBot"
         from qr_scans where qr_code_id = ? and (scanned_at, id) > (?, ?)
         order by scanned_at, id limit ?`,
        [timeZone, qrCodeId, after.scannedAt, after.id, EXPORT_PAGE_SIZE],
      );
      if (rows.length > 0) yield rows;
      if (rows.length < EXPORT_PAGE_SIZE) return;
      after = rows[rows.length - 1];
    }
  }

  /**
   * Every scan of the codes in [from, to) (UTC instants), oldest first, a page at a time: any range,
   * however long, streams in pages of the same size, each read by the code and time index.
   */
  async *scansOfCodes(qrCodeIds: string[], from: Date, to: Date, timeZone: string): AsyncGenerator<OwnedScanRow[]> {
    if (qrCodeIds.length === 0) return;
    let after: { scannedAt: Date | string; id: string } = { scannedAt: from, id: '0' };
    for (;;) {
      const rows = await this.query<OwnedScanRow & { id: string; scannedAt: string }>(
        `select id, scanned_at as "scannedAt", qr_code_id as "qrCodeId",
           to_char(scanned_at at time zone ?, 'YYYY-MM-DD HH24:MI:SS') as "localTime",
           country, city, operating_system as "operatingSystem", device_type as "deviceType", browser, is_bot as "isBot"
         from qr_scans where qr_code_id = any(string_to_array(?, ',')::uuid[]) and (scanned_at, id) > (?, ?) and scanned_at < ?
         order by scanned_at, id limit ?`,
        [timeZone, qrCodeIds.join(','), after.scannedAt, after.id, to, EXPORT_PAGE_SIZE],
      );
      if (rows.length > 0) yield rows;
      if (rows.length < EXPORT_PAGE_SIZE) return;
      after = rows[rows.length - 1];
    }
  }

  /** The UTC instant a local calendar day starts at in the zone. */
  async dayStart(day: string, timeZone: string): Promise<Date> {
    const [row] = await this.query<{ start: Date }>('select (?::date)::timestamp at time zone ? as start', [
      day,
      timeZone,
    ]);
    return new Date(row.start);
  }

  private query<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.em.getConnection().execute<T[]>(sql, params, 'all');
  }
}

export function isUnknownTimeZone(error: unknown): boolean {
  return (error as { code?: string }).code === INVALID_PARAMETER_VALUE;
}
