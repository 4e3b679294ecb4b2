import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountActivity } from '../../../infrastructure/account-activity';
import { SessionRegistry } from '../../../infrastructure/session-registry';
import { SignOutEverywhereCommand } from './sign-out-everywhere.command';

@CommandHandler(SignOutEverywhereCommand)
export class SignOutEverywhereHandler implements ICommandHandler<SignOutEverywhereCommand> {
  constructor(
    private readonly registry: SessionRegistry,
    private readonly activity: AccountActivity,
  ) {}

  async execute(command: SignOutEverywhereCommand): Promise<void> {
    await this.registry.endAllOf(command.userId);
    await this.activity.record(command.userId, 'signed_out_everywhere', { client: command.client });
  }
}
