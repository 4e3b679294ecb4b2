import { EntityManager } from '@mikro-orm/postgresql';
import { inNativeTransaction } from '@liveqr/api/platform';
import { Injectable } from '@nestjs/common';
import type { CodeScanCounts, RecordedScan, SqlTransaction } from '@liveqr/shared/contracts';
import type { Scan } from '../domain/scan';
import { FACETS_OF_SCAN, SLOT_OF_SCAN } from './scan-facets.sql';

/** The columns of a stored scan, in the order of the insert statement's arrays. */
const COLUMNS = [
  ['scanId', 'uuid'],
  ['qrCodeId', 'uuid'],
  ['scannedAt', 'timestamptz'],
  ['ipHash', 'text'],
  ['country', 'text'],
  ['city', 'text'],
  ['operatingSystem', 'text'],
  ['deviceType', 'text'],
  ['browser', 'text'],
  ['isBot', 'boolean'],
  ['route', 'text'],
] as const satisfies readonly (readonly [keyof Scan, string])[];

/**
 * The scan redirect's write, as small as it can be because the phone waits for its commit: the
 * scans and one roll-up queue row for the batch, in one statement (atomic without a transaction).
 * - One typed array per column (`unnest`), which PostgreSQL reads cheaper than a JSON document.
 * - The codes are neither locked nor looked up: a lock taken by every batch on the same codes is a
 *   MultiXact each time (measured as a third of the database's work per scan), and a lookup per
 *   code and batch cost a tenth of the insert. A scan of a code deleted before or while its batch
 *   is written is stored, and deleted (never counted) by the next roll-up (see ROLL_UP).
 * - Scans replayed from the spool may be stored already (a write that timed out, then committed):
 *   their statement skips a scan id already stored, and does not queue it again. Fresh scans have
 *   fresh ids, so theirs is a plain insert, which spares the speculative insertion per row.
 * - `noticed`: the batch holds scans whose owner listens for them. Its queue row then also names the
 *   batch's people's scans (never bots'), `noticed_scan_ids`, and the statement answers the row's id:
 *   the roll-up that counts the batch hands those scans to the webhooks in its own transaction
 *   (ROLL_UP), so a scan is noticed exactly when it is stored and told exactly once. The process that
 *   wrote the row holds exactly the listened-for ones; a row read back also names other owners' scans,
 *   which find no endpoint when their messages are written (queueMessagesWithin). A batch without any
 *   is written without it. (An outbox row of its own per batch, written here and deleted by a drain,
 *   cost a tenth of the redirect's throughput once everyone's codes were listened for.)
 */
function insertBatch(replayed: boolean, noticed: boolean): string {
  return `
  with input as (
    select * from unnest(${COLUMNS.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ')})
      as t(${COLUMNS.map(([name]) => `"${name}"`).join(', ')})
  ),
  inserted as (
    insert into qr_scans (scan_id, qr_code_id, scanned_at, ip_hash, country, city, operating_system, device_type, browser, is_bot,
      route)
    select i."scanId", i."qrCodeId", i."scannedAt", i."ipHash", i.country, i.city, i."operatingSystem", i."deviceType",
      i.browser, i."isBot", coalesce(i.route, 'default')
    from input i
    ${replayed ? 'on conflict (scan_id) do nothing' : ''}
    returning id${noticed ? ', is_bot' : ''}
  )
  insert into qr_scan_rollup_batches (scan_ids${noticed ? ', noticed_scan_ids' : ''})
  select array_agg(id)${noticed ? ', array_agg(id) filter (where not is_bot)' : ''} from inserted having count(*) > 0
  ${noticed ? 'returning id' : ''}`;
}

/**
 * How long a batch with listened-for scans waits for the process that wrote it (and holds them) to
 * count it: after that any roll-up takes it and reads its scans back (that process stopped).
 */
const WRITER_HOLDS_SECONDS = 5;

