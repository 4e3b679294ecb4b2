import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IdentityErrorCode, IdentityException } from '../../../domain/identity.exception';
import { AccountActivity } from '../../../infrastructure/account-activity';
import { SessionTokens } from '../../../infrastructure/session-tokens';
import { SignInThrottles } from '../../../infrastructure/sign-in-throttles';
import { TwoFactorStore } from '../../../infrastructure/two-factor-store';
import { UsersRepository } from '../../../infrastructure/users.repository';
import { SecondFactor } from '../../second-factor';
import { SignInLockNotice } from '../../sign-in-lock-notice';
import { type MfaSignIn, SignInWithMfaCommand } from './sign-in-with-mfa.command';

/**
 * Finishes a sign-in that answered MFA_REQUIRED. Each code counts as a sign-in attempt of the
 * account's address (the same waits and lock as wrong passwords), and a ticket ends after a few
 * wrong codes; the session is the one the first step would have started.
 */
@CommandHandler(SignInWithMfaCommand)
export class SignInWithMfaHandler implements ICommandHandler<SignInWithMfaCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersRepository,
    private readonly store: TwoFactorStore,
    private readonly secondFactor: SecondFactor,
    private readonly sessions: SessionTokens,
    private readonly throttles: SignInThrottles,
    private readonly lockNotice: SignInLockNotice,
    private readonly activity: AccountActivity,
  ) {}

  async execute({ ticket: token, code, rememberDevice, client }: SignInWithMfaCommand): Promise<MfaSignIn> {
    const ticket = await this.store.ticket(token);
    const user = ticket && (await this.users.findById(ticket.userId));
    if (!ticket || !user) throw new IdentityException(IdentityErrorCode.MfaTicketInvalid);
    const { locksOnFailure } = await this.throttles.startAttempt(user.email);
    if (!(await this.secondFactor.check(user.id, code, client))) {
      await this.store.failTicket(ticket);
      if (locksOnFailure) await this.lockNotice.send(user, client);
      throw new IdentityException(IdentityErrorCode.MfaCodeInvalid);
    }
    if (!(await this.store.spendTicket(ticket))) throw new IdentityException(IdentityErrorCode.MfaTicketInvalid);
    await this.throttles.succeeded(user.email);
    const session = await this.sessions.issue(user, ticket.rememberMe);
    await this.em.flush();
    await this.activity.record(user.id, 'signed_in', { client, method: ticket.method });
    return { session, deviceToken: rememberDevice ? await this.store.trustDevice(user.id) : null };
  }
}
