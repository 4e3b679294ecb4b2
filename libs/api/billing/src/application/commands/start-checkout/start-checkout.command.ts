import { Command } from '@nestjs/cqrs';
import type { BillingLinks, BillingRedirect } from '../../billing-links';

export class StartCheckoutCommand extends Command<BillingRedirect> {
  constructor(
    readonly userId: string,
    readonly email: string,
    /** Where the payment leads back to: the workspace's own billing page. */
    readonly links: BillingLinks,
  ) {
    super();
  }
}
