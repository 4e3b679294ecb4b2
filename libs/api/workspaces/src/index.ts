import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261129100100Workspaces } from './infrastructure/migrations/migration-20261129100100-workspaces';
import { Migration20261129110000WorkspaceInvitations } from './infrastructure/migrations/migration-20261129110000-workspace-invitations';
import { Migration20261129120000WorkspaceAuditLog } from './infrastructure/migrations/migration-20261129120000-workspace-audit-log';
import { Migration20261129210000PersonalWorkspacesForEveryAccount } from './infrastructure/migrations/migration-20261129210000-personal-workspaces-for-every-account';

export * from './workspaces.module';

/** Schema migrations owned by this context, run in name order with everyone else's. */
export const workspacesMigrations: MigrationObject[] = [
  { name: 'Migration20261129100100_workspaces', class: Migration20261129100100Workspaces },
  { name: 'Migration20261129110000_workspace_invitations', class: Migration20261129110000WorkspaceInvitations },
  { name: 'Migration20261129120000_workspace_audit_log', class: Migration20261129120000WorkspaceAuditLog },
  {
    name: 'Migration20261129210000_personal_workspaces_for_every_account',
    class: Migration20261129210000PersonalWorkspacesForEveryAccount,
  },
];
/** The stable codes of this context's errors, which the contract lists for the web apps' translations. */
export { WorkspacesErrorCode } from './domain/workspaces.exception';
/** Test seam: the audit log's yearly retention, run by its daily job. */
export { WorkspacesRetention } from './infrastructure/workspaces-retention';
