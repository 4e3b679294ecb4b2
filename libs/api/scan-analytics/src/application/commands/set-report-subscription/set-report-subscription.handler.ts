import { GetOwnedFolderQuery, type OwnedFolderView } from '@liveqr/shared/contracts';
import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { ReportSubscriptions } from '../../../infrastructure/report-subscriptions';
import {
  type ReportSubscriptionView,
  reportSubscriptionView,
} from '../../queries/get-report-subscription/get-report-subscription.query';
import { SetReportSubscriptionCommand } from './set-report-subscription.command';

@CommandHandler(SetReportSubscriptionCommand)
export class SetReportSubscriptionHandler implements ICommandHandler<
  SetReportSubscriptionCommand,
  ReportSubscriptionView
> {
  constructor(
    private readonly subscriptions: ReportSubscriptions,
    private readonly queries: QueryBus,
  ) {}

  async execute({ ownerId, frequency, folderId }: SetReportSubscriptionCommand): Promise<ReportSubscriptionView> {
    // qr-catalog refuses anyone else's folder with its 404.
    if (folderId)
      await this.queries.execute<GetOwnedFolderQuery, OwnedFolderView>(new GetOwnedFolderQuery(ownerId, folderId));
    await this.subscriptions.set(ownerId, folderId, frequency);
    return reportSubscriptionView(frequency);
  }
}
