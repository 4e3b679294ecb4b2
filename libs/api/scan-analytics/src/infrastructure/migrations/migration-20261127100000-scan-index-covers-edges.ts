import { Migration } from '@mikro-orm/migrations';

/**
 * The per-code time index also carries what the analytics overview reads of a range's partial UTC
 * days (bot flag, country, route), so those reads are index-only: the scans of one code in an hour
 * lie on as many heap pages as there are scans, and fetching each page was most of the overview's
 * cost. The scan insert writes the same number of index entries as before, a little wider.
 */
export class Migration20261127100000ScanIndexCoversEdges extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create index qr_scans_qr_code_id_scanned_at_covering_index on qr_scans (qr_code_id, scanned_at) include (is_bot, country, route)',
    );
    this.addSql('drop index qr_scans_qr_code_id_scanned_at_index');
    this.addSql(
      'alter index qr_scans_qr_code_id_scanned_at_covering_index rename to qr_scans_qr_code_id_scanned_at_index',
    );
  }

  override async down(): Promise<void> {
    this.addSql('create index qr_scans_qr_code_id_scanned_at_narrow_index on qr_scans (qr_code_id, scanned_at)');
    this.addSql('drop index qr_scans_qr_code_id_scanned_at_index');
    this.addSql(
      'alter index qr_scans_qr_code_id_scanned_at_narrow_index rename to qr_scans_qr_code_id_scanned_at_index',
    );
  }
}
