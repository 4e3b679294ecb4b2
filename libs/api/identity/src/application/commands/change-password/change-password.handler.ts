import { PasswordHasher } from '@liveqr/api/platform';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assertNewPassword, IdentityErrorCode, IdentityException } from '../../../domain/identity.exception';
import { AccountActivity } from '../../../infrastructure/account-activity';
import { AccountMails } from '../../../infrastructure/mail/account-mails';
import { SessionRegistry } from '../../../infrastructure/session-registry';
import { UsersRepository } from '../../../infrastructure/users.repository';
import { ChangePasswordCommand } from './change-password.command';

@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly registry: SessionRegistry,
    private readonly mails: AccountMails,
    private readonly activity: AccountActivity,
  ) {}

  /** Every other session ends; the owner is told by mail in case it was not them. */
  async execute(command: ChangePasswordCommand): Promise<void> {
    const user = await this.users.findById(command.userId);
    if (!user) throw new IdentityException(IdentityErrorCode.NotSignedIn);
    assertNewPassword(command.newPassword, command.confirmPassword, user.passwordOwner());
    // Accounts created with Google have no password yet: they may set one without.
    if (user.passwordHash && !(await this.hasher.verify(user.passwordHash, command.currentPassword))) {
      throw new IdentityException(IdentityErrorCode.WrongCurrentPassword);
    }
    user.passwordHash = await this.hasher.hash(command.newPassword);
    await this.em.flush();
    await this.registry.endAllOf(user.id, command.sessionId);
    this.mails.send(await this.users.recipientOf(user), { kind: 'passwordChanged' });
    await this.activity.record(user.id, 'password_changed', { client: command.client });
  }
}
