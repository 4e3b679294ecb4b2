import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Scan } from '../domain/scan';

/**
 * One statement per batch, so it is atomic without an explicit transaction:
 * - the codes are locked against a concurrent delete; scans of a code already deleted are dropped;
 * - a scan id already stored (a replayed spool) is skipped, and so are its counts;
 * - `qr_scan_visitors` answers whether a visitor is new, which keeps unique_scan_count exact;
 * - bots are stored but not counted.
 * Writing qr-catalog's counters from here is a deliberate hot-path exception to context ownership:
 * they must change in the same statement as the rows they count.
 * (No question marks below but the one placeholder: MikroORM reads every one as a parameter.)
 */
const INSERT_BATCH = `
  with input as (
    select * from jsonb_to_recordset(?::jsonb) as t(
      "scanId" uuid, "qrCodeId" uuid, "scannedAt" timestamptz, "ipHash" text, country text, city text,
      "operatingSystem" text, "deviceType" text, browser text, "isBot" boolean)
  ),
  codes as (
    select id from qr_codes where id in (select "qrCodeId" from input) for key share
  ),
  inserted as (
    insert into qr_scans (scan_id, qr_code_id, scanned_at, ip_hash, country, city, operating_system, device_type, browser, is_bot)
    select i."scanId", i."qrCodeId", i."scannedAt", i."ipHash", i.country, i.city, i."operatingSystem", i."deviceType",
      i.browser, i."isBot"
    from input i join codes c on c.id = i."qrCodeId"
    on conflict (scan_id) do nothing
    returning qr_code_id, ip_hash, is_bot
  ),
  visitors as (
    insert into qr_scan_visitors (qr_code_id, ip_hash)
    select distinct qr_code_id, ip_hash from inserted where not is_bot
    on conflict do nothing
    returning qr_code_id
  ),
  counts as (
    select qr_code_id, count(*) as scans, (select count(*) from visitors v where v.qr_code_id = h.qr_code_id) as visitors
    from inserted h where not is_bot group by qr_code_id
  )
  update qr_codes q set scan_count = q.scan_count + c.scans, unique_scan_count = q.unique_scan_count + c.visitors
  from counts c where q.id = c.qr_code_id`;

@Injectable()
export class ScanStore {
  constructor(private readonly em: EntityManager) {}

  /** Inserts a batch and updates the counters; rejects when the database cannot be reached. */
  async insert(scans: readonly Scan[]): Promise<void> {
    if (scans.length === 0) return;
    await this.em.getConnection().execute(INSERT_BATCH, [JSON.stringify(scans)], 'run');
  }
}
