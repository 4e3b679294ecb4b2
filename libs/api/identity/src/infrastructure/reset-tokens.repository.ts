import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { IdentityErrorCode, IdentityException } from '../domain/identity.exception';
import { PasswordResetToken } from '../domain/password-reset-token.entity';
import { hashSecretToken } from './secret-token';

@Injectable()
export class ResetTokensRepository {
  constructor(private readonly em: EntityManager) {}

  /** The unused, unexpired token behind a reset link; anything else is 'Invalid or expired reset link'. */
  async findUsable(token: string): Promise<PasswordResetToken> {
    const stored = await this.em.findOne(PasswordResetToken, { tokenHash: hashSecretToken(token) });
    if (!stored || stored.usedAt || stored.isExpired()) throw new IdentityException(IdentityErrorCode.ResetLinkInvalid);
    return stored;
  }

  /**
   * Uses a link once: the conditional update lets only one of two concurrent resets through,
   * and every other open link of the same user is closed with it.
   */
  async claim(token: string): Promise<PasswordResetToken> {
    const stored = await this.findUsable(token);
    const now = new Date();
    const claimed = await this.em.nativeUpdate(PasswordResetToken, { id: stored.id, usedAt: null }, { usedAt: now });
    if (claimed !== 1) throw new IdentityException(IdentityErrorCode.ResetLinkInvalid);
    await this.em.nativeUpdate(PasswordResetToken, { userId: stored.userId, usedAt: null }, { usedAt: now });
    return stored;
  }
}
