import { Migration } from '@mikro-orm/migrations';

/**
 * The audit log: who changed what in a workspace, when, and through which door (an API key, the
 * web app, or billing: what Stripe reported about the plan, in its owner's name). Rows go with their workspace, and after a year (WorkspacesRetention).
 */
export class Migration20261129120000WorkspaceAuditLog extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table workspace_audit_log (
        -- In the order entries were written: the log reads newest first and pages by it.
        id bigint generated always as identity primary key,
        workspace_id uuid not null references workspaces (id) on delete cascade,
        occurred_at timestamptz not null default now(),
        actor_user_id uuid not null,
        -- Null when the change came through the web app.
        actor_api_key_id uuid null,
        via varchar(8) not null,
        action varchar(48) not null,
        subject_id uuid not null,
        -- How people told the subject apart then: a code's short id, a folder's name, an endpoint's URL.
        subject_label text null,
        from_value text null,
        to_value text null
      )`);
    this.addSql('create index workspace_audit_log_workspace_index on workspace_audit_log (workspace_id, id)');
    this.addSql('create index workspace_audit_log_subject_index on workspace_audit_log (workspace_id, subject_id, id)');
    this.addSql(
      'create index workspace_audit_log_actor_index on workspace_audit_log (workspace_id, actor_user_id, id)',
    );
    this.addSql(
      `create index workspace_audit_log_api_key_index on workspace_audit_log (actor_api_key_id)
       where actor_api_key_id is not null`,
    );
    this.addSql('create index workspace_audit_log_occurred_at_index on workspace_audit_log (occurred_at)');
  }

  override async down(): Promise<void> {
    this.addSql('drop table workspace_audit_log');
  }
}
