import { Command } from '@nestjs/cqrs';
import type { RequestClient } from '../../request-client';

export class ChangePasswordCommand extends Command<void> {
  constructor(
    readonly userId: string,
    /** The caller's session, which stays signed in. */
    readonly sessionId: string,
    readonly currentPassword: string,
    readonly newPassword: string,
    readonly confirmPassword: string,
    readonly client: RequestClient,
  ) {
    super();
  }
}
