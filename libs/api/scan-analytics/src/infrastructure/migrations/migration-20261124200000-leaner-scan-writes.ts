import { Migration } from '@mikro-orm/migrations';

/**
 * Less database work per scan, the scan redirect's largest cost:
 * - The foreign key's check ran once per stored scan (a lookup and a row lock each). The batch
 *   insert already locks the codes it writes for (once per code, FOR KEY SHARE) and drops scans of
 *   codes that are gone, which is the same guarantee; what the key still did — a deleted code takes
 *   its scans with it — a statement-level trigger now does, once per delete.
 * - The roll-up queue held a row per scan: an insert per scan, a delete per scan, and dead rows the
 *   roll-up's next read had to step over until vacuum came. It now holds a row per stored batch.
 */
export class Migration20261124200000LeanerScanWrites extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table qr_scans drop constraint qr_scans_qr_code_id_fkey');
    this.addSql(`
      create function qr_scans_delete_with_codes() returns trigger language plpgsql as $$
      begin
        delete from qr_scans where qr_code_id in (select id from deleted_codes);
        return null;
      end $$`);
    this.addSql(`
      create trigger qr_scans_delete_with_codes after delete on qr_codes
      referencing old table as deleted_codes for each statement execute function qr_scans_delete_with_codes()`);

    // Scans stored but not yet counted, by qr_scans.id, one row per stored batch (no foreign key:
    // the roll-up skips ids whose scan is gone).
    this.addSql(
      'create table qr_scan_rollup_batches (id bigint generated always as identity primary key, scan_ids bigint[] not null)',
    );
    this.addSql(
      'insert into qr_scan_rollup_batches (scan_ids) select array_agg(qr_scan_id order by qr_scan_id) from qr_scan_rollup_queue having count(*) > 0',
    );
    this.addSql('drop table qr_scan_rollup_queue');
  }

  override async down(): Promise<void> {
    this.addSql('create table qr_scan_rollup_queue (qr_scan_id bigint primary key)');
    this.addSql('insert into qr_scan_rollup_queue (qr_scan_id) select unnest(scan_ids) from qr_scan_rollup_batches');
    this.addSql('drop table qr_scan_rollup_batches');

    this.addSql('drop trigger qr_scans_delete_with_codes on qr_codes');
    this.addSql('drop function qr_scans_delete_with_codes()');
    this.addSql('delete from qr_scans where qr_code_id not in (select id from qr_codes)');
    this.addSql(
      'alter table qr_scans add constraint qr_scans_qr_code_id_fkey foreign key (qr_code_id) references qr_codes (id) on delete cascade',
    );
  }
}
