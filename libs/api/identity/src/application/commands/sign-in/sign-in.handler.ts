import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { IdentityErrorCode, IdentityException } from '../../../domain/identity.exception';
import { PasswordHasher } from '../../../infrastructure/password-hasher';
import { type IssuedSession, SessionTokens } from '../../../infrastructure/session-tokens';
import { UsersRepository } from '../../../infrastructure/users.repository';
import { SignInCommand } from './sign-in.command';

@CommandHandler(SignInCommand)
export class SignInHandler implements ICommandHandler<SignInCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionTokens,
  ) {}

  async execute(command: SignInCommand): Promise<IssuedSession> {
    const user = await this.users.findByEmail(command.email);
    if (!user) {
      // Spend the same time as a real check, so timing does not tell whether the address exists.
      await this.hasher.hash(command.password);
      throw new IdentityException(IdentityErrorCode.InvalidCredentials);
    }
    if (!(await this.hasher.verify(user.passwordHash, command.password))) {
      throw new IdentityException(IdentityErrorCode.InvalidCredentials);
    }
    const session = this.sessions.issue(user, command.rememberMe);
    await this.em.flush();
    return session;
  }
}
