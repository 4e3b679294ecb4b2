import type { AnalyticsRange, ScansPerDay } from '@liveqr/shared/contracts';
import { Query } from '@nestjs/cqrs';
import type { AnalyticsQuestion } from '../analytics-question';

/** The scans-over-time chart: human scans per calendar day in the viewer's time zone. */
export class GetScansPerDayQuery extends Query<ScansPerDay> implements AnalyticsQuestion {
  constructor(
    readonly ownerId: string,
    readonly qrCodeId: string,
    readonly range: AnalyticsRange,
    readonly timeZone: string,
  ) {
    super();
  }
}
