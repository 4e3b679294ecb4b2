import { PasswordHasher } from '@liveqr/api/platform';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IdentityErrorCode, IdentityException } from '../../../domain/identity.exception';
import { normalizeEmail } from '../../../domain/user.entity';
import { AccountActivity } from '../../../infrastructure/account-activity';
import { UsersRepository } from '../../../infrastructure/users.repository';
import { EmailVerification } from '../../email-verification';
import { RequestEmailChangeCommand } from './request-email-change.command';

@CommandHandler(RequestEmailChangeCommand)
export class RequestEmailChangeHandler implements ICommandHandler<RequestEmailChangeCommand> {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly verification: EmailVerification,
    private readonly activity: AccountActivity,
  ) {}

  /** The current password is required (when the account has one), as for changing the password. */
  async execute(command: RequestEmailChangeCommand): Promise<void> {
    const user = await this.users.findById(command.userId);
    if (!user) throw new IdentityException(IdentityErrorCode.NotSignedIn);
    const newEmail = normalizeEmail(command.newEmail);
    if (newEmail.toLowerCase() === user.email.toLowerCase())
      throw new IdentityException(IdentityErrorCode.EmailUnchanged);
    if (user.passwordHash && !(await this.hasher.verify(user.passwordHash, command.currentPassword))) {
      throw new IdentityException(IdentityErrorCode.WrongCurrentPassword);
    }
    if (await this.users.findByEmail(newEmail)) throw new IdentityException(IdentityErrorCode.EmailTaken);
    await this.verification.sendLink(user, newEmail);
    await this.activity.record(user.id, 'email_change_requested', { client: command.client });
  }
}
