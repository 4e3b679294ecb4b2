import { Migration } from '@mikro-orm/migrations';

/**
 * The smallest size a code's design scans at when scanners need more than its modules do (the scan
 * guarantee's verdict at Save); null: the modules' minimum, which every code saved before passed at.
 */
export class Migration20261128110000ScanMinimumSize extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table qr_codes add column scan_minimum_size integer null');
  }

  override async down(): Promise<void> {
    this.addSql('alter table qr_codes drop column if exists scan_minimum_size');
  }
}
