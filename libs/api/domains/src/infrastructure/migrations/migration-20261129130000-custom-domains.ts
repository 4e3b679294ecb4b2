import { Migration } from '@mikro-orm/migrations';

/**
 * A workspace's custom short domains. Several workspaces may add one hostname while it is pending;
 * it is verified in one at most (the first to prove its TXT record), which a unique index keeps
 * true under concurrent checks.
 */
export class Migration20261129130000CustomDomains extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table custom_domains (
        id uuid primary key,
        workspace_id uuid not null references workspaces (id) on delete cascade,
        -- Lower case, punycode, no trailing dot (the domains context's hostname rules).
        hostname varchar(253) not null,
        status varchar(16) not null default 'pending'
          check (status in ('pending', 'verified', 'misconfigured', 'disabled')),
        verification_token varchar(64) not null,
        root_url text null,
        not_found_url text null,
        is_default boolean not null default false,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        verified_at timestamptz null,
        last_checked_at timestamptz null,
        -- The last check's problems, [{code, message}]: empty when it passed.
        last_problems jsonb null,
        failed_checks integer not null default 0,
        -- When the next background check is due (null: none, a disabled domain); the sweep reads by it.
        next_check_at timestamptz null
      )`);
    this.addSql('create unique index custom_domains_workspace_hostname on custom_domains (workspace_id, hostname)');
    this.addSql(
      "create unique index custom_domains_one_verified on custom_domains (hostname) where status = 'verified'",
    );
    this.addSql('create unique index custom_domains_one_default on custom_domains (workspace_id) where is_default');
    this.addSql(
      'create index custom_domains_next_check on custom_domains (next_check_at) where next_check_at is not null',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table custom_domains');
  }
}
