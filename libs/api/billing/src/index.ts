import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121120000Billing } from './infrastructure/migrations/migration-20261121120000-billing';

export * from './billing.module';
/** The subscription gate, for other contexts: send it on the QueryBus; the answer is a `SubscriptionStatus`. */
export { GetSubscriptionStatusQuery, type SubscriptionStatus } from '@liveqr/shared/contracts';

/** Schema migrations owned by this context, run in name order with everyone else's. */
export const billingMigrations: MigrationObject[] = [
  { name: 'Migration20261121120000_billing', class: Migration20261121120000Billing },
];
/** The stable codes of this context's errors, which the contract lists for the web apps' translations. */
export { BillingErrorCode } from './domain/billing.exception';
