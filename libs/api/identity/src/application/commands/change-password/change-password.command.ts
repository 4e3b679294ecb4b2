import { Command } from '@nestjs/cqrs';
import type { IssuedSession } from '../../../infrastructure/session-tokens';

export class ChangePasswordCommand extends Command<IssuedSession> {
  constructor(
    readonly userId: string,
    readonly currentPassword: string,
    readonly newPassword: string,
    readonly confirmPassword: string,
    /** The caller's refresh token, so the new session keeps its "Remember me" choice. */
    readonly refreshToken: string | undefined,
  ) {
    super();
  }
}
