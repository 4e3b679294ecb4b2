import { Command } from '@nestjs/cqrs';
import type { IssuedSession } from '../../../infrastructure/session-tokens';
import type { RequestClient } from '../../request-client';

/** The session, and the token of the "remember this device" cookie when it was asked for. */
export interface MfaSignIn {
  session: IssuedSession;
  deviceToken: string | null;
}

/** The second step of a sign-in: its ticket and a code of the authenticator app or a recovery code. */
export class SignInWithMfaCommand extends Command<MfaSignIn> {
  constructor(
    readonly ticket: string,
    readonly code: string,
    readonly rememberDevice: boolean,
    readonly client: RequestClient,
  ) {
    super();
  }
}