/**
 * Folds up to `limit` queued batches of scans into everything that counts them, in one statement,
 * and answers what it counted per code for the codes' counters, which the caller adds in the same
 * transaction, so a scan leaves the queue exactly when it is counted:
 * - `qr_scan_visitors` answers whether a visitor is new (a row inserted, not updated: xmax = 0),
 *   which keeps unique_scan_count exact, and remembers when each visitor was last seen;
 * - the analytics roll-ups (slots, daily and all-time facets, see the scan-rollups migration), per
 *   code and per owner (the owner-rollups migration);
 * - per code, the people's scans, the new visitors and the latest scan: what qr-catalog adds to
 *   qr_codes' scan_count, unique_scan_count and last_scanned_at (RecordScanCountsCommand).
 * Everything but the visitors is counted from `kinds`: the scans grouped by what the roll-ups tell
 * apart (code, quarter hour, bot, country, city, system, device, browser, route), a few rows per
 * code however many scans, so the facets are made and summed per kind rather than per scan. Nothing
 * is joined per scan: PostgreSQL cannot tell how many rows a CTE holds, plans it as one and joins by
 * nested loops, so a join of the scans with their codes, or a count of new visitors per code, cost
 * scans x codes (15,000 scans of 1,000 codes: 1.8-3.0 s; joined per kind and counted in one pass, 0.47 s).
 * - the scans someone listens for (`noticed_scan_ids`): the taken batches that name any, told now,
 *   and the scans of those the calling process does not hold ($2: it wrote them and keeps their
 *   scans) read back with their code's owner (a scan deleted since, with its code, is left out); the
 *   caller hands them to the webhooks in the same transaction. A batch that another process may
 *   still hold (younger than WRITER_HOLDS_SECONDS) is not taken at all: its writer's own roll-up,
 *   within a second, counts it and tells its scans from memory. With two replicas, each rolling up
 *   every second, half the batches were otherwise read back, which cost the redirect a tenth of its
 *   throughput; counted at once and queued again for their writer, they still cost about 7 % more
 *   CPU per scan than left alone (redirect bench, 1,000 owners listening).
 * Bots are stored and rolled up as bots only. Queue rows locked by another server's roll-up are
 * skipped, and every upsert takes its rows in key order, so two servers cannot deadlock. Scans
 * whose code was deleted before or while they were written are deleted here instead of counted.
 */
