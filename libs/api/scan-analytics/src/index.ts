import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121140000ScanAnalytics } from './infrastructure/migrations/migration-20261121140000-scan-analytics';
import { Migration20261121200000ScanRollups } from './infrastructure/migrations/migration-20261121200000-scan-rollups';
import { Migration20261124190100ScanRoutes } from './infrastructure/migrations/migration-20261124190100-scan-routes';
import { Migration20261124200000LeanerScanWrites } from './infrastructure/migrations/migration-20261124200000-leaner-scan-writes';
import { Migration20261126300000OwnerRollups } from './infrastructure/migrations/migration-20261126300000-owner-rollups';
import { Migration20261126300100AnalyticsReports } from './infrastructure/migrations/migration-20261126300100-analytics-reports';
import { Migration20261127100000ScanIndexCoversEdges } from './infrastructure/migrations/migration-20261127100000-scan-index-covers-edges';
import { Migration20261128170000ScanOutbox } from './infrastructure/migrations/migration-20261128170000-scan-outbox';
import { Migration20261129220000ScanNoticesInRollupQueue } from './infrastructure/migrations/migration-20261129220000-scan-notices-in-rollup-queue';

export * from './scan-analytics.module';
/** The scan redirect's route, registered by the app on its Fastify instance. */
export { type PlainScanListener, registerScanRedirect } from './interface/scan-redirect.route';
/** The pages a code the scan would not open answers with, wherever it is opened (scan, public page). */
export {
  expiredPage,
  inactivePage,
  notFoundPage,
  type PageLocale,
  PASSWORD_PAGE_HEADERS,
  passwordPage,
  SCAN_PAGE_HEADERS,
} from './interface/scan-pages';

/** Schema migrations owned by this context, run in name order with everyone else's. */
export const scanAnalyticsMigrations: MigrationObject[] = [
  { name: 'Migration20261121140000_scan_analytics', class: Migration20261121140000ScanAnalytics },
  { name: 'Migration20261121200000_scan_rollups', class: Migration20261121200000ScanRollups },
  { name: 'Migration20261124190100_scan_routes', class: Migration20261124190100ScanRoutes },
  { name: 'Migration20261124200000_leaner_scan_writes', class: Migration20261124200000LeanerScanWrites },
  { name: 'Migration20261126300000_owner_rollups', class: Migration20261126300000OwnerRollups },
  { name: 'Migration20261126300100_analytics_reports', class: Migration20261126300100AnalyticsReports },
  { name: 'Migration20261127100000_scan_index_covers_edges', class: Migration20261127100000ScanIndexCoversEdges },
  { name: 'Migration20261128170000_scan_outbox', class: Migration20261128170000ScanOutbox },
  {
    name: 'Migration20261129220000_scan_notices_in_rollup_queue',
    class: Migration20261129220000ScanNoticesInRollupQueue,
  },
];

/**
 * Test seams: the group commit and its store, to hold a batch back or make the database
 * unreachable, and the roll-up, to count stored scans now rather than on its next tick.
 */
export { ScanRecorder } from './application/scan-recorder';
/** Test seam: what this process holds for webhooks, to act as a replica that holds nothing. */
export { ScanNotices } from './application/scan-notices';
export { ScanRollup } from './application/scan-rollup';
export { ScanStore } from './infrastructure/scan-store';
export { ScanSpool } from './infrastructure/scan-spool';
/** Test seam: send the summary mails due at a chosen moment now rather than on the next check. */
export { ScheduledReports } from './application/scheduled-reports/scheduled-reports';
/** The stable codes of this context's errors, which the contract lists for the web apps' translations. */
export { ScanAnalyticsErrorCode } from './domain/scan-analytics.exception';
/** The HTTP views of the analytics screens, as the contract describes them: for the API's tests that read them. */
export type { AnalyticsOverviewResponseDto } from './interface/dto/analytics-overview.dto';
export type { AnalyticsSummaryResponseDto } from './interface/dto/analytics.response.dto';
