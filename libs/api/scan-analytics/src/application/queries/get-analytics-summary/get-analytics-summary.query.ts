import type { AnalyticsRange, AnalyticsSummary } from '@liveqr/shared/contracts';
import { Query } from '@nestjs/cqrs';
import type { AnalyticsQuestion } from '../analytics-question';

/** Every figure of the Analytics screen for one code over a range. */
export class GetAnalyticsSummaryQuery extends Query<AnalyticsSummary> implements AnalyticsQuestion {
  constructor(
    readonly ownerId: string,
    readonly qrCodeId: string,
    readonly range: AnalyticsRange,
    readonly timeZone: string,
  ) {
    super();
  }
}
