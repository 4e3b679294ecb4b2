import { type AppConfig, APP_CONFIG } from '@liveqr/api/platform';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { billingModeOf } from '../../../domain/billing-mode';
import { MONTHLY_PLAN } from '../../../domain/plan';
import { NO_SUBSCRIPTION } from '../../../domain/subscription.entity';
import { SubscriptionsRepository } from '../../../infrastructure/subscriptions.repository';
import { type BillingOverview, GetBillingOverviewQuery } from './get-billing-overview.query';

@QueryHandler(GetBillingOverviewQuery)
export class GetBillingOverviewHandler implements IQueryHandler<GetBillingOverviewQuery> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly subscriptions: SubscriptionsRepository,
  ) {}

  async execute(query: GetBillingOverviewQuery): Promise<BillingOverview> {
    const subscription = await this.subscriptions.findByUserId(query.userId);
    const now = new Date();
    const known = subscription && subscription.status !== 'none' ? subscription : null;
    return {
      mode: billingModeOf(this.config),
      plan: MONTHLY_PLAN,
      status: subscription ? subscription.statusAt(now) : NO_SUBSCRIPTION,
      subscription: known ? known.viewAt(now) : null,
      ...(this.config.adConversionId ? { adConversionId: this.config.adConversionId } : {}),
    };
  }
}
