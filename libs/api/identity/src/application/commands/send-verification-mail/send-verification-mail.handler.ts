import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IdentityErrorCode, IdentityException } from '../../../domain/identity.exception';
import { UsersRepository } from '../../../infrastructure/users.repository';
import { EmailVerification } from '../../email-verification';
import { SendVerificationMailCommand } from './send-verification-mail.command';

@CommandHandler(SendVerificationMailCommand)
export class SendVerificationMailHandler implements ICommandHandler<SendVerificationMailCommand> {
  constructor(
    private readonly users: UsersRepository,
    private readonly verification: EmailVerification,
  ) {}

  /** Nothing to send for a confirmed address. */
  async execute(command: SendVerificationMailCommand): Promise<void> {
    const user = await this.users.findById(command.userId);
    if (!user) throw new IdentityException(IdentityErrorCode.NotSignedIn);
    if (!user.isEmailVerified()) await this.verification.sendLink(user);
  }
}
