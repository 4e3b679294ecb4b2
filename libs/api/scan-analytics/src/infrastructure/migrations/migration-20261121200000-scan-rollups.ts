import { Migration } from '@mikro-orm/migrations';

/**
 * Roll-ups, so a code's analytics cost the same whether it has a thousand scans or a million: the
 * screen reads these instead of aggregating qr_scans. The scan redirect only stores the scan and
 * queues it; a background roll-up counts queued scans in bulk (the counters move there too).
 * Bots are only counted as bots (facet 'visitor'). The rows for scans stored before are built from
 * qr_scans at the end (a copy of the definitions in scan-facets.sql.ts as they were then).
 */
export class Migration20261121200000ScanRollups extends Migration {
  override async up(): Promise<void> {
    // Scans stored but not yet counted, by qr_scans.id (no foreign key: the roll-up skips rows whose scan is gone).
    this.addSql('create table qr_scan_rollup_queue (qr_scan_id bigint primary key)');
    // Human scans per quarter hour: every time zone's midnight falls on one (offsets are multiples
    // of 15 minutes), so days in the viewer's zone are exact sums of slots.
    this.addSql(`
      create table qr_scan_slots (
        qr_code_id uuid not null references qr_codes (id) on delete cascade,
        slot timestamptz not null,
        scans integer not null,
        primary key (qr_code_id, slot)
      )`);
    // Scans per UTC day and facet value (visitor human/bot; for humans country, city as 'CC/City',
    // os, device, browser, '' when unknown), for ranges; a range's partial first day is read from qr_scans.
    this.addSql(`
      create table qr_scan_daily_facets (
        qr_code_id uuid not null references qr_codes (id) on delete cascade,
        day date not null,
        facet varchar(10) not null,
        value varchar(160) not null,
        scans integer not null,
        primary key (qr_code_id, day, facet, value)
      )`);
    // The same over all time: a handful of rows per code.
    this.addSql(`
      create table qr_scan_facets (
        qr_code_id uuid not null references qr_codes (id) on delete cascade,
        facet varchar(10) not null,
        value varchar(160) not null,
        scans integer not null,
        primary key (qr_code_id, facet, value)
      )`);
    // A visitor counts as unique in a range ending now when their last scan is in it.
    this.addSql('alter table qr_scan_visitors add column last_seen_at timestamptz');
    this.addSql(`
      update qr_scan_visitors v set last_seen_at = s.last_seen_at
      from (select qr_code_id, ip_hash, max(scanned_at) as last_seen_at from qr_scans where not is_bot group by 1, 2) s
      where s.qr_code_id = v.qr_code_id and s.ip_hash = v.ip_hash`);
    this.addSql('update qr_scan_visitors set last_seen_at = now() where last_seen_at is null');
    this.addSql('alter table qr_scan_visitors alter column last_seen_at set not null');
    this.addSql(
      'create index qr_scan_visitors_qr_code_id_last_seen_at_index on qr_scan_visitors (qr_code_id, last_seen_at)',
    );

    this.addSql(`
      insert into qr_scan_slots (qr_code_id, slot, scans)
      select qr_code_id, date_bin('15 minutes', scanned_at, timestamptz 'epoch'), count(*)
      from qr_scans where not is_bot group by 1, 2`);
    this.addSql(`
      insert into qr_scan_daily_facets (qr_code_id, day, facet, value, scans)
      select s.qr_code_id, (s.scanned_at at time zone 'UTC')::date, f.facet, f.value, count(*)
      from qr_scans s cross join lateral (values
        ('visitor', case when s.is_bot then 'bot' else 'human' end),
        ('country', case when not s.is_bot then coalesce(s.country, '') end),
        ('city', case when not s.is_bot and s.city is not null then coalesce(s.country, '') || '/' || s.city end),
        ('os', case when not s.is_bot then coalesce(s.operating_system, '') end),
        ('device', case when not s.is_bot then s.device_type end),
        ('browser', case when not s.is_bot then coalesce(s.browser, '') end)) as f (facet, value)
      where f.value is not null
      group by 1, 2, 3, 4`);
    this.addSql(`
      insert into qr_scan_facets (qr_code_id, facet, value, scans)
      select qr_code_id, facet, value, sum(scans) from qr_scan_daily_facets group by 1, 2, 3`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists qr_scan_visitors_qr_code_id_last_seen_at_index');
    this.addSql('alter table qr_scan_visitors drop column if exists last_seen_at');
    this.addSql('drop table if exists qr_scan_facets');
    this.addSql('drop table if exists qr_scan_daily_facets');
    this.addSql('drop table if exists qr_scan_slots');
    this.addSql('drop table if exists qr_scan_rollup_queue');
  }
}
