import { Migration } from '@mikro-orm/migrations';

/**
 * Roll-ups per account, so the analytics overview over all of an owner's codes reads about as many
 * rows as one code's summary, however many codes there are:
 * - human scans per quarter hour (days, hours and weekdays in any zone are exact sums of them);
 * - human scans per UTC day by country, route and code (value: the code's id), for breakdowns and
 *   top codes, and per code and UTC week (Monday first), so top codes over months read a row per
 *   code and week. A deleted code's rows per code go with it; its scans stay in the account's
 *   totals, as history.
 * Keyed by the owner (qr_codes.user_id) when the scans are counted; no foreign key to users: the
 * rows go on UserDeletedEvent. Rows for scans counted before are built from the per-code roll-ups.
 */
export class Migration20261126300000OwnerRollups extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table qr_scan_owner_slots (
        owner_id uuid not null,
        slot timestamptz not null,
        scans integer not null,
        primary key (owner_id, slot)
      )`);
    this.addSql(`
      create table qr_scan_owner_daily_facets (
        owner_id uuid not null,
        facet varchar(10) not null,
        day date not null,
        value varchar(160) not null,
        scans integer not null,
        primary key (owner_id, facet, day, value)
      )`);
    this.addSql(`
      create table qr_scan_owner_weekly_codes (
        owner_id uuid not null,
        week date not null,
        qr_code_id uuid not null,
        scans integer not null,
        primary key (owner_id, week, qr_code_id)
      )`);
    this.addSql(`
      insert into qr_scan_owner_slots (owner_id, slot, scans)
      select c.user_id, s.slot, sum(s.scans) from qr_scan_slots s join qr_codes c on c.id = s.qr_code_id group by 1, 2`);
    this.addSql(`
      insert into qr_scan_owner_daily_facets (owner_id, facet, day, value, scans)
      select c.user_id, f.facet, f.day, f.value, sum(f.scans)
      from qr_scan_daily_facets f join qr_codes c on c.id = f.qr_code_id
      where f.facet in ('country', 'route') group by 1, 2, 3, 4
      union all
      select c.user_id, 'code', f.day, f.qr_code_id::text, f.scans
      from qr_scan_daily_facets f join qr_codes c on c.id = f.qr_code_id
      where f.facet = 'visitor' and f.value = 'human'`);
    this.addSql(`
      insert into qr_scan_owner_weekly_codes (owner_id, week, qr_code_id, scans)
      select c.user_id, date_trunc('week', f.day::timestamp)::date, f.qr_code_id, sum(f.scans)
      from qr_scan_daily_facets f join qr_codes c on c.id = f.qr_code_id
      where f.facet = 'visitor' and f.value = 'human' group by 1, 2, 3`);
    // Extends the trigger that takes a deleted code's scans with it (leaner-scan-writes).
    this.addSql(`
      create or replace function qr_scans_delete_with_codes() returns trigger language plpgsql as $$
      begin
        delete from qr_scans where qr_code_id in (select id from deleted_codes);
        delete from qr_scan_owner_daily_facets f using deleted_codes d
          where f.owner_id = d.user_id and f.facet = 'code' and f.value = d.id::text;
        delete from qr_scan_owner_weekly_codes w using deleted_codes d
          where w.owner_id = d.user_id and w.qr_code_id = d.id;
        return null;
      end $$`);
  }

  override async down(): Promise<void> {
    this.addSql(`
      create or replace function qr_scans_delete_with_codes() returns trigger language plpgsql as $$
      begin
        delete from qr_scans where qr_code_id in (select id from deleted_codes);
        return null;
      end $$`);
    this.addSql('drop table if exists qr_scan_owner_weekly_codes');
    this.addSql('drop table if exists qr_scan_owner_daily_facets');
    this.addSql('drop table if exists qr_scan_owner_slots');
  }
}
