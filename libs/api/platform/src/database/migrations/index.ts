import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261124150000RateLimits } from './migration-20261124150000-rate-limits';
import { Migration20261126200000BackgroundJobs } from './migration-20261126200000-background-jobs';

/** Schema migrations owned by the platform, run in name order with every context's. */
export const platformMigrations: MigrationObject[] = [
  { name: 'Migration20261124150000_rate_limits', class: Migration20261124150000RateLimits },
  { name: 'Migration20261126200000_background_jobs', class: Migration20261126200000BackgroundJobs },
];
