import { Migration } from '@mikro-orm/migrations';

/**
 * Workspaces and their members. Every account becomes the owner of its personal workspace, whose id
 * is the account's: the rows every context keyed by the user's id are that workspace's already.
 */
export class Migration20261129100100Workspaces extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table workspaces (
        id uuid primary key,
        -- Null for a personal workspace: the web app names it in the reader's language.
        name varchar(100) null,
        personal boolean not null,
        created_at timestamptz not null
      )`);
    this.addSql(`
      create table workspace_members (
        workspace_id uuid not null references workspaces (id) on delete cascade,
        user_id uuid not null,
        role varchar(16) not null check (role in ('viewer', 'editor', 'admin', 'owner')),
        joined_at timestamptz not null,
        last_active_at timestamptz null,
        primary key (workspace_id, user_id)
      )`);
    this.addSql(
      `create unique index workspace_members_one_owner on workspace_members (workspace_id) where role = 'owner'`,
    );
    this.addSql('create index workspace_members_user_id_index on workspace_members (user_id)');
    this.addSql('insert into workspaces (id, name, personal, created_at) select id, null, true, created_at from users');
    this.addSql(`
      insert into workspace_members (workspace_id, user_id, role, joined_at)
      select id, id, 'owner', created_at from users`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table workspace_members');
    this.addSql('drop table workspaces');
  }
}
