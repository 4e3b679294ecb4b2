import { Migration } from '@mikro-orm/migrations';

/**
 * The scan batch's foreign key check ran once per stored scan (a lookup and a row lock each), the
 * largest part of the database's work per scan. The batch insert already locks the codes it writes
 * for (once per code, FOR KEY SHARE) and drops scans of codes that are gone, which is the same
 * guarantee; what the key still did — a deleted code takes its scans with it — a statement-level
 * trigger now does, once per delete.
 */
export class Migration20261124200000ScansWithoutForeignKey extends Migration {
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
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger qr_scans_delete_with_codes on qr_codes');
    this.addSql('drop function qr_scans_delete_with_codes()');
    this.addSql('delete from qr_scans where qr_code_id not in (select id from qr_codes)');
    this.addSql(
      'alter table qr_scans add constraint qr_scans_qr_code_id_fkey foreign key (qr_code_id) references qr_codes (id) on delete cascade',
    );
  }
}
