import type { MigrationObject } from '@mikro-orm/core';

export * from './billing.module';

/** Schema migrations owned by this context, run in name order with everyone else's. */
export const billingMigrations: MigrationObject[] = [];
