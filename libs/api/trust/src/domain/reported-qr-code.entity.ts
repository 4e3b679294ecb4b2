import { defineEntity, p } from '@mikro-orm/postgresql';
import type { ReviewStatus } from '@liveqr/shared/contracts';

const ReportedQrCodeSchema = defineEntity({
  name: 'ReportedQrCode',
  tableName: 'reported_qr_codes',
  properties: {
    qrCodeId: p.uuid().primary(),
    /** What the scan path's cache is keyed by, to evict it when the interstitial starts or ends. */
    slug: p.string(),
    status: p.string().$type<ReviewStatus>(),
    /** Distinct reporters since the last review. */
    reporters: p.integer(),
    lastReportedAt: p.datetime(),
    reviewedAt: p.datetime().nullable(),
    /** The operator's e-mail. */
    reviewedBy: p.string().nullable(),
  },
});

/**
 * A code's standing with the operators. Reports since the last review count; once `threshold`
 * distinct people reported it and no operator has looked, its scanners see an interstitial.
 */
export class ReportedQrCode extends ReportedQrCodeSchema.class {
  static first(qrCodeId: string, slug: string, now: Date): ReportedQrCode {
    const code = new ReportedQrCode();
    code.qrCodeId = qrCodeId;
    code.slug = slug;
    code.status = 'open';
    code.reporters = 0;
    code.lastReportedAt = now;
    code.reviewedAt = null;
    code.reviewedBy = null;
    return code;
  }

  showsInterstitial(threshold: number): boolean {
    return this.status === 'open' && this.reporters >= threshold;
  }

  /** A report arrived; a cleared code is open for review again. A disabled code stays disabled. */
  reported(reporters: number, now: Date): void {
    this.reporters = reporters;
    this.lastReportedAt = now;
    if (this.status === 'cleared') this.status = 'open';
  }

  review(status: Exclude<ReviewStatus, 'open'>, operator: string, now: Date): void {
    this.status = status;
    this.reviewedBy = operator;
    this.reviewedAt = now;
    if (status === 'cleared') this.reporters = 0;
  }
}
ReportedQrCodeSchema.setClass(ReportedQrCode);
