import { Migration } from '@mikro-orm/migrations';

/**
 * Sessions that end everywhere, verified addresses, the sign-in throttle and recent activity.
 * Each refresh-token family becomes a session (ended if its tokens were revoked), so whoever is
 * signed in stays signed in: their next refresh brings an access token naming the session.
 */
export class Migration20261124100000AccountSecurity extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table sessions (
        id uuid primary key,
        user_id uuid not null references users (id) on delete cascade,
        created_at timestamptz not null,
        revoked_at timestamptz null
      )`);
    this.addSql('create index sessions_user_id_index on sessions (user_id)');
    this.addSql(`
      insert into sessions (id, user_id, created_at, revoked_at)
      select family_id, (array_agg(user_id))[1], min(created_at),
             case when bool_or(revoked_at is not null) then max(revoked_at) end
      from refresh_tokens group by family_id`);
    this.addSql('alter table refresh_tokens rename column family_id to session_id');
    this.addSql('alter index refresh_tokens_family_id_index rename to refresh_tokens_session_id_index');
    this.addSql(
      'alter table refresh_tokens add constraint refresh_tokens_session_id_foreign foreign key (session_id) references sessions (id) on delete cascade',
    );
    this.addSql('alter table refresh_tokens drop column revoked_at');
    this.addSql('alter table users drop column session_version');
    this.addSql('alter table users add column email_verified_at timestamptz null');
    this.addSql(`
      create table email_verification_tokens (
        id uuid primary key,
        user_id uuid not null references users (id) on delete cascade,
        email varchar(254) not null,
        token_hash varchar(64) not null unique,
        expires_at timestamptz not null,
        used_at timestamptz null,
        created_at timestamptz not null
      )`);
    this.addSql('create index email_verification_tokens_user_id_index on email_verification_tokens (user_id)');
    this.addSql(`
      create table sign_in_throttles (
        key varchar(64) primary key,
        attempts integer not null,
        blocked_until timestamptz null,
        last_attempt_at timestamptz not null
      )`);
    this.addSql('create index sign_in_throttles_last_attempt_at_index on sign_in_throttles (last_attempt_at)');
    // No check on `type`: new kinds of events (API keys) come without a migration.
    this.addSql(`
      create table account_events (
        id uuid primary key,
        user_id uuid not null references users (id) on delete cascade,
        type varchar(40) not null,
        occurred_at timestamptz not null,
        method varchar(16) null,
        browser varchar(50) null,
        operating_system varchar(50) null,
        city varchar(100) null,
        country char(2) null
      )`);
    this.addSql('create index account_events_user_id_occurred_at_index on account_events (user_id, occurred_at desc)');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists account_events, sign_in_throttles, email_verification_tokens');
    this.addSql('alter table users drop column email_verified_at');
    this.addSql('alter table users add column session_version integer not null default 0');
    this.addSql('alter table refresh_tokens add column revoked_at timestamptz null');
    this.addSql(
      'update refresh_tokens t set revoked_at = s.revoked_at from sessions s where s.id = t.session_id and s.revoked_at is not null',
    );
    this.addSql('alter table refresh_tokens drop constraint refresh_tokens_session_id_foreign');
    this.addSql('alter index refresh_tokens_session_id_index rename to refresh_tokens_family_id_index');
    this.addSql('alter table refresh_tokens rename column session_id to family_id');
    this.addSql('drop table sessions');
  }
}
