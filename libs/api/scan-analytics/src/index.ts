import type { MigrationObject } from '@mikro-orm/core';

export * from './scan-analytics.module';

/** Schema migrations owned by this context, run in name order with everyone else's. */
export const scanAnalyticsMigrations: MigrationObject[] = [];
