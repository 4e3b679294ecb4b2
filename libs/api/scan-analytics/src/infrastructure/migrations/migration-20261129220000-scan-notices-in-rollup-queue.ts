import { Migration } from '@mikro-orm/migrations';

/**
 * The scans someone listens for are named in their batch's roll-up queue row (`noticed_scan_ids`),
 * handed to the webhooks by the roll-up that takes it, instead of in an outbox row per batch: writing
 * and deleting that row cost a tenth of the redirect's throughput once every code was listened for.
 * The outbox's rows left by the previous version become queue rows naming no scan to count. When a
 * batch was queued (`queued_at`) says how long its scans may still wait for the process holding them.
 */
export class Migration20261129220000ScanNoticesInRollupQueue extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'alter table qr_scan_rollup_batches add column noticed_scan_ids bigint[], add column queued_at timestamptz not null default now()',
    );
    this.addSql(
      `insert into qr_scan_rollup_batches (scan_ids, noticed_scan_ids, queued_at)
       select '{}', scan_ids, created_at from qr_scan_outbox order by id`,
    );
    this.addSql('drop table qr_scan_outbox');
  }

  override async down(): Promise<void> {
    this.addSql(`
      create table qr_scan_outbox (
        id bigint generated always as identity primary key,
        scan_ids bigint[] not null,
        created_at timestamptz not null default now()
      )`);
    this.addSql(
      `insert into qr_scan_outbox (scan_ids, created_at)
       select noticed_scan_ids, queued_at from qr_scan_rollup_batches where noticed_scan_ids is not null order by id`,
    );
    this.addSql(`delete from qr_scan_rollup_batches where scan_ids = '{}'`);
    this.addSql('alter table qr_scan_rollup_batches drop column noticed_scan_ids, drop column queued_at');
  }
}
