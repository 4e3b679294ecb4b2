import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ReportQrCodeHandler } from './application/commands/report-qr-code/report-qr-code.handler';
import { ReviewReportedQrCodeHandler } from './application/commands/review-reported-qr-code/review-reported-qr-code.handler';
import { GetScanWarningHandler } from './application/queries/get-scan-warning/get-scan-warning.handler';
import { ListReportedQrCodesHandler } from './application/queries/list-reported-qr-codes/list-reported-qr-codes.handler';
import { ReportedQrCodeViews } from './application/reported-qr-code-views';
import { AbuseReport } from './domain/abuse-report.entity';
import { ReportedQrCode } from './domain/reported-qr-code.entity';
import { ReporterHasher } from './infrastructure/reporter-hasher';
import { OperatorController } from './interface/operator.controller';
import { ReportsController } from './interface/reports.controller';

/** The trust bounded context: abuse reports, the reported-code interstitial, the operators' review. */
@Module({
  imports: [MikroOrmModule.forFeature([AbuseReport, ReportedQrCode])],
  controllers: [ReportsController, OperatorController],
  providers: [
    ReporterHasher,
    ReportedQrCodeViews,
    ReportQrCodeHandler,
    ReviewReportedQrCodeHandler,
    ListReportedQrCodesHandler,
    GetScanWarningHandler,
  ],
})
export class TrustModule {}
