import { EntityManager } from '@mikro-orm/postgresql';
import type { TrendBucket } from '@liveqr/shared/contracts';
import { Injectable } from '@nestjs/common';
import { CompiledQuery } from 'kysely';
import { type FacetCount, facetCount } from '../application/analytics-summary.view';
import type { LocalDays } from '../domain/overview-range';
import { FACETS_OF_SCAN } from './scan-facets.sql';

/**
 * Whose scans the overview counts: all of the owner's codes (`codeIds` null), read from the
 * per-owner roll-ups, or the listed codes (already checked to be the owner's), read from the
 * per-code ones. A folder or tag becomes the list of its codes before it gets here.
 */
export interface OverviewScope {
  ownerId: string;
  codeIds: readonly string[] | null;
}

export interface SlotFigures {
  /** By bucket start (YYYY-MM-DD). */
  trend: Map<string, number>;
  /** By 'weekday:hour' (ISO weekday, local hour). */
  hoursOfWeek: Map<string, number>;
}

export interface CodeScans {
  qrCodeId: string;
  scans: number;
}

/**
 * The range's instants and the UTC days the daily roll-ups hold whole: [fullStart, fullEnd). The
 * rest of the range, at most a partial UTC day at each end, is read from qr_scans. A range that
 * ends in the future needs no end piece: no scan is newer than now.
 */
const RANGE = `
  with bounds as (
    select ($2::date::timestamp at time zone $1) as from_at, (($3::date + 1)::timestamp at time zone $1) as to_at
  ),
  r as (
    select from_at, to_at,
      date_trunc('day', from_at at time zone 'UTC') at time zone 'UTC'
        + case when date_trunc('day', from_at at time zone 'UTC') at time zone 'UTC' = from_at then interval '0' else interval '1 day' end
        as full_start,
      date_trunc('day', to_at at time zone 'UTC') at time zone 'UTC'
        + case when to_at > now() and date_trunc('day', to_at at time zone 'UTC') at time zone 'UTC' < to_at then interval '1 day' else interval '0' end
        as day_end
    from bounds
  ),
  range as (
    select from_at, to_at, full_start, greatest(day_end, full_start) as full_end from r
  )`;

/** Scans per code on the range's whole UTC days, for a list of codes: their daily roll-up. */
const DAILY_OF_CODES = `
  select qr_code_id, scans from qr_scan_daily_facets, days
  where qr_code_id = any($4::uuid[]) and facet = 'visitor' and value = 'human' and day >= days.first_day and day < days.end_day`;

/**
 * The whole weeks [wk_from, wk_to) read from the owner's weekly roll-up per code, for the range's
 * whole days R = [first_day, end_day). A partial week at either end is taken whole when most of it
 * is in the range (or it is the current week, whose later days hold no scans yet), so the daily
 * roll-up corrects at most three days at each end: the days of R outside the weeks are added, the
 * days of the weeks outside R subtracted.
 */
const WEEKS = `
  mondays as (
    select *, first_day - (extract(isodow from first_day)::int - 1) as first_monday,
      (end_day - 1) - (extract(isodow from end_day - 1)::int - 1) as last_monday
    from days
  ),
  weeks as (
    select first_day, end_day, wk_from, greatest(wk_to, wk_from) as wk_to from (
      select first_day, end_day,
        first_monday + case when first_day - first_monday <= 3 then 0 else 7 end as wk_from,
        last_monday + case when ends_in_future or end_day - last_monday >= 4 then 7 else 0 end as wk_to
      from mondays
    ) w
  )`;

