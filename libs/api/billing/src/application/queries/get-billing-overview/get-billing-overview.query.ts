import type { BillingOverview } from '@liveqr/shared/contracts';
import { Query } from '@nestjs/cqrs';

export class GetBillingOverviewQuery extends Query<BillingOverview> {
  constructor(readonly userId: string) {
    super();
  }
}
