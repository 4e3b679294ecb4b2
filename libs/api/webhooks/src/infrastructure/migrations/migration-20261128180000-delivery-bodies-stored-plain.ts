import { Migration } from '@mikro-orm/migrations';

/**
 * Message bodies are stored as they are, not compressed: a `scan.created` message carries up to
 * 500 scans (about 115 KB), and PostgreSQL's compression of them (pglz; the embedded server has no
 * lz4) was half of the database's extra work per listened-for scan. The delivery log keeps 30
 * days (DeliveryLogRetention), which bounds what that costs in space. The index serves that purge.
 */
export class Migration20261128180000DeliveryBodiesStoredPlain extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table webhook_deliveries alter column body set storage external');
    this.addSql('create index webhook_deliveries_created_at_index on webhook_deliveries (created_at)');
  }

  override async down(): Promise<void> {
    this.addSql('drop index webhook_deliveries_created_at_index');
    this.addSql('alter table webhook_deliveries alter column body set storage extended');
  }
}
