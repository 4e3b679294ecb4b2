import type { ReportFrequency } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';
import type { ReportSubscriptionView } from '../../queries/get-report-subscription/get-report-subscription.query';

/** Opts the owner in to the account's (or one folder's) weekly or monthly summary mail, or out ('off'). */
export class SetReportSubscriptionCommand extends Command<ReportSubscriptionView> {
  constructor(
    readonly ownerId: string,
    readonly frequency: ReportFrequency,
    /** Null: the whole account. */
    readonly folderId: string | null = null,
  ) {
    super();
  }
}
