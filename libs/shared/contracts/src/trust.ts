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

/** Where an owner's appeal against a disabled code stands. */
export const APPEAL_STATUSES = ['open', 'upheld', 'reinstated'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

/** Limits of an appeal's message, shared by the form and the server. */
export const APPEAL_LIMITS = { message: 2000 } as const;

/** An owner's appeal, as the owner and the operators see it. */
export interface QrCodeAppealView {
  status: AppealStatus;
  message: string;
  createdAt: string;
  decidedAt: string | null;
}

/** A code's standing for its owner (GET /api/qr-codes/{id}/appeal): disabled or not, and the latest appeal. */
export interface AppealStanding {
  /** Disabled by an operator after abuse reports. */
  disabled: boolean;
  /** True while disabled with no appeal open. */
  canAppeal: boolean;
  appeal: QrCodeAppealView | null;
}

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
  /** The owner's latest appeal, if they made one; `open` ones wait for a decision. */
  appeal: QrCodeAppealView | null;
}

/** What an ADMIN_EMAILS address needs besides being named there before it may act as an operator. */
export const OPERATOR_REQUIREMENTS = ['verified_email', 'two_factor'] as const;
export type OperatorRequirement = (typeof OPERATOR_REQUIREMENTS)[number];

/** GET /api/operator/me. */
export interface OperatorStatus {
  operator: boolean;
  /** For an ADMIN_EMAILS address that is not an operator yet: what it lacks; empty for everyone else. */
  missing: OperatorRequirement[];
}
