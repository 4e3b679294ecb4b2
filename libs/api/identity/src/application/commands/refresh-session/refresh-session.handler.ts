import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IdentityErrorCode, IdentityException } from '../../../domain/identity.exception';
import { type IssuedSession, SessionTokens } from '../../../infrastructure/session-tokens';
import { RefreshSessionCommand } from './refresh-session.command';

@CommandHandler(RefreshSessionCommand)
export class RefreshSessionHandler implements ICommandHandler<RefreshSessionCommand> {
  constructor(private readonly sessions: SessionTokens) {}

  async execute(command: RefreshSessionCommand): Promise<IssuedSession> {
    if (!command.refreshToken) throw new IdentityException(IdentityErrorCode.NotSignedIn);
    return this.sessions.rotate(command.refreshToken);
  }
}
