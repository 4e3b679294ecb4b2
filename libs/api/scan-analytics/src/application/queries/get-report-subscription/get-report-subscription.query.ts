import type { ReportFrequency } from '@liveqr/shared/contracts';
import { Query } from '@nestjs/cqrs';

/** How often the owner gets a summary mail, 'off' for none, as the API answers it (ReportSubscriptionDto). */
export function reportSubscriptionView(frequency: ReportFrequency) {
  return { frequency };
}

export type ReportSubscriptionView = ReturnType<typeof reportSubscriptionView>;

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
