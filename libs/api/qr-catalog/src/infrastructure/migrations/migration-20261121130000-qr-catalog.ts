import { Migration } from '@mikro-orm/migrations';

export class Migration20261121130000QrCatalog extends Migration {
  override async up(): Promise<void> {
    // No foreign key to users: contexts own their tables; a deleted user's codes go on UserDeletedEvent.
    this.addSql(`
      create table qr_codes (
        id uuid primary key,
        user_id uuid not null,
        name varchar(100) not null,
        type varchar(16) not null check (type in ('website', 'pdf', 'images', 'video', 'wifi', 'menu',
          'business', 'vcard', 'mp3', 'apps', 'links', 'coupon', 'facebook', 'instagram', 'social', 'whatsapp')),
        content jsonb not null,
        customization jsonb not null default '{}',
        slug varchar(16) not null unique,
        qr_image_url varchar(255) not null,
        folder_id uuid null,
        is_dynamic boolean not null default true,
        is_active boolean not null default true,
        is_tracked boolean not null default true,
        scan_count integer not null default 0,
        unique_scan_count integer not null default 0,
        created_at timestamptz not null,
        updated_at timestamptz not null
      )`);
    // My QR Codes: one owner's codes, newest first (id breaks ties so pages never overlap). Search and
    // filters run within the owner's rows found through this index.
    this.addSql('create index qr_codes_user_id_created_at_index on qr_codes (user_id, created_at desc, id desc)');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists qr_codes');
  }
}
