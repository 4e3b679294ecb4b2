import type { AnalyticsRange } from '@liveqr/shared/contracts';

/** What every analytics query asks: one code of the owner's, over a range, seen from a time zone. */
export interface AnalyticsQuestion {
  readonly ownerId: string;
  readonly qrCodeId: string;
  readonly range: AnalyticsRange;
  /** IANA zone: where the range's days start and end. */
  readonly timeZone: string;
}
