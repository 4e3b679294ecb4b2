import { Command } from '@nestjs/cqrs';
import type { RequestClient } from '../../request-client';

/** Log Out: ends the session of the refresh cookie, or of the access token (API consumers). */
export class SignOutCommand extends Command<void> {
  constructor(
    readonly refreshToken: string | undefined,
    readonly accessTokenSession: { sessionId: string; userId: string } | null,
    readonly client: RequestClient,
  ) {
    super();
  }
}
