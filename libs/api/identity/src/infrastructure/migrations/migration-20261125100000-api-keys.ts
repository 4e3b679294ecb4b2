import { Migration } from '@mikro-orm/migrations';

/** Personal API keys: stored as the secret's SHA-256 only, looked up by it on every keyed request. */
export class Migration20261125100000ApiKeys extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table api_keys (
        id uuid primary key,
        user_id uuid not null references users (id) on delete cascade,
        name varchar(100) not null,
        prefix varchar(20) not null,
        secret_hash varchar(64) not null unique,
        scopes text[] not null check (scopes <@ array['read', 'write']::text[] and cardinality(scopes) > 0),
        created_at timestamptz not null,
        last_used_at timestamptz null,
        expires_at timestamptz null,
        revoked_at timestamptz null
      )`);
    this.addSql('create index api_keys_user_id_index on api_keys (user_id)');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists api_keys');
  }
}
