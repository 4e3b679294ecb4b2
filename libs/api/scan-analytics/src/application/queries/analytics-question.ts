import type { AnalyticsRange } from '@liveqr/shared/contracts';
import { Query } from '@nestjs/cqrs';

/**
 * What every analytics query asks: one code of the owner's, over a range, seen from a time zone.
 * Each query is a subclass of its own, so the bus finds its handler.
 */
export abstract class AnalyticsQuestion<Result> extends Query<Result> {
  constructor(
    readonly ownerId: string,
    readonly qrCodeId: string,
    readonly range: AnalyticsRange,
    /** IANA zone: where the range's days start and end. */
    readonly timeZone: string,
  ) {
    super();
  }
}
