import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountActivity } from '../../../infrastructure/account-activity';
import { SessionRegistry } from '../../../infrastructure/session-registry';
import { SessionTokens } from '../../../infrastructure/session-tokens';
import { SignOutCommand } from './sign-out.command';

@CommandHandler(SignOutCommand)
export class SignOutHandler implements ICommandHandler<SignOutCommand> {
  constructor(
    private readonly sessions: SessionTokens,
    private readonly registry: SessionRegistry,
    private readonly activity: AccountActivity,
  ) {}

  /** Its access tokens stop working on every server, not only its refresh token. */
  async execute(command: SignOutCommand): Promise<void> {
    const session =
      (command.refreshToken ? await this.sessions.sessionOf(command.refreshToken) : null) ?? command.accessTokenSession;
    if (session && (await this.registry.end(session.sessionId))) {
      await this.activity.record(session.userId, 'signed_out', { client: command.client });
    }
  }
}
