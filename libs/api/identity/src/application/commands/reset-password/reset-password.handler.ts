import { PasswordHasher } from '@liveqr/api/platform';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assertNewPassword, IdentityErrorCode, IdentityException } from '../../../domain/identity.exception';
import { AccountActivity } from '../../../infrastructure/account-activity';
import { AccessRevocation } from '../../access-revocation';
import { AccountMails } from '../../../infrastructure/mail/account-mails';
import { ResetLinks } from '../../../infrastructure/one-time-links';
import { SessionRegistry } from '../../../infrastructure/session-registry';
import { SignInThrottles } from '../../../infrastructure/sign-in-throttles';
import { UsersRepository } from '../../../infrastructure/users.repository';
import { ResetPasswordCommand } from './reset-password.command';

@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersRepository,
    private readonly links: ResetLinks,
    private readonly hasher: PasswordHasher,
    private readonly registry: SessionRegistry,
    private readonly throttles: SignInThrottles,
    private readonly mails: AccountMails,
    private readonly activity: AccountActivity,
    private readonly access: AccessRevocation,
  ) {}

  /**
   * The mailed link proves the address, so it also confirms it and ends a sign-in lock. Whoever
   * knew the old password is signed out everywhere and loses the API keys and webhooks made until
   * now, and the owner is told which.
   */
  async execute(command: ResetPasswordCommand): Promise<void> {
    const user = await this.users.findById((await this.links.findUsable(command.token)).userId);
    if (!user) throw new IdentityException(IdentityErrorCode.ResetLinkInvalid);
    // Checked before the link is used up: a refused password leaves it usable.
    assertNewPassword(command.password, command.confirmPassword, user.passwordOwner());
    await this.links.claim(command.token);
    user.passwordHash = await this.hasher.hash(command.password);
    user.markEmailVerified();
    await this.em.flush();
    await this.registry.endAllOf(user.id);
    await this.throttles.succeeded(user.email);
    const revoked = await this.access.revokeAllOf(user.id, 'password_reset');
    this.mails.send(await this.users.recipientOf(user), { kind: 'passwordChanged', revoked });
    await this.activity.record(user.id, 'password_reset', { client: command.client });
  }
}
