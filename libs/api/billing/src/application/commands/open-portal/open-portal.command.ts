import { Command } from '@nestjs/cqrs';
import type { BillingRedirect } from '../../billing-links';

export class OpenPortalCommand extends Command<BillingRedirect> {
  constructor(readonly userId: string) {
    super();
  }
}
