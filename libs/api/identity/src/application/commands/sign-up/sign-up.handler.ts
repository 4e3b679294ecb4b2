import { randomUUID } from 'node:crypto';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assertNewPassword, IdentityErrorCode, IdentityException } from '../../../domain/identity.exception';
import { normalizeEmail, User } from '../../../domain/user.entity';
import { PasswordHasher } from '../../../infrastructure/password-hasher';
import { type IssuedSession, SessionTokens } from '../../../infrastructure/session-tokens';
import { UsersRepository } from '../../../infrastructure/users.repository';
import { SignUpCommand } from './sign-up.command';

@CommandHandler(SignUpCommand)
export class SignUpHandler implements ICommandHandler<SignUpCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionTokens,
  ) {}

  async execute(command: SignUpCommand): Promise<IssuedSession> {
    assertNewPassword(command.password, command.confirmPassword);
    if (await this.users.findByEmail(command.email)) throw new IdentityException(IdentityErrorCode.EmailTaken);
    const now = new Date();
    const user = this.em.create(User, {
      id: randomUUID(),
      email: normalizeEmail(command.email),
      passwordHash: await this.hasher.hash(command.password),
      firstName: command.firstName.trim(),
      lastName: command.lastName.trim(),
      sessionVersion: 0,
      createdAt: now,
    });
    try {
      await this.em.flush();
    } catch (error) {
      // Two sign-ups with one address at the same moment: the unique index decides.
      if (error instanceof UniqueConstraintViolationException)
        throw new IdentityException(IdentityErrorCode.EmailTaken);
      throw error;
    }
    const session = this.sessions.issue(user, command.rememberMe);
    await this.em.flush();
    return session;
  }
}
