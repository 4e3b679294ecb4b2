import { Query } from '@nestjs/cqrs';
import type { BillingMode } from '../../../domain/billing-mode';
import { MONTHLY_PLAN } from '../../../domain/plan';
import { NO_SUBSCRIPTION, type Subscription } from '../../../domain/subscription.entity';

/** Everything the /billing page shows, for the signed-in user (BillingOverviewResponseDto). */
export function billingOverview(
  mode: BillingMode,
  subscription: Subscription | null,
  adConversionId: string | undefined,
  now: Date,
) {
  const known = subscription && subscription.status !== 'none' ? subscription : null;
  return {
    mode,
    plan: MONTHLY_PLAN,
    status: subscription ? subscription.statusAt(now) : NO_SUBSCRIPTION,
    // Null when the user never subscribed.
    subscription: known ? known.viewAt(now) : null,
    // Ad conversion tracking: absent unless configured, and then nothing is sent.
    ...(adConversionId ? { adConversionId } : {}),
  };
}

export type BillingOverview = ReturnType<typeof billingOverview>;

export class GetBillingOverviewQuery extends Query<BillingOverview> {
  constructor(readonly userId: string) {
    super();
  }
}
