import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assertNewPassword, IdentityErrorCode, IdentityException } from '../../../domain/identity.exception';
import { PasswordHasher } from '../../../infrastructure/password-hasher';
import { type IssuedSession, SessionTokens } from '../../../infrastructure/session-tokens';
import { UsersRepository } from '../../../infrastructure/users.repository';
import { ChangePasswordCommand } from './change-password.command';

@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionTokens,
  ) {}

  /** Signs out every session and hands the caller a fresh one. */
  async execute(command: ChangePasswordCommand): Promise<IssuedSession> {
    assertNewPassword(command.newPassword, command.confirmPassword);
    const user = await this.users.findById(command.userId);
    if (!user) throw new IdentityException(IdentityErrorCode.NotSignedIn);
    // Accounts created with Google have no password yet: they may set one without.
    if (user.passwordHash && !(await this.hasher.verify(user.passwordHash, command.currentPassword))) {
      throw new IdentityException(IdentityErrorCode.WrongCurrentPassword);
    }
    const persistent = await this.sessions.isPersistent(command.refreshToken);
    user.passwordHash = await this.hasher.hash(command.newPassword);
    user.invalidateSessions();
    await this.sessions.revokeAllOf(user.id);
    const session = this.sessions.issue(user, persistent);
    await this.em.flush();
    return session;
  }
}