const ROLL_UP = `
  -- The batches the caller holds, each row looked up in them by hash: \`= any($2)\`, once the statement
  -- runs on its generic plan, compares every queue row with every held batch, a second's worth of each.
  with held as (select unnest($2::bigint[]) as id),
  queued as (
    delete from qr_scan_rollup_batches where id in (
      select id from qr_scan_rollup_batches
      where noticed_scan_ids is null or id in (select id from held)
        or queued_at < now() - interval '${WRITER_HOLDS_SECONDS} seconds'
      order by id limit $1 for update skip locked)
    returning id, scan_ids, noticed_scan_ids
  ),
  queued_ids as (
    select min(scan_id) as first_id, max(scan_id) as last_id, array_agg(scan_id) as ids
    from queued, unnest(queued.scan_ids) as scan_id
  ),
  -- One walk along the ids' range, whose rows lie together, rather than a lookup per scan; rows in the
  -- range queued in other batches (a replica's roll-up, a later run) are left to those. A scan
  -- deleted with its code since leaves only its id in the queue.
  stored as (
    select s.* from queued_ids q join qr_scans s on s.id between q.first_id and q.last_id where s.id = any(q.ids)
  ),
  -- The scans grouped by what the roll-ups tell apart, before any join: a few rows per code however
  -- many scans, so the codes are joined per group, not per scan.
  grouped as (
    select s.qr_code_id, ${SLOT_OF_SCAN} as slot, s.is_bot, s.country, s.city, s.operating_system, s.device_type,
      s.browser, s.route, count(*) as scans, max(s.scanned_at) as last_scanned_at
    from stored s
    group by 1, 2, 3, 4, 5, 6, 7, 8, 9
  ),
  -- Codes deleted before or while their scans were written: the delete could not see those scans.
  deleted_codes as (
    select distinct g.qr_code_id as id from grouped g where not exists (select from qr_codes c where c.id = g.qr_code_id)
  ),
  -- Nearly always none: then the scans are not even read again.
  orphaned as (
    delete from qr_scans where exists (select from deleted_codes)
      and id in (select id from stored where qr_code_id in (select id from deleted_codes))
  ),
  visitors as (
    insert into qr_scan_visitors (qr_code_id, ip_hash, last_seen_at)
    select qr_code_id, ip_hash, max(scanned_at) from stored
    where not is_bot and qr_code_id not in (select id from deleted_codes)
    group by 1, 2 order by 1, 2
    on conflict (qr_code_id, ip_hash) do update
      set last_seen_at = greatest(qr_scan_visitors.last_seen_at, excluded.last_seen_at)
    returning qr_code_id, xmax = 0 as is_new
  ),
  -- Each group with its code's owner; the groups of a deleted code drop out here.
  kinds as (
    select g.*, c.user_id as owner_id from grouped g join qr_codes c on c.id = g.qr_code_id
  ),
  slots as (
    insert into qr_scan_slots (qr_code_id, slot, scans)
    select qr_code_id, slot, sum(scans) from kinds where not is_bot group by 1, 2 order by 1, 2
    on conflict (qr_code_id, slot) do update set scans = qr_scan_slots.scans + excluded.scans
  ),
  facet_values as (
    select s.qr_code_id, s.owner_id, (s.slot at time zone 'UTC')::date as day, f.facet, f.value, s.scans
    from kinds s cross join ${FACETS_OF_SCAN}
    where f.value is not null
  ),
  daily_facets as (
    insert into qr_scan_daily_facets (qr_code_id, day, facet, value, scans)
    select qr_code_id, day, facet, value, sum(scans) from facet_values group by 1, 2, 3, 4 order by 1, 2, 3, 4
    on conflict (qr_code_id, day, facet, value) do update set scans = qr_scan_daily_facets.scans + excluded.scans
  ),
  facets as (
    insert into qr_scan_facets (qr_code_id, facet, value, scans)
    select qr_code_id, facet, value, sum(scans) from facet_values group by 1, 2, 3 order by 1, 2, 3
    on conflict (qr_code_id, facet, value) do update set scans = qr_scan_facets.scans + excluded.scans
  ),
  owner_slots as (
    insert into qr_scan_owner_slots (owner_id, slot, scans)
    select owner_id, slot, sum(scans) from kinds where not is_bot group by 1, 2 order by 1, 2
    on conflict (owner_id, slot) do update set scans = qr_scan_owner_slots.scans + excluded.scans
  ),
  owner_facet_values as (
    select owner_id, facet, day, value, scans from facet_values where facet in ('country', 'route')
    union all
    select owner_id, 'code', day, qr_code_id::text, scans from facet_values where facet = 'visitor' and value = 'human'
  ),
  owner_facets as (
    insert into qr_scan_owner_daily_facets (owner_id, facet, day, value, scans)
    select owner_id, facet, day, value, sum(scans) from owner_facet_values group by 1, 2, 3, 4 order by 1, 2, 3, 4
    on conflict (owner_id, facet, day, value) do update set scans = qr_scan_owner_daily_facets.scans + excluded.scans
  ),
  owner_weekly_codes as (
    insert into qr_scan_owner_weekly_codes (owner_id, week, qr_code_id, scans)
    select owner_id, date_trunc('week', day::timestamp)::date, value::uuid, sum(scans) from owner_facet_values
    where facet = 'code' group by 1, 2, 3 order by 1, 2, 3
    on conflict (owner_id, week, qr_code_id) do update set scans = qr_scan_owner_weekly_codes.scans + excluded.scans
  ),
  -- One pass over the groups and the new visitors, rather than a look through every visitor per code.
  counts as (
    select qr_code_id, sum(scans) as scans, sum(visitors) as visitors, max(last_scanned_at) as last_scanned_at
    from (
      select qr_code_id, scans, 0 as visitors, last_scanned_at from kinds where not is_bot
      union all
      select qr_code_id, 0, 1, null from visitors where is_new
    ) counted
    group by qr_code_id order by qr_code_id
  ),
  -- Rare (another replica wrote them, or a process that stopped): looked up by id, not walked.
  read_back as (
    select s.id, s.scan_id, s.qr_code_id, s.scanned_at, s.country, s.city, s.operating_system, s.device_type, s.browser,
      s.route, c.user_id as owner_id
    from qr_scans s join qr_codes c on c.id = s.qr_code_id
    where s.id = any(array(select unnest(noticed_scan_ids) from queued where id not in (select id from held)))
  )
  -- The codes' all-time counters are qr-catalog's: the counts go to it (RecordScanCountsCommand).
  select (select count(*) from queued) as rolled_up,
    (select json_agg(json_build_object('qrCodeId', qr_code_id, 'scans', scans, 'newVisitors', visitors,
       'lastScannedAt', last_scanned_at) order by qr_code_id) from counts) as counts,
    (select array_agg(id) from queued where noticed_scan_ids is not null) as noticed,
    (select json_agg(json_build_object('scanId', scan_id, 'qrCodeId', qr_code_id, 'scannedAt', scanned_at,
       'country', country, 'city', city, 'operatingSystem', operating_system, 'deviceType', device_type,
       'browser', browser, 'isBot', false, 'route', route, 'ownerId', owner_id) order by id) from read_back) as read_back`;

/**
 * The scan path's statements run hundreds of times a second: prepared once per connection
 * (named), PostgreSQL parses and plans them once instead of on every batch.
 */
