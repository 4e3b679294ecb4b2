import { Migration } from '@mikro-orm/migrations';

/** Owners' appeals against a disabled code: at most one open per code. */
export class Migration20261128150000Appeals extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table qr_code_appeals (
        id uuid primary key,
        qr_code_id uuid not null,
        owner_id uuid not null,
        message varchar(2000) not null,
        status varchar(16) not null check (status in ('open', 'upheld', 'reinstated')),
        created_at timestamptz not null,
        decided_at timestamptz null,
        decided_by varchar(254) null
      )`);
    this.addSql(`create unique index qr_code_appeals_one_open on qr_code_appeals (qr_code_id) where status = 'open'`);
    this.addSql('create index qr_code_appeals_qr_code_index on qr_code_appeals (qr_code_id, created_at desc)');
    this.addSql('create index qr_code_appeals_owner_index on qr_code_appeals (owner_id)');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists qr_code_appeals');
  }
}
