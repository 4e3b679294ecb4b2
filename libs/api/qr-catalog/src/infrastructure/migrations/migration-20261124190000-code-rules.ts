import { Migration } from '@mikro-orm/migrations';

/** Expiry, scan limit, password, smart routing and split testing: part of the code, read with its scan target. */
export class Migration20261124190000CodeRules extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table qr_codes
        add column expires_at timestamptz null,
        add column scan_limit integer null check (scan_limit >= 1),
        add column limited_scan_count integer not null default 0,
        add column fallback_url text null,
        add column password_hash text null,
        add column routing jsonb not null default '[]',
        add column split jsonb not null default '[]'`);
  }

  override async down(): Promise<void> {
    this.addSql(`
      alter table qr_codes
        drop column if exists expires_at,
        drop column if exists scan_limit,
        drop column if exists limited_scan_count,
        drop column if exists fallback_url,
        drop column if exists password_hash,
        drop column if exists routing,
        drop column if exists split`);
  }
}
