import { type AccountDataFile, GetBillingAccountDataQuery } from '@liveqr/shared/contracts';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { MONTHLY_PLAN } from '../../../domain/plan';
import { SubscriptionsRepository } from '../../../infrastructure/subscriptions.repository';

/**
 * Billing's part of "download my data": the plan and the subscription as LiveQR keeps it (invoices
 * and card details stay with Stripe, reachable through Manage subscription).
 */
@QueryHandler(GetBillingAccountDataQuery)
export class GetBillingAccountDataHandler implements IQueryHandler<GetBillingAccountDataQuery, AccountDataFile[]> {
  constructor(private readonly subscriptions: SubscriptionsRepository) {}

  async execute({ userId }: GetBillingAccountDataQuery): Promise<AccountDataFile[]> {
    const subscription = await this.subscriptions.findByUserId(userId);
    const history = subscription && {
      status: subscription.status,
      plan: subscription.planType,
      amountCents: MONTHLY_PLAN.amountCents,
      currency: MONTHLY_PLAN.currency,
      currentPeriodEnd: subscription.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      stripeCustomerId: subscription.stripeCustomerId,
      stripeSubscriptionId: subscription.stripeSubscriptionId,
      startedAt: subscription.createdAt.toISOString(),
      updatedAt: subscription.updatedAt.toISOString(),
    };
    return [{ path: 'billing/subscription.json', content: JSON.stringify({ subscription: history }, null, 2) }];
  }
}
