import { Migration } from '@mikro-orm/migrations';

/**
 * Stored scans whose owner listens for them (a `scan.created` webhook), by qr_scans.id, one row per
 * stored batch, written by the batch's own statement. A drain (on any replica) deletes rows in the
 * transaction that queues their messages, so the messages of a process that dies before are queued by
 * the next drain, and never twice.
 */
export class Migration20261128170000ScanOutbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table qr_scan_outbox (
        id bigint generated always as identity primary key,
        scan_ids bigint[] not null,
        created_at timestamptz not null default now()
      )`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table qr_scan_outbox');
  }
}
