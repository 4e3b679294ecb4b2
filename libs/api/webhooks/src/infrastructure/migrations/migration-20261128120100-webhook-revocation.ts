import { Migration } from '@mikro-orm/migrations';

/** When and why an endpoint was revoked with its owner's other access (a password reset, say). */
export class Migration20261128120100WebhookRevocation extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'alter table webhook_endpoints add column revoked_at timestamptz null, add column revoked_reason varchar(32) null',
    );
  }

  override async down(): Promise<void> {
    this.addSql('alter table webhook_endpoints drop column revoked_at, drop column revoked_reason');
  }
}
