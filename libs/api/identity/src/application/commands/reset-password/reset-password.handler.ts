import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { assertNewPassword, IdentityErrorCode, IdentityException } from '../../../domain/identity.exception';
import { PasswordHasher } from '../../../infrastructure/password-hasher';
import { ResetTokensRepository } from '../../../infrastructure/reset-tokens.repository';
import { SessionTokens } from '../../../infrastructure/session-tokens';
import { UsersRepository } from '../../../infrastructure/users.repository';
import { ResetPasswordCommand } from './reset-password.command';

@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersRepository,
    private readonly resetTokens: ResetTokensRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionTokens,
  ) {}

  async execute(command: ResetPasswordCommand): Promise<void> {
    assertNewPassword(command.password, command.confirmPassword);
    const token = await this.resetTokens.claim(command.token);
    const user = await this.users.findById(token.userId);
    if (!user) throw new IdentityException(IdentityErrorCode.ResetLinkInvalid);
    user.passwordHash = await this.hasher.hash(command.password);
    // Whoever knew the old password is signed out everywhere.
    user.invalidateSessions();
    await this.em.flush();
    await this.sessions.revokeAllOf(user.id);
  }
}
