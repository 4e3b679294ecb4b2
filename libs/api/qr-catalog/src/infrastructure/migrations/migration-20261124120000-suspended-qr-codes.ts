import { Migration } from '@mikro-orm/migrations';

/** Operators' decision after abuse reports, kept apart from the owner's own active switch. */
export class Migration20261124120000SuspendedQrCodes extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table qr_codes add column suspended_at timestamptz null');
  }

  override async down(): Promise<void> {
    this.addSql('alter table qr_codes drop column if exists suspended_at');
  }
}
