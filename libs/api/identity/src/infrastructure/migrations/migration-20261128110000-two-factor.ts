import { Migration } from '@mikro-orm/migrations';

/**
 * Two-factor sign-in: an account's TOTP secret (sealed with a key derived from the server secret;
 * pending until a first code confirms it), its recovery codes and remembered devices (keyed
 * hashes and SHA-256 digests only), and the tickets of sign-ins waiting for their second step.
 */
export class Migration20261128110000TwoFactor extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table totp_factors (
        user_id uuid primary key references users (id) on delete cascade,
        sealed_secret text not null,
        created_at timestamptz not null,
        confirmed_at timestamptz null,
        last_used_step bigint null
      )`);
    this.addSql(`
      create table recovery_codes (
        id uuid primary key,
        user_id uuid not null references users (id) on delete cascade,
        code_hash varchar(64) not null,
        used_at timestamptz null,
        unique (user_id, code_hash)
      )`);
    this.addSql(`
      create table mfa_tickets (
        token_hash varchar(64) primary key,
        user_id uuid not null references users (id) on delete cascade,
        remember_me boolean not null,
        method varchar(20) not null,
        failures integer not null default 0,
        expires_at timestamptz not null
      )`);
    this.addSql('create index mfa_tickets_expires_at_index on mfa_tickets (expires_at)');
    this.addSql(`
      create table trusted_devices (
        token_hash varchar(64) primary key,
        user_id uuid not null references users (id) on delete cascade,
        created_at timestamptz not null,
        expires_at timestamptz not null
      )`);
    this.addSql('create index trusted_devices_user_id_index on trusted_devices (user_id)');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists trusted_devices');
    this.addSql('drop table if exists mfa_tickets');
    this.addSql('drop table if exists recovery_codes');
    this.addSql('drop table if exists totp_factors');
  }
}
