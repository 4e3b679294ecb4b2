import { PasswordHasher } from '@liveqr/api/platform';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IdentityErrorCode, IdentityException } from '../../../domain/identity.exception';
import type { User } from '../../../domain/user.entity';
import { AccountActivity } from '../../../infrastructure/account-activity';
import { AccountMails } from '../../../infrastructure/mail/account-mails';
import { ResetLinks } from '../../../infrastructure/one-time-links';
import { type IssuedSession, SessionTokens } from '../../../infrastructure/session-tokens';
import { SignInThrottles } from '../../../infrastructure/sign-in-throttles';
import { UsersRepository } from '../../../infrastructure/users.repository';
import { SignInCommand } from './sign-in.command';

/**
 * Sign-in with a password. An unknown address and a wrong password take the same path, the same
 * time (a password is checked either way) and get the same answer; the throttle counts both.
 */
@CommandHandler(SignInCommand)
export class SignInHandler implements ICommandHandler<SignInCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionTokens,
    private readonly throttles: SignInThrottles,
    private readonly resetLinks: ResetLinks,
    private readonly mails: AccountMails,
    private readonly activity: AccountActivity,
  ) {}

  async execute(command: SignInCommand): Promise<IssuedSession> {
    const { locksOnFailure } = await this.throttles.startAttempt(command.email);
    const user = await this.users.findByEmail(command.email);
    const passwordMatches = await this.hasher.verify(user?.passwordHash, command.password);
    if (!user || !passwordMatches) {
      if (user && locksOnFailure) await this.tellOwnerOfLock(user, command);
      throw new IdentityException(IdentityErrorCode.InvalidCredentials);
    }
    await this.throttles.succeeded(command.email);
    const session = await this.sessions.issue(user, command.rememberMe);
    await this.em.flush();
    await this.activity.record(user.id, 'signed_in', { client: command.client, method: 'password' });
    return session;
  }

  /** The mail carries a reset link: if the owner forgot their password, that is the way in. */
  private async tellOwnerOfLock(user: User, command: SignInCommand): Promise<void> {
    const token = await this.resetLinks.issue(user.id);
    await this.em.flush();
    const link = this.mails.tokenLink('/reset-password', token);
    this.mails.send(await this.users.recipientOf(user), { kind: 'signInLocked', link });
    await this.activity.record(user.id, 'sign_in_locked', { client: command.client });
  }
}
