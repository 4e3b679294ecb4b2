import { Migration } from '@mikro-orm/migrations';

/**
 * Accounts made since the workspaces migration got their personal workspace only when they first
 * listed their workspaces; now every account gets it as it is made. This gives it to those that
 * have none yet, so that nothing keyed by their workspace (a custom domain, an audit entry) waits.
 */
export class Migration20261129210000PersonalWorkspacesForEveryAccount extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      with made as (
        insert into workspaces (id, name, personal, created_at)
        select id, null, true, created_at from users
        on conflict (id) do nothing returning id, created_at)
      insert into workspace_members (workspace_id, user_id, role, joined_at)
      select id, id, 'owner', created_at from made`);
  }

  override async down(): Promise<void> {
    // Nothing to undo: the workspaces migration's own down removes every workspace.
  }
}
