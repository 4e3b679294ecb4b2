import { randomUUID } from 'node:crypto';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import {
  DescribeQrCodeBySlugQuery,
  DescribeQrCodesQuery,
  type QrCodeForReview,
  ScanWarningChangedEvent,
} from '@liveqr/shared/contracts';
import { Inject } from '@nestjs/common';
import { CommandHandler, EventBus, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { ReportedQrCode } from '../../../domain/reported-qr-code.entity';
import { TrustErrorCode, TrustException } from '../../../domain/trust.exception';
import { ReporterHasher } from '../../../infrastructure/reporter-hasher';
import { ReportQrCodeCommand } from './report-qr-code.command';

/**
 * Stores a report (one per reporter and code: a new one replaces the earlier) and recounts the
 * distinct reporters since the last review; reaching the threshold starts the interstitial.
 */
@CommandHandler(ReportQrCodeCommand)
export class ReportQrCodeHandler implements ICommandHandler<ReportQrCodeCommand, void> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly events: EventBus,
    private readonly reporters: ReporterHasher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ code: named, ip, report, at }: ReportQrCodeCommand): Promise<void> {
    const code = await this.describe(named);
    if (!code) throw new TrustException(TrustErrorCode.QrCodeNotFound);
    const threshold = this.config.trust.abuseReportThreshold;
    const changed = await this.em.transactional(async (em) => {
      const connection = em.getConnection();
      await connection.execute(
        `insert into abuse_reports (id, qr_code_id, reason, details, contact, reporter_hash, created_at)
         values (?, ?, ?, ?, ?, ?, ?)
         on conflict (qr_code_id, reporter_hash) do update
           set reason = excluded.reason, details = excluded.details, contact = excluded.contact, created_at = excluded.created_at`,
        [randomUUID(), code.id, report.reason, report.details, report.contact, this.reporters.hash(code.id, ip), at],
      );
      // The first report of a code creates its row; concurrent first reports meet here.
      await connection.execute(
        `insert into reported_qr_codes (qr_code_id, slug, status, reporters, last_reported_at) values (?, ?, 'open', 0, ?)
         on conflict (qr_code_id) do nothing`,
        [code.id, code.slug, at],
      );
      const standing = await em.findOneOrFail(
        ReportedQrCode,
        { qrCodeId: code.id },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      const before = standing.showsInterstitial(threshold);
      const [{ count }] = await connection.execute<{ count: string }[]>(
        `select count(*) as count from abuse_reports where qr_code_id = ? and created_at > coalesce(?::timestamptz, '-infinity')`,
        [code.id, standing.reviewedAt],
      );
      standing.reported(Number(count), at);
      return before !== standing.showsInterstitial(threshold);
    });
    if (changed) this.events.publish(new ScanWarningChangedEvent(code.id, code.slug));
  }

  private async describe(named: ReportQrCodeCommand['code']): Promise<QrCodeForReview | undefined> {
    if ('slug' in named) {
      const code = await this.queries.execute<DescribeQrCodeBySlugQuery, QrCodeForReview | null>(
        new DescribeQrCodeBySlugQuery(named.slug),
      );
      return code ?? undefined;
    }
    const [code] = await this.queries.execute<DescribeQrCodesQuery, QrCodeForReview[]>(
      new DescribeQrCodesQuery([named.qrCodeId]),
    );
    return code;
  }
}
