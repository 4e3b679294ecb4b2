import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121140000ScanAnalytics } from './infrastructure/migrations/migration-20261121140000-scan-analytics';

export * from './scan-analytics.module';
/** The scan redirect's route, excluded from the `/api` prefix by the app. */
export { SCAN_PATH } from './interface/scan-redirect.controller';

/** Schema migrations owned by this context, run in name order with everyone else's. */
export const scanAnalyticsMigrations: MigrationObject[] = [
  { name: 'Migration20261121140000_scan_analytics', class: Migration20261121140000ScanAnalytics },
];

/** Test seams: the group commit and its store, to hold a batch back or make the database unreachable. */
export { ScanRecorder } from './application/scan-recorder';
export { ScanStore } from './infrastructure/scan-store';
export { ScanSpool } from './infrastructure/scan-spool';
