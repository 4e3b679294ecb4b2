import type { Actor } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';

export type TestCancellation = 'period_end' | 'now';

/** Local test mode: the test management page's cancel buttons. */
export class CancelTestSubscriptionCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly when: TestCancellation,
    readonly actor: Actor,
  ) {
    super();
  }
}
