import { Migration } from '@mikro-orm/migrations';

/** What a folder or tag delete took away, kept for its undo window (OrganiserDeletionsRepository). */
export class Migration20261128100000UndoableOrganiserDeletions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table qr_organiser_deletions (
        id uuid primary key,
        user_id uuid not null,
        kind varchar(8) not null check (kind in ('folder', 'tag')),
        deletion jsonb not null,
        deleted_at timestamptz not null
      )`);
    // The purge reads the oldest first; a restore finds its row by id.
    this.addSql('create index qr_organiser_deletions_deleted_at_index on qr_organiser_deletions (deleted_at)');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists qr_organiser_deletions');
  }
}
