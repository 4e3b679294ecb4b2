import { Command } from '@nestjs/cqrs';

/** Local test mode: the test checkout page's Pay button. Answers the test session id. */
export class ActivateTestSubscriptionCommand extends Command<string> {
  constructor(readonly userId: string) {
    super();
  }
}
