import { ExportOwnedScansHandler } from './application/queries/export-owned-scans/export-owned-scans.handler';
import { ScanExportsController } from './interface/scan-exports.controller';
import { Module } from '@nestjs/common';
import { AnalysedRanges } from './application/analysed-range';
import { ExportScansHandler } from './application/queries/export-scans/export-scans.handler';
import { GetAnalyticsSummaryHandler } from './application/queries/get-analytics-summary/get-analytics-summary.handler';
import { GetScansPerDayHandler } from './application/queries/get-scans-per-day/get-scans-per-day.handler';
import { AnalyticsReader } from './infrastructure/analytics-reader';
import { AnalyticsController } from './interface/analytics.controller';
import { AnalyticsOverviewController } from './interface/analytics-overview.controller';
import { AnalyticsReportsController } from './interface/analytics-reports.controller';
import { SetReportSubscriptionHandler } from './application/commands/set-report-subscription/set-report-subscription.handler';
import { DeleteAnalyticsWhenWorkspaceDeletedHandler } from './application/events/delete-analytics-when-workspace-deleted.handler';
import { GetAnalyticsOverviewHandler } from './application/queries/get-analytics-overview/get-analytics-overview.handler';
import { GetReportSubscriptionHandler } from './application/queries/get-report-subscription/get-report-subscription.handler';
import { ScheduledReports } from './application/scheduled-reports/scheduled-reports';
import { OverviewReader } from './infrastructure/overview-reader';
import { ReportSubscriptions } from './infrastructure/report-subscriptions';
import { ScanQrCode } from './application/scan-qr-code/scan-qr-code';
import { ClearScanTargetsWhenBlocklistChangedHandler } from './application/events/clear-scan-targets-when-blocklist-changed.handler';
import { EvictScanTargetWhenQrCodeChangedHandler } from './application/events/evict-scan-target-when-qr-code-changed.handler';
import { PreviewScanHandler } from './application/queries/preview-scan/preview-scan.handler';
import { ScanMetrics } from './application/scan-metrics';
import { ScanNotices } from './application/scan-notices';
import { ScanRecorder } from './application/scan-recorder';
import { ScanRollup } from './application/scan-rollup';
import { ScanTargetCache } from './application/scan-target-cache';
import { ScanSpool } from './infrastructure/scan-spool';
import { ScanStore } from './infrastructure/scan-store';
import { ScanTargetEvictions } from './infrastructure/scan-target-evictions';
import { VisitorHasher } from './infrastructure/visitor-hasher';
import { GetScanAnalyticsAccountDataHandler } from './application/queries/get-account-data/get-scan-analytics-account-data.handler';

/** The scan-analytics bounded context: the scan redirect, scan recording and the analytics of the owner's codes. */
@Module({
  // The scan redirect is a plain Fastify route (interface/scan-redirect.route.ts), registered by the app.
  controllers: [AnalyticsController, AnalyticsOverviewController, AnalyticsReportsController, ScanExportsController],
  providers: [
    ExportOwnedScansHandler,
    GetScanAnalyticsAccountDataHandler,
    ScanTargetCache,
    ScanTargetEvictions,
    ScanRecorder,
    ScanNotices,
    ScanMetrics,
    ScanRollup,
    ScanStore,
    ScanSpool,
    VisitorHasher,
    ScanQrCode,
    PreviewScanHandler,
    EvictScanTargetWhenQrCodeChangedHandler,
    ClearScanTargetsWhenBlocklistChangedHandler,
    AnalysedRanges,
    AnalyticsReader,
    GetAnalyticsSummaryHandler,
    GetScansPerDayHandler,
    ExportScansHandler,
    OverviewReader,
    GetAnalyticsOverviewHandler,
    ReportSubscriptions,
    GetReportSubscriptionHandler,
    SetReportSubscriptionHandler,
    ScheduledReports,
    DeleteAnalyticsWhenWorkspaceDeletedHandler,
  ],
})
export class ScanAnalyticsModule {}
