import { Command } from '@nestjs/cqrs';
import type { RequestClient } from '../../request-client';

/** Ends every session of the user, the caller's included. */
export class SignOutEverywhereCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly client: RequestClient,
  ) {
    super();
  }
}
