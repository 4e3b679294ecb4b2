import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261129100100Workspaces } from './infrastructure/migrations/migration-20261129100100-workspaces';

export * from './workspaces.module';

/** Schema migrations owned by this context, run in name order with everyone else's. */
export const workspacesMigrations: MigrationObject[] = [
  { name: 'Migration20261129100100_workspaces', class: Migration20261129100100Workspaces },
];
/** The stable codes of this context's errors, which the contract lists for the web apps' translations. */
export { WorkspacesErrorCode } from './domain/workspaces.exception';
