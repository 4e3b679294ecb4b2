import { GetOwnedFolderQuery, type OwnedFolderView } from '@liveqr/shared/contracts';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { ReportSubscriptions } from '../../../infrastructure/report-subscriptions';
import {
  GetReportSubscriptionQuery,
  type ReportSubscriptionView,
  reportSubscriptionView,
} from './get-report-subscription.query';

@QueryHandler(GetReportSubscriptionQuery)
export class GetReportSubscriptionHandler implements IQueryHandler<GetReportSubscriptionQuery, ReportSubscriptionView> {
  constructor(
    private readonly subscriptions: ReportSubscriptions,
    private readonly queries: QueryBus,
  ) {}

  async execute({ ownerId, folderId }: GetReportSubscriptionQuery): Promise<ReportSubscriptionView> {
    // qr-catalog refuses anyone else's folder with its 404.
    if (folderId)
      await this.queries.execute<GetOwnedFolderQuery, OwnedFolderView>(new GetOwnedFolderQuery(ownerId, folderId));
    return reportSubscriptionView(await this.subscriptions.frequencyOf(ownerId, folderId));
  }
}
