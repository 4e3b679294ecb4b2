import { Command } from '@nestjs/cqrs';
import type { BillingRedirect } from '../../billing-links';

export class StartCheckoutCommand extends Command<BillingRedirect> {
  constructor(
    readonly userId: string,
    readonly email: string,
  ) {
    super();
  }
}
