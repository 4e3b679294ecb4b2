import { Module } from '@nestjs/common';
import { AnalysedRanges } from './application/analysed-range';
import { ExportScansHandler } from './application/queries/export-scans/export-scans.handler';
import { GetAnalyticsSummaryHandler } from './application/queries/get-analytics-summary/get-analytics-summary.handler';
import { GetScansPerDayHandler } from './application/queries/get-scans-per-day/get-scans-per-day.handler';
import { AnalyticsReader } from './infrastructure/analytics-reader';
import { AnalyticsController } from './interface/analytics.controller';
import { ScanQrCodeHandler } from './application/commands/scan-qr-code/scan-qr-code.handler';
import { ClearScanTargetsWhenBlocklistChangedHandler } from './application/events/clear-scan-targets-when-blocklist-changed.handler';
import { EvictScanTargetWhenQrCodeChangedHandler } from './application/events/evict-scan-target-when-qr-code-changed.handler';
import { PreviewScanHandler } from './application/queries/preview-scan/preview-scan.handler';
import { ScanMetrics } from './application/scan-metrics';
import { ScanRecorder } from './application/scan-recorder';
import { ScanRollup } from './application/scan-rollup';
import { ScanTargetCache } from './application/scan-target-cache';
import { ScanSpool } from './infrastructure/scan-spool';
import { ScanStore } from './infrastructure/scan-store';
import { ScanTargetEvictions } from './infrastructure/scan-target-evictions';
import { VisitorHasher } from './infrastructure/visitor-hasher';

/** The scan-analytics bounded context: the scan redirect, scan recording and the analytics of the owner's codes. */
@Module({
  // The scan redirect is a plain Fastify route (interface/scan-redirect.route.ts), registered by the app.
  controllers: [AnalyticsController],
  providers: [
    ScanTargetCache,
    ScanTargetEvictions,
    ScanRecorder,
    ScanMetrics,
    ScanRollup,
    ScanStore,
    ScanSpool,
    VisitorHasher,
    ScanQrCodeHandler,
    PreviewScanHandler,
    EvictScanTargetWhenQrCodeChangedHandler,
    ClearScanTargetsWhenBlocklistChangedHandler,
    AnalysedRanges,
    AnalyticsReader,
    GetAnalyticsSummaryHandler,
    GetScansPerDayHandler,
    ExportScansHandler,
  ],
})
export class ScanAnalyticsModule {}
