import { Migration } from '@mikro-orm/migrations';

/**
 * Who may attempt a delivery, until when: the replica that wrote a scan message makes its first
 * attempt itself, without a job, while its lease lasts; a lease that ran out (the replica stopped,
 * or fell behind) is taken over by any replica and the attempt queued as a job. Null: nobody holds
 * it (the job queue does, or it needs no attempt). The index holds only the leased deliveries, the
 * few whose first attempt is under way, for the take-over to find the ones that ran out.
 */
export class Migration20261130120000DeliveryLeases extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table webhook_deliveries add column leased_until timestamptz');
    this.addSql(
      'create index webhook_deliveries_leased_until on webhook_deliveries (leased_until) where leased_until is not null',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop index webhook_deliveries_leased_until');
    this.addSql('alter table webhook_deliveries drop column leased_until');
  }
}