const DAILY_AND_WEEKLY_OF_OWNER = `
  select qr_code_id, scans from qr_scan_owner_weekly_codes, weeks
  where owner_id = $4 and week >= weeks.wk_from and week < weeks.wk_to
  union all
  select value::uuid, sign * scans from weeks cross join lateral (values
      (weeks.first_day, least(weeks.wk_from, weeks.end_day), 1),
      (greatest(weeks.wk_to, weeks.first_day), weeks.end_day, 1),
      (weeks.wk_from, least(weeks.first_day, weeks.wk_to), -1),
      (greatest(weeks.end_day, weeks.wk_from), weeks.wk_to, -1)
    ) as piece (from_day, to_day, sign)
    join qr_scan_owner_daily_facets f
      on f.owner_id = $4 and f.facet = 'code' and f.day >= piece.from_day and f.day < piece.to_day`;

/**
 * Human scans of the scope in the range's partial UTC days (code, country, route), as a table
 * aliased `s`: code by code (a lateral join, so each reads its own index range, never the whole
 * table), one range per end (an OR of the two would read every scan of the code). An end with no partial day (a range that starts
 * at UTC midnight, or ends in the future) is skipped before any index is read.
 */
function edgeScans(scope: OverviewScope): string {
  const codes = scope.codeIds
    ? 'unnest($4::uuid[]) as c (id)'
    : // The overview's one read of qr-catalog's table: which codes are the owner's, for the partial days.
      '(select id from qr_codes where user_id = $4) c';
  const scans = (from: string, to: string) =>
    `select q.qr_code_id, q.country, q.route from qr_scans q
     where ${from} < ${to} and q.qr_code_id = c.id and not q.is_bot and q.scanned_at >= ${from} and q.scanned_at < ${to}`;
  return `(select q.qr_code_id, q.country, q.route from ${codes} cross join range cross join lateral (
      ${scans('range.from_at', 'least(range.full_start, range.to_at)')}
      union all ${scans('range.full_end', 'range.to_at')}) q) s`;
}

/** Parameters $1–$4 of every query: zone, first and last day, then the codes or the owner. */
function params(scope: OverviewScope, days: LocalDays): unknown[] {
  return [days.timeZone, days.from, days.to, scope.codeIds ?? scope.ownerId];
}

/**
 * The analytics overview's queries: every figure from the quarter-hour and daily roll-ups (per owner
 * for all codes, per code for a list), plus qr_scans only for the range's partial UTC days.
 */
@Injectable()
export class OverviewReader {
  constructor(private readonly em: EntityManager) {}

  /** Trend buckets and the hour × weekday grid, from one pass over the range's quarter hours. */
  async slotFigures(scope: OverviewScope, days: LocalDays, bucket: TrendBucket): Promise<SlotFigures> {
    const slots = scope.codeIds
      ? `select slot, sum(scans) as scans from qr_scan_slots, range
         where qr_code_id = any($4::uuid[]) and slot >= range.from_at and slot < range.to_at group by slot`
      : `select slot, scans from qr_scan_owner_slots, range
         where owner_id = $4 and slot >= range.from_at and slot < range.to_at`;
    const rows = await this.query<{ kind: 'trend' | 'hour'; key: string; scans: string }>(
      `${RANGE},
       -- Local hours first: every figure below is a sum of them, and a quarter of the rows.
       local as (select date_trunc('hour', slot at time zone $1) as t, sum(scans) as scans from (${slots}) s group by 1)
       select 'trend' as kind, to_char(date_trunc($5, t), 'YYYY-MM-DD') as key, sum(scans) as scans from local group by 2
       union all
       select 'hour', extract(isodow from t) || ':' || extract(hour from t), sum(scans) from local group by 2`,
      [...params(scope, days), bucket],
    );
    const figures: SlotFigures = { trend: new Map(), hoursOfWeek: new Map() };
    for (const row of rows)
      (row.kind === 'trend' ? figures.trend : figures.hoursOfWeek).set(row.key, Number(row.scans));
    return figures;
  }

