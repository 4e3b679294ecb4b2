import { Module } from '@nestjs/common';
import { ScanQrCodeHandler } from './application/commands/scan-qr-code/scan-qr-code.handler';
import { EvictScanTargetWhenQrCodeChangedHandler } from './application/events/evict-scan-target-when-qr-code-changed.handler';
import { ScanRecorder } from './application/scan-recorder';
import { ScanTargetCache } from './application/scan-target-cache';
import { GeoIp } from './infrastructure/geo-ip';
import { ScanSpool } from './infrastructure/scan-spool';
import { ScanStore } from './infrastructure/scan-store';
import { VisitorHasher } from './infrastructure/visitor-hasher';
import { ScanRedirectController } from './interface/scan-redirect.controller';

/** The scan-analytics bounded context: the scan redirect and scan recording. */
@Module({
  controllers: [ScanRedirectController],
  providers: [
    ScanTargetCache,
    ScanRecorder,
    ScanStore,
    ScanSpool,
    GeoIp,
    VisitorHasher,
    ScanQrCodeHandler,
    EvictScanTargetWhenQrCodeChangedHandler,
  ],
})
export class ScanAnalyticsModule {}
