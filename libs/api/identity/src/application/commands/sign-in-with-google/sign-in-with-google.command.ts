import { Command } from '@nestjs/cqrs';
import type { IssuedSession } from '../../../infrastructure/session-tokens';
import type { RequestClient } from '../../request-client';

/** What the Google strategy read from the provider's user info. */
export interface GoogleIdentity {
  googleId: string;
  email?: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

export class SignInWithGoogleCommand extends Command<IssuedSession> {
  constructor(
    readonly identity: GoogleIdentity,
    readonly rememberMe: boolean,
    readonly client: RequestClient,
    /** The browser's "remember this device" cookie, which skips the second step for its user. */
    readonly deviceToken?: string,
  ) {
    super();
  }
}
