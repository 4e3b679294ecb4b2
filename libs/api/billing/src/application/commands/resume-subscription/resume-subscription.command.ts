import { Command } from '@nestjs/cqrs';
import type { SubscriptionView } from '../../../domain/subscription.entity';

/** Resume on /billing: a subscription cancelled for the end of its period renews again. */
export class ResumeSubscriptionCommand extends Command<SubscriptionView> {
  constructor(readonly userId: string) {
    super();
  }
}
