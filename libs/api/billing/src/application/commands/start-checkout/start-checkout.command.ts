import type { BillingRedirect } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';

export class StartCheckoutCommand extends Command<BillingRedirect> {
  constructor(
    readonly userId: string,
    readonly email: string,
  ) {
    super();
  }
}
