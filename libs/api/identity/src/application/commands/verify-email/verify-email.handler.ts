import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IdentityErrorCode, IdentityException } from '../../../domain/identity.exception';
import { Profile } from '../../../domain/profile.entity';
import type { SessionUser, User } from '../../../domain/user.entity';
import { AccountActivity } from '../../../infrastructure/account-activity';
import { AccountMails } from '../../../infrastructure/mail/account-mails';
import { ResetLinks, VerificationLinks } from '../../../infrastructure/one-time-links';
import { SessionRegistry } from '../../../infrastructure/session-registry';
import { UsersRepository } from '../../../infrastructure/users.repository';
import { EmailVerification } from '../../email-verification';
import { VerifyEmailCommand } from './verify-email.command';

/**
 * Confirms the account's address, or, for a link sent to a new address, changes the account to
 * it (confirmed), tells the old address and voids reset links mailed there. Works signed out too:
 * the link itself is the proof.
 */
@CommandHandler(VerifyEmailCommand)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmailCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersRepository,
    private readonly links: VerificationLinks,
    private readonly resetLinks: ResetLinks,
    private readonly registry: SessionRegistry,
    private readonly mails: AccountMails,
    private readonly activity: AccountActivity,
    private readonly verification: EmailVerification,
  ) {}

  async execute({ token, client }: VerifyEmailCommand): Promise<SessionUser> {
    const link = await this.links.claim(token);
    const user = await this.users.findById(link.userId);
    if (!user) throw new IdentityException(IdentityErrorCode.VerificationLinkInvalid);
    if (link.email === user.email) {
      await this.verification.confirm(user, client);
    } else {
      await this.changeEmail(user, link.email, client);
    }
    return user.toSessionUser();
  }

  private async changeEmail(user: User, newEmail: string, client: VerifyEmailCommand['client']): Promise<void> {
    const previous = await this.users.recipientOf(user);
    const taken = await this.users.findByEmail(newEmail);
    if (taken && taken.id !== user.id) throw new IdentityException(IdentityErrorCode.EmailTaken);
    user.email = newEmail;
    user.emailVerifiedAt = new Date();
    await this.em.nativeUpdate(Profile, { id: user.id }, { email: newEmail });
    try {
      await this.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw new IdentityException(IdentityErrorCode.EmailTaken);
      throw error;
    }
    await this.resetLinks.voidAllOf(user.id);
    await this.registry.userChanged(user.id);
    this.mails.send(previous, { kind: 'emailChanged', newEmail });
    await this.activity.record(user.id, 'email_changed', { client });
  }
}
