import { Migration } from '@mikro-orm/migrations';

/** Why a key was revoked when its owner did not do it by hand (a password reset, say), to show them. */
export class Migration20261128120000ApiKeyRevocationReason extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table api_keys add column revoked_reason varchar(32) null');
  }

  override async down(): Promise<void> {
    this.addSql('alter table api_keys drop column revoked_reason');
  }
}
