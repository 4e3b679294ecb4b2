import { Command } from '@nestjs/cqrs';
import type { RequestClient } from '../../request-client';
import type { SessionUser } from '../../../domain/user.entity';

/** The link of a verification mail was opened: the address it was sent to is confirmed. */
export class VerifyEmailCommand extends Command<SessionUser> {
  constructor(
    readonly token: string,
    readonly client: RequestClient,
  ) {
    super();
  }
}
