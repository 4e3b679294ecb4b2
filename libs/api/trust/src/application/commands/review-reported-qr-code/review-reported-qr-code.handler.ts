import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import {
  DescribeQrCodesQuery,
  type QrCodeForReview,
  REPORT_REASONS,
  type ReportReason,
  ScanWarningChangedEvent,
  SuspendQrCodeCommand,
} from '@liveqr/shared/contracts';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, EventBus, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { AbuseReport } from '../../../domain/abuse-report.entity';
import { QrCodeAppeal } from '../../../domain/qr-code-appeal.entity';
import { ReportedQrCode } from '../../../domain/reported-qr-code.entity';
import { TrustErrorCode, TrustException } from '../../../domain/trust.exception';
import { type OwnerNotice, OwnerMails } from '../../../infrastructure/owner-mails';
import { type ReportedQrCodeView, ReportedQrCodeViews } from '../../reported-qr-code-views';
import { ReviewReportedQrCodeCommand } from './review-reported-qr-code.command';

@CommandHandler(ReviewReportedQrCodeCommand)
export class ReviewReportedQrCodeHandler implements ICommandHandler<ReviewReportedQrCodeCommand, ReportedQrCodeView> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly events: EventBus,
    private readonly views: ReportedQrCodeViews,
    private readonly mails: OwnerMails,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ qrCodeId, action, operator }: ReviewReportedQrCodeCommand): Promise<ReportedQrCodeView> {
    const standing = await this.em.findOne(ReportedQrCode, { qrCodeId });
    if (!standing) throw new TrustException(TrustErrorCode.NotReported);
    const now = new Date();
    const appeal = await this.em.findOne(QrCodeAppeal, { qrCodeId, status: 'open' });
    if (action === 'uphold') {
      if (!appeal) throw new TrustException(TrustErrorCode.NoOpenAppeal);
      appeal.decide('upheld', operator, now);
      await this.em.flush();
      await this.tellOwner(qrCodeId, { kind: 'upheld' });
      return this.view(standing);
    }
    const threshold = this.config.trust.abuseReportThreshold;
    const before = standing.showsInterstitial(threshold);
    const wasDisabled = standing.status === 'disabled';
    const disabling = action === 'disable' && !wasDisabled;
    // Read before the review: the reports that count are those since the previous one.
    const reasons = disabling ? await this.reasonsSinceReview(standing) : [];
    standing.review(action === 'disable' ? 'disabled' : 'cleared', operator, now);
    if (action === 'clear') appeal?.decide('reinstated', operator, now);
    await this.em.flush();
    // qr-catalog owns the code: it stops (or resumes) answering everywhere and tells the scan path.
    if (action === 'disable' || wasDisabled) {
      await this.commands.execute(new SuspendQrCodeCommand(qrCodeId, action === 'disable'));
    }
    if (before !== standing.showsInterstitial(threshold)) {
      this.events.publish(new ScanWarningChangedEvent(qrCodeId, standing.slug));
    }
    if (disabling) await this.tellOwner(qrCodeId, { kind: 'disabled', reasons });
    if (action === 'clear' && wasDisabled) await this.tellOwner(qrCodeId, { kind: 'reinstated' });
    return this.view(standing);
  }

  private async view(standing: ReportedQrCode): Promise<ReportedQrCodeView> {
    const [view] = await this.views.of([standing]);
    return view;
  }

  /** The reasons people gave since the last review, in the order the report form lists them. */
  private async reasonsSinceReview(standing: ReportedQrCode): Promise<ReportReason[]> {
    const reports = await this.em.find(
      AbuseReport,
      {
        qrCodeId: standing.qrCodeId,
        ...(standing.reviewedAt ? { createdAt: { $gt: standing.reviewedAt } } : {}),
      },
      { fields: ['reason'], disableIdentityMap: true },
    );
    const given = new Set(reports.map((report) => report.reason));
    return REPORT_REASONS.filter((reason) => given.has(reason));
  }

  private async tellOwner(qrCodeId: string, notice: OwnerNotice): Promise<void> {
    const [code] = await this.queries.execute<DescribeQrCodesQuery, QrCodeForReview[]>(
      new DescribeQrCodesQuery([qrCodeId]),
    );
    if (code) await this.mails.tell(code, notice);
  }
}
