/**
 * The trust context's messages: abuse reports, the "reported" interstitial and the operators'
 * review. Plain classes so they travel on the CQRS buses without the contexts importing each other.
 */

/** Why a scanner reports a code. */
export const REPORT_REASONS = ['phishing', 'malware', 'scam', 'spam', 'inappropriate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Limits of a report's free text, shared by the form and the server. */
export const REPORT_LIMITS = { details: 1000, contact: 254 } as const;

/**
 * Answered by the trust context: true while a code has been reported by enough distinct people
 * and no operator has cleared it, so its scanners see an interstitial before they go on.
 * `queryBus.execute<GetScanWarningQuery, boolean>(new GetScanWarningQuery(qrCodeId))`.
 */
export class GetScanWarningQuery {
  constructor(readonly qrCodeId: string) {}
}

/** A code's interstitial started or ended: the scan path looks the slug up afresh. */
export class ScanWarningChangedEvent {
  constructor(
    readonly qrCodeId: string,
    readonly slug: string,
  ) {}
}

/** Where an operator's review stands. */
export const REVIEW_STATUSES = ['open', 'cleared', 'disabled'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** One reported code in the operators' review list (GET /api/operator/reports). */
export interface ReportedQrCode {
  qrCodeId: string;
  slug: string;
  name: string;
  type: string;
  /** Where its scans lead, as people read it; null for a code that leads to a page of ours. */
  destination: string | null;
  isActive: boolean;
  status: ReviewStatus;
  /** Distinct reporters since the last review. */
  reporters: number;
  /** True when scanners see the interstitial now. */
  interstitial: boolean;
  lastReportedAt: string;
  /** The newest reports since the last review, newest first. */
  reports: { reason: ReportReason; details: string; contact: string | null; reportedAt: string }[];
}
