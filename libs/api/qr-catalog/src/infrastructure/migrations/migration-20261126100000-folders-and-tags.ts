import { Migration } from '@mikro-orm/migrations';

/** Columns of a code's content that hold where it leads; the list's text search looks in them. */
const DESTINATION_FIELDS = ['url', 'pdfUrl', 'videoUrl', 'menuUrl', 'audioUrl', 'website'];

/**
 * Folders and tags for organising many codes, the text the list searches, when a code was last
 * scanned, and soft deletion for the bulk delete's undo.
 */
export class Migration20261126100000FoldersAndTags extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table qr_folders (
        id uuid primary key,
        user_id uuid not null,
        parent_id uuid null references qr_folders (id),
        name varchar(100) not null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      )`);
    this.addSql('create index qr_folders_user_id_parent_id_index on qr_folders (user_id, parent_id)');
    this.addSql('create index qr_folders_parent_id_index on qr_folders (parent_id)');

    this.addSql(`
      create table qr_tags (
        id uuid primary key,
        user_id uuid not null,
        name varchar(40) not null,
        colour varchar(7) not null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      )`);
    // One tag of a name per owner, whatever its case.
    this.addSql('create unique index qr_tags_user_id_name_unique on qr_tags (user_id, lower(name))');

    this.addSql(`
      create table qr_code_tags (
        tag_id uuid not null references qr_tags (id) on delete cascade,
        qr_code_id uuid not null references qr_codes (id) on delete cascade,
        primary key (tag_id, qr_code_id)
      )`);
    this.addSql('create index qr_code_tags_qr_code_id_index on qr_code_tags (qr_code_id)');

    const destinations = DESTINATION_FIELDS.map((field) => `coalesce(content->>'${field}', '')`).join(" || ' ' || ");
    this.addSql(`
      alter table qr_codes
        add column last_scanned_at timestamptz null,
        add column deleted_at timestamptz null,
        add column deletion_id uuid null,
        add column search_text text generated always as (lower(name || ' ' || slug || ' ' || ${destinations})) stored,
        add constraint qr_codes_folder_id_fkey foreign key (folder_id) references qr_folders (id) on delete set null`);
    // The list's filters and sort keys within one owner's live codes, partial so that counting a
    // page's total reads the index alone. Scan counters are left unindexed so the roll-up's counter
    // updates stay cheap (HOT): a sort by scans orders one owner's rows.
    this.addSql('drop index qr_codes_user_id_created_at_index');
    this.addSql(
      'create index qr_codes_user_id_created_at_index on qr_codes (user_id, created_at desc, id desc) where deleted_at is null',
    );
    this.addSql(
      'create index qr_codes_user_id_folder_id_index on qr_codes (user_id, folder_id, created_at desc, id desc) where deleted_at is null',
    );
    this.addSql(
      'create index qr_codes_user_id_name_index on qr_codes (user_id, lower(name), id) where deleted_at is null',
    );
    // The purge of soft-deleted codes finds them without reading the live ones.
    this.addSql('create index qr_codes_deleted_at_index on qr_codes (deleted_at) where deleted_at is not null');
  }

  override async down(): Promise<void> {
    this.addSql('delete from qr_codes where deleted_at is not null');
    this.addSql(`
      alter table qr_codes
        drop constraint if exists qr_codes_folder_id_fkey,
        drop column if exists search_text,
        drop column if exists deletion_id,
        drop column if exists deleted_at,
        drop column if exists last_scanned_at`);
    this.addSql('drop index if exists qr_codes_user_id_folder_id_index');
    this.addSql('drop index if exists qr_codes_user_id_name_index');
    // Dropping deleted_at took the partial indexes with it.
    this.addSql('drop index if exists qr_codes_user_id_created_at_index');
    this.addSql('create index qr_codes_user_id_created_at_index on qr_codes (user_id, created_at desc, id desc)');
    this.addSql('update qr_codes set folder_id = null');
    this.addSql('drop table if exists qr_code_tags');
    this.addSql('drop table if exists qr_tags');
    this.addSql('drop table if exists qr_folders');
  }
}