const INSERT_STATEMENTS = {
  fresh: { name: 'scan-insert-batch', text: insertBatch(false, false) },
  replayed: { name: 'scan-insert-replayed-batch', text: insertBatch(true, false) },
  freshNoticed: { name: 'scan-insert-noticed-batch', text: insertBatch(false, true) },
  replayedNoticed: { name: 'scan-insert-replayed-noticed-batch', text: insertBatch(true, true) },
};
const ROLL_UP_STATEMENT = { name: 'scan-roll-up', text: ROLL_UP };

/** A scan someone listens for, as the roll-up hands it on: as stored, with its code's owner. */
export type OwnedScan = RecordedScan & { ownerId: string };

/** What one roll-up took from the queue. */
export interface RolledUp {
  /** Per code, what qr-catalog adds to its counters. */
  counts: CodeScanCounts[];
  /** The taken batches that name scans someone listens for. */
  noticedBatches: string[];
  /** The listened-for scans of those batches the caller does not hold, read back. */
  readBack: OwnedScan[];
}

@Injectable()
export class ScanStore {
  constructor(private readonly em: EntityManager) {}

  /**
   * Stores a batch of fresh scans and queues it for the roll-up, naming its people's scans for the
   * webhooks when someone listens for any of them (`noticed`). Resolves with the id of the batch's
   * queue row when noticed. Rejects when the database cannot be reached.
   */
  insert(scans: readonly Scan[], noticed = false): Promise<string | undefined> {
    return this.write(noticed ? INSERT_STATEMENTS.freshNoticed : INSERT_STATEMENTS.fresh, scans);
  }

  /** As `insert`, for scans from the spool: those already stored are skipped, and not noticed again. */
  insertReplayed(scans: readonly Scan[], noticed = false): Promise<string | undefined> {
    return this.write(noticed ? INSERT_STATEMENTS.replayedNoticed : INSERT_STATEMENTS.replayed, scans);
  }

  /** Scans stored but not counted yet, and how long the oldest of them has waited. */
  async rollUpBacklog(): Promise<{ scans: number; oldestSeconds: number }> {
    const [row] = await this.em.getConnection().execute<{ scans: string; oldest_seconds: string | null }[]>(
      `select coalesce(sum(cardinality(scan_ids)), 0) as scans,
         (select extract(epoch from now() - min(s.scanned_at)) from qr_scans s
           where s.id in (select unnest(scan_ids) from (select scan_ids from qr_scan_rollup_batches order by id limit 1) oldest)
         ) as oldest_seconds
       from qr_scan_rollup_batches`,
    );
    return { scans: Number(row.scans), oldestSeconds: Number(row.oldest_seconds ?? 0) };
  }

  private async write(statement: { name: string; text: string }, scans: readonly Scan[]): Promise<string | undefined> {
    if (scans.length === 0) return undefined;
    const pool = await this.em.getConnection().getNativeClient();
    const values: unknown[] = COLUMNS.map(([name]) => scans.map((scan) => scan[name] ?? null));
    const { rows } = await pool.query<{ id: string }>({ ...statement, values });
    return rows[0]?.id;
  }

  /**
   * Counts the scans of up to `limit` queued batches, and hands what it took (`RolledUp`) to `handOn`
   * within the transaction that takes them from the queue: the counts and the listened-for scans go
   * exactly when the batches do. `held`: the batches whose listened-for scans the caller holds, which
   * are not read back; such batches that others may hold are left to them (see ROLL_UP). Resolves
   * with how many batches it took, and which of them name such scans.
   */
  rollUp(
    limit: number,
    held: readonly string[],
    handOn: (rolledUp: RolledUp, transaction: SqlTransaction) => Promise<void>,
  ): Promise<{ batches: number; noticedBatches: string[] }> {
    return inNativeTransaction(this.em, async (client, transaction) => {
      const { rows } = await client.query<{
        rolled_up: string;
        counts: CodeScanCounts[] | null;
        noticed: string[] | null;
        read_back: OwnedScan[] | null;
      }>({ ...ROLL_UP_STATEMENT, values: [limit, held] });
      const { rolled_up, counts, noticed, read_back } = rows[0];
      const noticedBatches = noticed ?? [];
      // JSON's timestamps carry PostgreSQL's offset notation; messages carry ISO ones.
      const readBack = (read_back ?? []).map((scan) => ({
        ...scan,
        scannedAt: new Date(scan.scannedAt).toISOString(),
      }));
      await handOn({ counts: counts ?? [], noticedBatches, readBack }, transaction);
      return { batches: Number(rolled_up), noticedBatches };
    });
  }
}
