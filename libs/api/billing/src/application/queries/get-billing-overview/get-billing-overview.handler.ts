import { type AppConfig, APP_CONFIG } from '@liveqr/api/platform';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { billingModeOf } from '../../../domain/billing-mode';
import { SubscriptionsRepository } from '../../../infrastructure/subscriptions.repository';
import { type BillingOverview, billingOverview, GetBillingOverviewQuery } from './get-billing-overview.query';

@QueryHandler(GetBillingOverviewQuery)
export class GetBillingOverviewHandler implements IQueryHandler<GetBillingOverviewQuery> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly subscriptions: SubscriptionsRepository,
  ) {}

  async execute(query: GetBillingOverviewQuery): Promise<BillingOverview> {
    const subscription = await this.subscriptions.findByUserId(query.userId);
    return billingOverview(billingModeOf(this.config), subscription, this.config.adConversionId, new Date());
  }
}
