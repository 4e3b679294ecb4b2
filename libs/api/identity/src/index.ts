import type { MigrationObject } from '@mikro-orm/core';

export * from './identity.module';

/** Schema migrations owned by this context, run in name order with everyone else's. */
export const identityMigrations: MigrationObject[] = [];
