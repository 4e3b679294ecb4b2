import type { QrCodeScope } from '@liveqr/shared/contracts';
import { Query } from '@nestjs/cqrs';
import type { OverviewRangeRequest } from '../../../domain/overview-range';
import type { AnalyticsOverview } from '../../analytics-overview.view';

/**
 * The overview of the owner's codes over a range. `codeIds` null is all of them; a folder and/or
 * tags (`scope`) narrow to their codes, resolved by qr-catalog. `compareIds`: up to four codes
 * drawn on one series.
 */
export class GetAnalyticsOverviewQuery extends Query<AnalyticsOverview> {
  constructor(
    readonly ownerId: string,
    readonly range: OverviewRangeRequest,
    readonly codeIds: readonly string[] | null,
    readonly compareIds: readonly string[],
    readonly scope: QrCodeScope = {},
  ) {
    super();
  }
}
