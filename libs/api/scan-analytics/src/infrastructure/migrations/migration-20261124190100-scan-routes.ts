import { Migration } from '@mikro-orm/migrations';

/**
 * Which routing rule or split variant sent each scan on, for analytics by rule and variant. Scans
 * stored before went to the default destination; their roll-up rows are added here, except for
 * scans still queued (the roll-up counts those with the new facet).
 */
export class Migration20261124190100ScanRoutes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table qr_scans add column route varchar(20) not null default 'default'`);
    this.addSql(`
      insert into qr_scan_daily_facets (qr_code_id, day, facet, value, scans)
      select s.qr_code_id, (s.scanned_at at time zone 'UTC')::date, 'route', 'default', count(*)
      from qr_scans s
      where not s.is_bot and not exists (select 1 from qr_scan_rollup_queue q where q.qr_scan_id = s.id)
      group by 1, 2`);
    this.addSql(`
      insert into qr_scan_facets (qr_code_id, facet, value, scans)
      select qr_code_id, facet, value, sum(scans) from qr_scan_daily_facets where facet = 'route' group by 1, 2, 3`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from qr_scan_facets where facet = 'route'`);
    this.addSql(`delete from qr_scan_daily_facets where facet = 'route'`);
    this.addSql('alter table qr_scans drop column if exists route');
  }
}
