import { Migration } from '@mikro-orm/migrations';

/**
 * Invitations to join a workspace by e-mail. An open one (neither accepted nor revoked) is unique per
 * address and workspace: inviting the address again renews it.
 */
export class Migration20261129110000WorkspaceInvitations extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table workspace_invitations (
        id uuid primary key,
        workspace_id uuid not null references workspaces (id) on delete cascade,
        email varchar(254) not null,
        role varchar(16) not null check (role in ('viewer', 'editor', 'admin')),
        -- SHA-256 of the random token in the mailed link: the token itself is never stored.
        token_hash varchar(64) not null unique,
        invited_by uuid not null,
        created_at timestamptz not null,
        expires_at timestamptz not null,
        accepted_at timestamptz null,
        accepted_by uuid null,
        revoked_at timestamptz null
      )`);
    this.addSql(`
      create unique index workspace_invitations_one_open on workspace_invitations (workspace_id, lower(email))
      where accepted_at is null and revoked_at is null`);
    this.addSql(
      'create index workspace_invitations_workspace_id_index on workspace_invitations (workspace_id, created_at)',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table workspace_invitations');
  }
}
