import { Command } from '@nestjs/cqrs';
import type { IssuedSession } from '../../../infrastructure/session-tokens';
import type { RequestClient } from '../../request-client';

export class SignInCommand extends Command<IssuedSession> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly rememberMe: boolean,
    readonly client: RequestClient,
    /** The browser's "remember this device" cookie, which skips the second step for its user. */
    readonly deviceToken?: string,
  ) {
    super();
  }
}
