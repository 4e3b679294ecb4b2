import type { SubscriptionStatus } from '@liveqr/shared/contracts';
import { Query } from '@nestjs/cqrs';
import type { BillingMode } from '../../../domain/billing-mode';
import type { MONTHLY_PLAN } from '../../../domain/plan';
import type { SubscriptionView } from '../../../domain/subscription.entity';

/** Everything the /billing page shows, for the signed-in user. */
export interface BillingOverview {
  mode: BillingMode;
  plan: typeof MONTHLY_PLAN;
  status: SubscriptionStatus;
  /** Null when the user never subscribed. */
  subscription: SubscriptionView | null;
  /** Ad conversion tracking id; absent unless configured, and then nothing is sent. */
  adConversionId?: string;
}

export class GetBillingOverviewQuery extends Query<BillingOverview> {
  constructor(readonly userId: string) {
    super();
  }
}
