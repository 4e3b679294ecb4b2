import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountActivity } from '../../../infrastructure/account-activity';
import { AccountMails } from '../../../infrastructure/mail/account-mails';
import { SessionRegistry } from '../../../infrastructure/session-registry';
import { TwoFactorStore } from '../../../infrastructure/two-factor-store';
import { UsersRepository } from '../../../infrastructure/users.repository';
import { AccessRevocation } from '../../access-revocation';
import { SignOutEverywhereCommand } from './sign-out-everywhere.command';

@CommandHandler(SignOutEverywhereCommand)
export class SignOutEverywhereHandler implements ICommandHandler<SignOutEverywhereCommand> {
  constructor(
    private readonly registry: SessionRegistry,
    private readonly activity: AccountActivity,
    private readonly access: AccessRevocation,
    private readonly users: UsersRepository,
    private readonly mails: AccountMails,
    private readonly twoFactor: TwoFactorStore,
  ) {}

  /** Whatever the user may have lost control of ends: sessions, API keys and webhooks; the mail says which. */
  async execute(command: SignOutEverywhereCommand): Promise<void> {
    await this.registry.endAllOf(command.userId);
    // Remembered browsers ask for the second step again.
    await this.twoFactor.forgetDevices(command.userId);
    const revoked = await this.access.revokeAllOf(command.userId, 'signed_out_everywhere');
    const user = await this.users.findById(command.userId);
    if (user) this.mails.send(await this.users.recipientOf(user), { kind: 'signedOutEverywhere', revoked });
    await this.activity.record(command.userId, 'signed_out_everywhere', { client: command.client });
  }
}
