import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import {
  type ReportedQrCode as ReportedQrCodeView,
  ScanWarningChangedEvent,
  SuspendQrCodeCommand,
} from '@liveqr/shared/contracts';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { ReportedQrCode } from '../../../domain/reported-qr-code.entity';
import { TrustErrorCode, TrustException } from '../../../domain/trust.exception';
import { ReportedQrCodeViews } from '../../reported-qr-code-views';
import { ReviewReportedQrCodeCommand } from './review-reported-qr-code.command';

@CommandHandler(ReviewReportedQrCodeCommand)
export class ReviewReportedQrCodeHandler implements ICommandHandler<ReviewReportedQrCodeCommand, ReportedQrCodeView> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly events: EventBus,
    private readonly views: ReportedQrCodeViews,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ qrCodeId, action, operator }: ReviewReportedQrCodeCommand): Promise<ReportedQrCodeView> {
    const standing = await this.em.findOne(ReportedQrCode, { qrCodeId });
    if (!standing) throw new TrustException(TrustErrorCode.NotReported);
    const threshold = this.config.trust.abuseReportThreshold;
    const before = standing.showsInterstitial(threshold);
    const wasDisabled = standing.status === 'disabled';
    standing.review(action === 'disable' ? 'disabled' : 'cleared', operator, new Date());
    await this.em.flush();
    // qr-catalog owns the code: it stops (or resumes) answering everywhere and tells the scan path.
    if (action === 'disable' || wasDisabled) {
      await this.commands.execute(new SuspendQrCodeCommand(qrCodeId, action === 'disable'));
    }
    if (before !== standing.showsInterstitial(threshold)) {
      this.events.publish(new ScanWarningChangedEvent(qrCodeId, standing.slug));
    }
    const [view] = await this.views.of([standing]);
    return view;
  }
}
