import { Command } from '@nestjs/cqrs';
import type { RequestClient } from '../../request-client';

/** Turns two-factor off: the password (for accounts that have one) and a current or recovery code. */
export class TurnOffTotpCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly password: string | undefined,
    readonly code: string,
    readonly client: RequestClient,
  ) {
    super();
  }
}
