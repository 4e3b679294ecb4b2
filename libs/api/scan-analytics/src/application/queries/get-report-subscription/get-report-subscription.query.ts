import type { ReportSubscriptionView } from '@liveqr/shared/contracts';
import { Query } from '@nestjs/cqrs';

/** Whether and how often the owner gets the account's (or one folder's) summary mail. */
export class GetReportSubscriptionQuery extends Query<ReportSubscriptionView> {
  constructor(
    readonly ownerId: string,
    /** Null: the whole account. */
    readonly folderId: string | null = null,
  ) {
    super();
  }
}
