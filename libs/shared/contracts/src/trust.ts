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

/** What an ADMIN_EMAILS address needs besides being named there before it may act as an operator. */
export const OPERATOR_REQUIREMENTS = ['verified_email', 'two_factor'] as const;
export type OperatorRequirement = (typeof OPERATOR_REQUIREMENTS)[number];
