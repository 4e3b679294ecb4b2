import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IdentityErrorCode, IdentityException } from '../../../domain/identity.exception';
import { AccountActivity } from '../../../infrastructure/account-activity';
import { type IssuedSession, RefreshTokenReplayed, SessionTokens } from '../../../infrastructure/session-tokens';
import { RefreshSessionCommand } from './refresh-session.command';

@CommandHandler(RefreshSessionCommand)
export class RefreshSessionHandler implements ICommandHandler<RefreshSessionCommand> {
  constructor(
    private readonly sessions: SessionTokens,
    private readonly activity: AccountActivity,
  ) {}

  async execute(command: RefreshSessionCommand): Promise<IssuedSession> {
    if (!command.refreshToken) throw new IdentityException(IdentityErrorCode.NotSignedIn);
    try {
      return await this.sessions.rotate(command.refreshToken);
    } catch (error) {
      // A stolen refresh token was used: the session ended, and its owner sees why.
      if (error instanceof RefreshTokenReplayed && error.endedNow) {
        await this.activity.record(error.userId, 'session_reuse_detected', { client: command.client });
      }
      throw error;
    }
  }
}
