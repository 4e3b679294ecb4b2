import { Command } from '@nestjs/cqrs';
import type { RequestClient } from '../../request-client';

/** A new address for the account: it changes only once a link mailed to it is opened. */
export class RequestEmailChangeCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly newEmail: string,
    readonly currentPassword: string,
    readonly client: RequestClient,
  ) {
    super();
  }
}
