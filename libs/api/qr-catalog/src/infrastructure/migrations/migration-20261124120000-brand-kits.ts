import { Migration } from '@mikro-orm/migrations';

export class Migration20261124120000BrandKits extends Migration {
  override async up(): Promise<void> {
    // No foreign key to users: contexts own their tables; a deleted user's kits go on UserDeletedEvent.
    this.addSql(`
      create table brand_kits (
        id uuid primary key,
        user_id uuid not null,
        name varchar(60) not null,
        customization jsonb not null,
        is_default boolean not null default false,
        created_at timestamptz not null,
        updated_at timestamptz not null
      )`);
    this.addSql('create index brand_kits_user_id_index on brand_kits (user_id)');
    // At most one default kit per owner.
    this.addSql('create unique index brand_kits_one_default_index on brand_kits (user_id) where is_default');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists brand_kits');
  }
}
