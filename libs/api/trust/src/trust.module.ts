import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AppealQrCodeHandler } from './application/commands/appeal-qr-code/appeal-qr-code.handler';
import { ReportQrCodeHandler } from './application/commands/report-qr-code/report-qr-code.handler';
import { ReviewReportedQrCodeHandler } from './application/commands/review-reported-qr-code/review-reported-qr-code.handler';
import { DeleteAppealsWhenWorkspaceDeletedHandler } from './application/events/delete-appeals-when-workspace-deleted.handler';
import { GetAppealStandingHandler } from './application/queries/get-appeal-standing/get-appeal-standing.handler';
import { GetScanWarningHandler } from './application/queries/get-scan-warning/get-scan-warning.handler';
import { ListReportedQrCodesHandler } from './application/queries/list-reported-qr-codes/list-reported-qr-codes.handler';
import { ReportedQrCodeViews } from './application/reported-qr-code-views';
import { AbuseReport } from './domain/abuse-report.entity';
import { QrCodeAppeal } from './domain/qr-code-appeal.entity';
import { ReportedQrCode } from './domain/reported-qr-code.entity';
import { OwnerMails } from './infrastructure/owner-mails';
import { ReporterHasher } from './infrastructure/reporter-hasher';
import { AppealsController } from './interface/appeals.controller';
import { OperatorController } from './interface/operator.controller';
import { ReportsController } from './interface/reports.controller';

/** The trust bounded context: abuse reports, the reported-code interstitial, the operators' review, owners' appeals. */
@Module({
  imports: [MikroOrmModule.forFeature([AbuseReport, ReportedQrCode, QrCodeAppeal])],
  controllers: [ReportsController, OperatorController, AppealsController],
  providers: [
    ReporterHasher,
    OwnerMails,
    ReportedQrCodeViews,
    ReportQrCodeHandler,
    ReviewReportedQrCodeHandler,
    ListReportedQrCodesHandler,
    GetScanWarningHandler,
    AppealQrCodeHandler,
    GetAppealStandingHandler,
    DeleteAppealsWhenWorkspaceDeletedHandler,
  ],
})
export class TrustModule {}
