import type { Actor } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';

/** Local test mode: the test checkout page's Pay button, by `actor` for the workspace `userId`. Answers the test session id. */
export class ActivateTestSubscriptionCommand extends Command<string> {
  constructor(
    readonly userId: string,
    readonly actor: Actor,
  ) {
    super();
  }
}
