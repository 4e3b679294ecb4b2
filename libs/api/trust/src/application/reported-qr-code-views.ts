import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import { DescribeQrCodesQuery, type QrCodeForReview } from '@liveqr/shared/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AbuseReport } from '../domain/abuse-report.entity';
import { QrCodeAppeal } from '../domain/qr-code-appeal.entity';
import type { ReportedQrCode } from '../domain/reported-qr-code.entity';
import { appealView } from './appeal-views';

/** The newest reports shown per code; the count covers them all. */
const REPORTS_SHOWN = 5;

/**
 * One reported code in the operators' review list (GET /api/operator/reports): the code, its standing
 * (`reporters`: distinct reporters since the last review; `interstitial`: whether scanners see it
 * now), the newest reports since the last review, newest first, and the owner's latest appeal. Its
 * HTTP shape is ReportedQrCodeResponseDto (interface/dto/report.dto.ts).
 */
export function reportedQrCodeView(
  code: QrCodeForReview,
  standing: ReportedQrCode,
  reports: readonly AbuseReport[],
  appeal: QrCodeAppeal | undefined,
  abuseReportThreshold: number,
) {
  return {
    qrCodeId: code.id,
    slug: code.slug,
    name: code.name,
    type: code.type,
    destination: code.destination,
    isActive: code.isActive,
    status: standing.status,
    reporters: standing.reporters,
    interstitial: standing.showsInterstitial(abuseReportThreshold),
    lastReportedAt: standing.lastReportedAt.toISOString(),
    reports: reports.map((report) => ({
      reason: report.reason,
      details: report.details,
      contact: report.contact ?? null,
      reportedAt: report.createdAt.toISOString(),
    })),
    appeal: appeal ? appealView(appeal) : null,
  };
}

export type ReportedQrCodeView = ReturnType<typeof reportedQrCodeView>;

/**
 * What operators see of reported codes: the code as qr-catalog describes it, the reports since the
 * last review, and its owner's latest appeal.
 */
@Injectable()
export class ReportedQrCodeViews {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async of(standings: readonly ReportedQrCode[]): Promise<ReportedQrCodeView[]> {
    const codes = await this.queries.execute<DescribeQrCodesQuery, QrCodeForReview[]>(
      new DescribeQrCodesQuery(standings.map((standing) => standing.qrCodeId)),
    );
    const byId = new Map(codes.map((code) => [code.id, code]));
    const latestAppeals = new Map<string, QrCodeAppeal>();
    const appeals = await this.em.find(
      QrCodeAppeal,
      { qrCodeId: { $in: standings.map((standing) => standing.qrCodeId) } },
      { orderBy: { createdAt: 'desc' }, disableIdentityMap: true },
    );
    for (const appeal of appeals) if (!latestAppeals.has(appeal.qrCodeId)) latestAppeals.set(appeal.qrCodeId, appeal);
    return Promise.all(
      standings
        // A code deleted by its owner since is no longer anything to review.
        .filter((standing) => byId.has(standing.qrCodeId))
        .map(async (standing) => {
          const code = byId.get(standing.qrCodeId) as QrCodeForReview;
          const appeal = latestAppeals.get(standing.qrCodeId);
          const reports = await this.em.find(
            AbuseReport,
            {
              qrCodeId: standing.qrCodeId,
              ...(standing.reviewedAt ? { createdAt: { $gt: standing.reviewedAt } } : {}),
            },
            { orderBy: { createdAt: 'desc' }, limit: REPORTS_SHOWN, disableIdentityMap: true },
          );
          return reportedQrCodeView(code, standing, reports, appeal, this.config.trust.abuseReportThreshold);
        }),
    );
  }
}
