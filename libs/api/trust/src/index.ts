import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261124120100Trust } from './infrastructure/migrations/migration-20261124120100-trust';
import { Migration20261128150000Appeals } from './infrastructure/migrations/migration-20261128150000-appeals';

export * from './trust.module';

/** Schema migrations owned by this context, run in name order with everyone else's. */
export const trustMigrations: MigrationObject[] = [
  { name: 'Migration20261124120100_trust', class: Migration20261124120100Trust },
  { name: 'Migration20261128150000_appeals', class: Migration20261128150000Appeals },
];
/** The stable codes of this context's errors, which the contract lists for the web apps' translations. */
export { TrustErrorCode } from './domain/trust.exception';
