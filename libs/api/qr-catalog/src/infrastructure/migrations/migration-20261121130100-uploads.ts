import { Migration } from '@mikro-orm/migrations';

export class Migration20261121130100Uploads extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table uploads (
        id uuid primary key,
        user_id uuid not null,
        kind varchar(16) not null check (kind in ('document', 'image', 'video', 'audio')),
        content_type varchar(100) not null,
        size bigint not null,
        file_name varchar(200) not null,
        storage_key varchar(255) not null,
        created_at timestamptz not null
      )`);
    this.addSql('create index uploads_user_id_index on uploads (user_id)');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists uploads');
  }
}
