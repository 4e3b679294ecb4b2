import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PasswordHasher, RateLimiter } from '@liveqr/api/platform';
import { assertNewPassword, IdentityErrorCode, IdentityException } from '../../../domain/identity.exception';
import type { User } from '../../../domain/user.entity';
import { AccountActivity } from '../../../infrastructure/account-activity';
import { AccountMails } from '../../../infrastructure/mail/account-mails';
import { type IssuedSession, SessionTokens } from '../../../infrastructure/session-tokens';
import { UsersRepository } from '../../../infrastructure/users.repository';
import { EmailVerification } from '../../email-verification';
import { createAccount } from '../../new-account';
import { SignUpCommand } from './sign-up.command';

/** At most one "someone tried to create an account" mail an hour per account: no mail bombing. */
const ATTEMPT_MAIL_LIMIT = { limit: 1, windowMs: 60 * 60 * 1000 };

/**
 * Creates the account and signs in at once (spec), unverified: a mailed link proves the address.
 * The spec's immediate sign-in means a taken address cannot be answered like a free one; it is
 * refused (rate-limited per IP by the controller) and its owner is told someone tried.
 */
@CommandHandler(SignUpCommand)
export class SignUpHandler implements ICommandHandler<SignUpCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionTokens,
    private readonly verification: EmailVerification,
    private readonly activity: AccountActivity,
    private readonly mails: AccountMails,
    private readonly limiter: RateLimiter,
  ) {}

  async execute(command: SignUpCommand): Promise<IssuedSession> {
    const { firstName, lastName, email } = command;
    assertNewPassword(command.password, command.confirmPassword, { firstName, lastName, email });
    const owner = await this.users.findByEmail(email);
    if (owner) {
      await this.tellOwner(owner);
      throw new IdentityException(IdentityErrorCode.EmailTaken);
    }
    const fields = {
      email,
      firstName,
      lastName,
      passwordHash: await this.hasher.hash(command.password),
      googleId: null,
      emailVerifiedAt: null,
    };
    const user = await createAccount(this.em, this.commands, fields, command.client.language).catch(
      (error: unknown) => {
        // Two sign-ups with one address at the same moment: the unique index decides.
        if (error instanceof UniqueConstraintViolationException)
          throw new IdentityException(IdentityErrorCode.EmailTaken);
        throw error;
      },
    );
    const session = await this.sessions.issue(user, command.rememberMe);
    await this.em.flush();
    await this.verification.sendLink(user);
    await this.activity.record(user.id, 'signed_up', { client: command.client, method: 'password' });
    return session;
  }

  private async tellOwner(owner: User): Promise<void> {
    if (
      !(await this.limiter.tryConsume(
        `sign-up-attempt-mail:${owner.id}`,
        ATTEMPT_MAIL_LIMIT.limit,
        ATTEMPT_MAIL_LIMIT.windowMs,
      ))
    ) {
      return;
    }
    this.mails.send(await this.users.recipientOf(owner), { kind: 'signUpAttempt' });
  }
}
