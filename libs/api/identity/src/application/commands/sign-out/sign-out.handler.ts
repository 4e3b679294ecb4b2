import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SessionTokens } from '../../../infrastructure/session-tokens';
import { SignOutCommand } from './sign-out.command';

@CommandHandler(SignOutCommand)
export class SignOutHandler implements ICommandHandler<SignOutCommand> {
  constructor(private readonly sessions: SessionTokens) {}

  async execute(command: SignOutCommand): Promise<void> {
    if (command.refreshToken) await this.sessions.revoke(command.refreshToken);
  }
}
