import { PasswordHasher } from '@liveqr/api/platform';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IdentityErrorCode, IdentityException } from '../../../domain/identity.exception';
import { AccountActivity } from '../../../infrastructure/account-activity';
import { type IssuedSession, SessionTokens } from '../../../infrastructure/session-tokens';
import { SignInThrottles } from '../../../infrastructure/sign-in-throttles';
import { UsersRepository } from '../../../infrastructure/users.repository';
import { SecondFactor } from '../../second-factor';
import { SignInLockNotice } from '../../sign-in-lock-notice';
import { SignInCommand } from './sign-in.command';

/**
 * Sign-in with a password. An unknown address and a wrong password take the same path, the same
 * time (a password is checked either way) and get the same answer; the throttle counts both. With
 * two-factor on, a right password only earns a ticket for the second step, and the attempt stays
 * counted until that step succeeds.
 */
@CommandHandler(SignInCommand)
export class SignInHandler implements ICommandHandler<SignInCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionTokens,
    private readonly throttles: SignInThrottles,
    private readonly lockNotice: SignInLockNotice,
    private readonly secondFactor: SecondFactor,
    private readonly activity: AccountActivity,
  ) {}

  async execute(command: SignInCommand): Promise<IssuedSession> {
    const { locksOnFailure } = await this.throttles.startAttempt(command.email);
    const user = await this.users.findByEmail(command.email);
    const passwordMatches = await this.hasher.verify(user?.passwordHash, command.password);
    if (!user || !passwordMatches) {
      if (user && locksOnFailure) await this.lockNotice.send(user, command.client);
      throw new IdentityException(IdentityErrorCode.InvalidCredentials);
    }
    await this.secondFactor.demand(user.id, {
      rememberMe: command.rememberMe,
      method: 'password',
      deviceToken: command.deviceToken,
    });
    await this.throttles.succeeded(command.email);
    const session = await this.sessions.issue(user, command.rememberMe);
    await this.em.flush();
    await this.activity.record(user.id, 'signed_in', { client: command.client, method: 'password' });
    return session;
  }
}
