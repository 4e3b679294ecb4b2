import type { BillingRedirect } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';

export class OpenPortalCommand extends Command<BillingRedirect> {
  constructor(readonly userId: string) {
    super();
  }
}
