import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig, Mailer } from '@liveqr/api/platform';
import { PasswordResetToken } from '../../../domain/password-reset-token.entity';
import { RESET_TOKEN_TTL_MS } from '../../../domain/session-policy';
import { newSecretToken } from '../../../infrastructure/secret-token';
import { UsersRepository } from '../../../infrastructure/users.repository';
import { RequestPasswordResetCommand } from './request-password-reset.command';

@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand> {
  private readonly logger = new Logger('PasswordReset');

  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersRepository,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Answers the same whether or not the address exists; the mail goes out in the background. */
  async execute(command: RequestPasswordResetCommand): Promise<void> {
    const user = await this.users.findByEmail(command.email);
    if (!user) return;
    const { token, hash } = newSecretToken();
    const now = new Date();
    this.em.create(PasswordResetToken, {
      id: randomUUID(),
      userId: user.id,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      createdAt: now,
    });
    await this.em.flush();
    const link = `${this.config.publicUrl}/reset-password?type=recovery&token=${token}`;
    this.mailer
      .send({
        to: user.email,
        subject: 'Reset your LiveQR password',
        text: [
          `Hello ${user.firstName},`,
          '',
          'Someone asked to reset the password of your LiveQR account.',
          'Open this link within one hour to choose a new password:',
          '',
          link,
          '',
          'If you did not ask for this, ignore this mail: your password stays as it is.',
        ].join('\n'),
      })
      .catch((error: unknown) => this.logger.error(`Reset mail to ${user.email} failed: ${String(error)}`));
  }
}
