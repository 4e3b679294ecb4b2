import { ConfirmEmailByInvitationCommand } from '@liveqr/shared/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UsersRepository } from '../../../infrastructure/users.repository';
import { EmailVerification } from '../../email-verification';

/**
 * An invitation mailed to `email` was accepted by the user: like a verification link, it proves they
 * read that address's mail, so it confirms the account's address, and no other.
 */
@CommandHandler(ConfirmEmailByInvitationCommand)
export class ConfirmEmailByInvitationHandler implements ICommandHandler<ConfirmEmailByInvitationCommand, boolean> {
  constructor(
    private readonly users: UsersRepository,
    private readonly verification: EmailVerification,
  ) {}

  async execute({ userId, email }: ConfirmEmailByInvitationCommand): Promise<boolean> {
    const user = await this.users.findById(userId);
    if (!user?.hasEmail(email)) return false;
    if (!user.isEmailVerified()) await this.verification.confirm(user);
    return true;
  }
}
