import type { SubscriptionView } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';

/** Resume on /billing: a subscription cancelled for the end of its period renews again. */
export class ResumeSubscriptionCommand extends Command<SubscriptionView> {
  constructor(readonly userId: string) {
    super();
  }
}
