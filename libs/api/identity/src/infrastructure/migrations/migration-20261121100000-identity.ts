import { Migration } from '@mikro-orm/migrations';

export class Migration20261121100000Identity extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table users (
        id uuid primary key,
        email varchar(254) not null,
        password_hash text null,
        google_id varchar(255) null unique,
        first_name varchar(100) not null,
        last_name varchar(100) not null,
        session_version integer not null default 0,
        created_at timestamptz not null
      )`);
    // Addresses are unique whatever their letter case.
    this.addSql('create unique index users_email_lower_unique on users (lower(email))');
    this.addSql(`
      create table refresh_tokens (
        id uuid primary key,
        user_id uuid not null references users (id) on delete cascade,
        family_id uuid not null,
        token_hash varchar(64) not null unique,
        persistent boolean not null,
        expires_at timestamptz not null,
        rotated_at timestamptz null,
        revoked_at timestamptz null,
        created_at timestamptz not null
      )`);
    this.addSql('create index refresh_tokens_user_id_index on refresh_tokens (user_id)');
    this.addSql('create index refresh_tokens_family_id_index on refresh_tokens (family_id)');
    this.addSql(`
      create table password_reset_tokens (
        id uuid primary key,
        user_id uuid not null references users (id) on delete cascade,
        token_hash varchar(64) not null unique,
        expires_at timestamptz not null,
        used_at timestamptz null,
        created_at timestamptz not null
      )`);
    this.addSql('create index password_reset_tokens_user_id_index on password_reset_tokens (user_id)');
    this.addSql(`
      create table profiles (
        id uuid primary key references users (id) on delete cascade,
        email varchar(254) not null,
        first_name varchar(100) not null,
        last_name varchar(100) not null,
        phone varchar(50) not null,
        account_type varchar(16) not null default 'private' check (account_type in ('private', 'company')),
        company_name varchar(200) not null,
        tax_id varchar(50) not null,
        address varchar(500) not null,
        postal_code varchar(20) not null,
        country varchar(100) not null,
        language varchar(2) not null default 'en' check (language in ('en', 'es', 'fr', 'de')),
        updated_at timestamptz null
      )`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists profiles, password_reset_tokens, refresh_tokens, users');
  }
}
