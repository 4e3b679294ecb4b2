import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IdentityErrorCode, IdentityException } from '../../../domain/identity.exception';
import { normalizeEmail, User } from '../../../domain/user.entity';
import { type IssuedSession, SessionTokens } from '../../../infrastructure/session-tokens';
import { UsersRepository } from '../../../infrastructure/users.repository';
import { SignInWithGoogleCommand } from './sign-in-with-google.command';

@CommandHandler(SignInWithGoogleCommand)
export class SignInWithGoogleHandler implements ICommandHandler<SignInWithGoogleCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersRepository,
    private readonly sessions: SessionTokens,
  ) {}

  /** The Google account's user, else the user with the same verified address (linked), else a new user. */
  async execute({ identity, rememberMe }: SignInWithGoogleCommand): Promise<IssuedSession> {
    let user = await this.em.findOne(User, { googleId: identity.googleId });
    if (!user) {
      // Only an address Google verified may take over (link to) an existing account.
      if (!identity.email || !identity.emailVerified) {
        throw new IdentityException(IdentityErrorCode.GoogleEmailNotVerified);
      }
      user = await this.users.findByEmail(identity.email);
      if (user) {
        user.googleId = identity.googleId;
      } else {
        const now = new Date();
        user = this.em.create(User, {
          id: randomUUID(),
          email: normalizeEmail(identity.email),
          passwordHash: null,
          googleId: identity.googleId,
          firstName: identity.firstName,
          lastName: identity.lastName,
          sessionVersion: 0,
          createdAt: now,
        });
      }
      // The user row first: refresh tokens reference it.
      await this.em.flush();
    }
    const session = this.sessions.issue(user, rememberMe);
    await this.em.flush();
    return session;
  }
}