  /** Each code's trend buckets, for codes already known to be the owner's. */
  async trendsOf(
    qrCodeIds: readonly string[],
    days: LocalDays,
    bucket: TrendBucket,
  ): Promise<Map<string, Map<string, number>>> {
    const trends = new Map(qrCodeIds.map((id) => [id, new Map<string, number>()]));
    if (qrCodeIds.length === 0) return trends;
    const rows = await this.query<{ qr_code_id: string; start: string; scans: string }>(
      `${RANGE}
       select qr_code_id, to_char(date_trunc($5, slot at time zone $1), 'YYYY-MM-DD') as start, sum(scans) as scans
       from qr_scan_slots, range
       where qr_code_id = any($4::uuid[]) and slot >= range.from_at and slot < range.to_at
       group by 1, 2`,
      [days.timeZone, days.from, days.to, qrCodeIds, bucket],
    );
    for (const row of rows) trends.get(row.qr_code_id)?.set(row.start, Number(row.scans));
    return trends;
  }

  /**
   * Scans per country and per route, and the codes with the most scans (ties by id, so the order
   * is stable), in one statement: the range's partial days are read from qr_scans once for both.
   */
  async breakdownsAndTopCodes(
    scope: OverviewScope,
    days: LocalDays,
    limit: number,
  ): Promise<{ countries: FacetCount[]; routes: FacetCount[]; topCodes: CodeScans[] }> {
    const daily = scope.codeIds
      ? `select facet, value, scans from qr_scan_daily_facets, days
         where qr_code_id = any($4::uuid[]) and facet in ('country', 'route') and day >= days.first_day and day < days.end_day`
      : `select facet, value, scans from qr_scan_owner_daily_facets, days
         where owner_id = $4 and facet in ('country', 'route') and day >= days.first_day and day < days.end_day`;
    const rows = await this.query<{ facet: string; value: string; scans: string }>(
      `${RANGE},
       days as (
         select (full_start at time zone 'UTC')::date as first_day, (full_end at time zone 'UTC')::date as end_day,
           to_at > now() as ends_in_future
         from range
       ),
       ${scope.codeIds ? '' : `${WEEKS},`}
       edge as materialized (select s.* from ${edgeScans(scope)}),
       -- The partial days' scans by what the breakdowns read: a few rows, however many scans, each
       -- given its facets by the roll-ups' own definition (the scans are human; the rest is unread).
       edge_kinds as (
         select country, route, false as is_bot, null::text as city, null::text as operating_system,
           null::text as device_type, null::text as browser, count(*) as scans
         from edge group by country, route
       ),
       rolled_up (qr_code_id, scans) as (${scope.codeIds ? DAILY_OF_CODES : DAILY_AND_WEEKLY_OF_OWNER}),
       facets as (
         select facet, value, sum(scans) as scans from (
           ${daily}
           union all
           select f.facet, f.value, s.scans from edge_kinds s cross join ${FACETS_OF_SCAN} where f.facet in ('country', 'route')
         ) r group by facet, value
       ),
       top_codes as (
         select qr_code_id, sum(scans) as scans from (
           select qr_code_id, scans from rolled_up
           union all
           select qr_code_id, 1 from edge
         ) r group by qr_code_id
         order by sum(scans) desc, qr_code_id limit $5
       )
       select facet, value, scans from facets
       union all
       select 'code', qr_code_id::text, scans from top_codes
       order by facet, scans desc, value`,
      [...params(scope, days), limit],
    );
    const of = (facet: string): FacetCount[] =>
      rows.filter((row) => row.facet === facet).map((row) => facetCount(row.value, Number(row.scans)));
    return {
      countries: of('country'),
      routes: of('route'),
      topCodes: rows
        .filter((row) => row.facet === 'code')
        .map((row) => ({ qrCodeId: row.value, scans: Number(row.scans) })),
    };
  }

  /** Sent with real bind parameters: arrays stay arrays, and no question mark is read as a placeholder. */
  private async query<T>(sql: string, parameters: unknown[]): Promise<T[]> {
    const result = await this.em.getConnection().getClient().executeQuery<T>(CompiledQuery.raw(sql, parameters));
    return [...result.rows];
  }
}
