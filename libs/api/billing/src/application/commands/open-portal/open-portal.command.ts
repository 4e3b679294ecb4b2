import { Command } from '@nestjs/cqrs';
import type { BillingLinks, BillingRedirect } from '../../billing-links';

export class OpenPortalCommand extends Command<BillingRedirect> {
  constructor(
    readonly userId: string,
    /** Where the portal leads back to: the workspace's own billing page. */
    readonly links: BillingLinks,
  ) {
    super();
  }
}
