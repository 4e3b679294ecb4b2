import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountMails } from '../../../infrastructure/mail/account-mails';
import { ResetLinks } from '../../../infrastructure/one-time-links';
import { UsersRepository } from '../../../infrastructure/users.repository';
import { RequestPasswordResetCommand } from './request-password-reset.command';

@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersRepository,
    private readonly links: ResetLinks,
    private readonly mails: AccountMails,
  ) {}

  /**
   * Answers the same, in about the same time, whether or not the address exists: the mail goes out
   * in the background. A new link voids the older ones.
   */
  async execute(command: RequestPasswordResetCommand): Promise<void> {
    const user = await this.users.findByEmail(command.email);
    if (!user) return;
    const token = await this.links.issue(user.id);
    await this.em.flush();
    const link = this.mails.tokenLink('/reset-password', token);
    this.mails.send(await this.users.recipientOf(user), { kind: 'passwordReset', link });
  }
}
