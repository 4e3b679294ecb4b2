import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IdentityErrorCode, IdentityException } from '../../../domain/identity.exception';
import { User } from '../../../domain/user.entity';
import { AccountActivity } from '../../../infrastructure/account-activity';
import { AccessRevocation } from '../../access-revocation';
import { AccountMails } from '../../../infrastructure/mail/account-mails';
import { ResetLinks, VerificationLinks } from '../../../infrastructure/one-time-links';
import { type IssuedSession, SessionTokens } from '../../../infrastructure/session-tokens';
import { SessionRegistry } from '../../../infrastructure/session-registry';
import { SignInThrottles } from '../../../infrastructure/sign-in-throttles';
import { UsersRepository } from '../../../infrastructure/users.repository';
import { createAccount } from '../../new-account';
import { SecondFactor } from '../../second-factor';
import type { RequestClient } from '../../request-client';
import { type GoogleIdentity, SignInWithGoogleCommand } from './sign-in-with-google.command';

/**
 * The Google account's user; else the account of the same address, which Google has just proven
 * to be this person's: linked when its owner had confirmed it, claimed when not (whoever created
 * it may not own the address: their password, sessions, links, API keys and webhooks end); else a
 * new account.
 */
@CommandHandler(SignInWithGoogleCommand)
export class SignInWithGoogleHandler implements ICommandHandler<SignInWithGoogleCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
    private readonly users: UsersRepository,
    private readonly sessions: SessionTokens,
    private readonly registry: SessionRegistry,
    private readonly resetLinks: ResetLinks,
    private readonly verificationLinks: VerificationLinks,
    private readonly throttles: SignInThrottles,
    private readonly mails: AccountMails,
    private readonly activity: AccountActivity,
    private readonly access: AccessRevocation,
    private readonly secondFactor: SecondFactor,
  ) {}

  async execute({ identity, rememberMe, client, deviceToken }: SignInWithGoogleCommand): Promise<IssuedSession> {
    const user =
      (await this.em.findOne(User, { googleId: identity.googleId })) ?? (await this.byAddress(identity, client));
    // Google proves the address, not the second factor: the same second step as a password sign-in.
    await this.secondFactor.demand(user.id, { rememberMe, method: 'google', deviceToken });
    const session = await this.sessions.issue(user, rememberMe);
    await this.em.flush();
    await this.activity.record(user.id, 'signed_in', { client, method: 'google' });
    return session;
  }

  private async byAddress(identity: GoogleIdentity, client: RequestClient): Promise<User> {
    if (!identity.email || !identity.emailVerified)
      throw new IdentityException(IdentityErrorCode.GoogleEmailNotVerified);
    const existing = await this.users.findByEmail(identity.email);
    if (!existing) return this.create(identity, client);
    const wasVerified = existing.isEmailVerified();
    existing.googleId = identity.googleId;
    existing.markEmailVerified();
    if (wasVerified) {
      await this.em.flush();
      await this.activity.record(existing.id, 'google_linked', { client, method: 'google' });
    } else {
      await this.claim(existing, identity, client);
    }
    return existing;
  }

  /** The unconfirmed account becomes the Google user's alone, and the owner of the address is told. */
  private async claim(user: User, identity: GoogleIdentity, client: RequestClient): Promise<void> {
    user.passwordHash = null;
    user.firstName = identity.firstName || user.firstName;
    user.lastName = identity.lastName || user.lastName;
    await this.em.flush();
    await this.registry.endAllOf(user.id);
    await this.resetLinks.voidAllOf(user.id);
    await this.verificationLinks.voidAllOf(user.id);
    await this.throttles.succeeded(user.email);
    const revoked = await this.access.revokeAllOf(user.id, 'claimed_with_google');
    this.mails.send(await this.users.recipientOf(user), { kind: 'claimedWithGoogle', revoked });
    await this.activity.record(user.id, 'claimed_with_google', { client, method: 'google' });
  }

  private async create(identity: GoogleIdentity, client: RequestClient): Promise<User> {
    const user = await createAccount(
      this.em,
      this.commands,
      {
        email: identity.email ?? '',
        firstName: identity.firstName,
        lastName: identity.lastName,
        passwordHash: null,
        googleId: identity.googleId,
        emailVerifiedAt: new Date(),
      },
      client.language,
    );
    await this.activity.record(user.id, 'signed_up', { client, method: 'google' });
    return user;
  }
}
