import { Migration } from '@mikro-orm/migrations';

/**
 * Message bodies are compressed with lz4 where the server has it. A `scan.created` message of 500
 * scans (about 140 KB of JSON) shrinks about six times, and writing it compressed took PostgreSQL a
 * third of the time that writing it plain did (pglz, the default, cost more than either: see
 * Migration20261128180000DeliveryBodiesStoredPlain). A server built without lz4 (the embedded one)
 * keeps the bodies plain.
 */
export class Migration20261129200000DeliveryBodiesLz4 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      do $$ begin
        alter table webhook_deliveries alter column body set compression lz4;
        alter table webhook_deliveries alter column body set storage extended;
      exception when feature_not_supported then
        raise notice 'this PostgreSQL has no lz4: webhook message bodies stay uncompressed';
      end $$`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table webhook_deliveries alter column body set compression default');
    this.addSql('alter table webhook_deliveries alter column body set storage external');
  }
}
