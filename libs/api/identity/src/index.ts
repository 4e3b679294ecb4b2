import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121100000Identity } from './infrastructure/migrations/migration-20261121100000-identity';
import { Migration20261124100000AccountSecurity } from './infrastructure/migrations/migration-20261124100000-account-security';
import { Migration20261125100000ApiKeys } from './infrastructure/migrations/migration-20261125100000-api-keys';
import { Migration20261128110000TwoFactor } from './infrastructure/migrations/migration-20261128110000-two-factor';
import { Migration20261128120000ApiKeyRevocationReason } from './infrastructure/migrations/migration-20261128120000-api-key-revocation-reason';
import { Migration20261129100000ApiKeyWorkspace } from './infrastructure/migrations/migration-20261129100000-api-key-workspace';

export * from './identity.module';

/** Schema migrations owned by this context, run in name order with everyone else's. */
export const identityMigrations: MigrationObject[] = [
  { name: 'Migration20261121100000_identity', class: Migration20261121100000Identity },
  { name: 'Migration20261124100000_account_security', class: Migration20261124100000AccountSecurity },
  { name: 'Migration20261125100000_api_keys', class: Migration20261125100000ApiKeys },
  { name: 'Migration20261128110000_two_factor', class: Migration20261128110000TwoFactor },
  { name: 'Migration20261128120000_api_key_revocation_reason', class: Migration20261128120000ApiKeyRevocationReason },
  { name: 'Migration20261129100000_api_key_workspace', class: Migration20261129100000ApiKeyWorkspace },
];
/** The stable codes of this context's errors, which the contract lists for the web apps' translations. */
export { IdentityErrorCode } from './domain/identity.exception';
