import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { SessionUser } from '@liveqr/shared/contracts';
import { IdentityErrorCode, IdentityException } from '../domain/identity.exception';
import { RefreshToken } from '../domain/refresh-token.entity';
import { REFRESH_TOKEN_TTL_MS } from '../domain/session-policy';
import type { User } from '../domain/user.entity';
import { hashSecretToken, newSecretToken } from './secret-token';
import { UsersRepository } from './users.repository';

/** What a sign-in hands to the browser (as cookies) or to an API consumer. */
export interface IssuedSession {
  user: SessionUser;
  accessToken: string;
  refreshToken: string;
  persistent: boolean;
}

/** Access JWTs and rotating refresh tokens: issue, rotate (with reuse detection), revoke. */
@Injectable()
export class SessionTokens {
  constructor(
    private readonly em: EntityManager,
    private readonly jwt: JwtService,
    private readonly users: UsersRepository,
  ) {}

  /** A new session (a new refresh token family). The caller flushes. */
  issue(user: User, persistent: boolean, familyId: string = randomUUID()): IssuedSession {
    const { token, hash } = newSecretToken();
    const now = new Date();
    this.em.create(RefreshToken, {
      id: randomUUID(),
      userId: user.id,
      familyId,
      tokenHash: hash,
      persistent,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
      createdAt: now,
    });
    return {
      user: user.toSessionUser(),
      accessToken: this.jwt.sign({ sub: user.id, email: user.email, ver: user.sessionVersion }),
      refreshToken: token,
      persistent,
    };
  }

  /** Swaps a refresh token for a new one; a replayed token revokes its whole family. */
  async rotate(refreshToken: string): Promise<IssuedSession> {
    const stored = await this.em.findOne(RefreshToken, { tokenHash: hashSecretToken(refreshToken) });
    if (!stored) throw new IdentityException(IdentityErrorCode.NotSignedIn);
    if (stored.isReplay()) {
      await this.revokeFamily(stored.familyId);
      throw new IdentityException(IdentityErrorCode.NotSignedIn);
    }
    const owner = await this.users.findById(stored.userId);
    if (!stored.isUsable() || !owner) throw new IdentityException(IdentityErrorCode.NotSignedIn);
    // Conditional update: of two concurrent rotations of one token, only one wins.
    const claimed = await this.em.nativeUpdate(
      RefreshToken,
      { id: stored.id, rotatedAt: null, revokedAt: null },
      { rotatedAt: new Date() },
    );
    if (claimed !== 1) throw new IdentityException(IdentityErrorCode.NotSignedIn);
    const session = this.issue(owner, stored.persistent, stored.familyId);
    await this.em.flush();
    return session;
  }

  /** Log Out: the family of the presented token can no longer be refreshed. */
  async revoke(refreshToken: string): Promise<void> {
    const stored = await this.em.findOne(RefreshToken, { tokenHash: hashSecretToken(refreshToken) });
    if (stored) await this.revokeFamily(stored.familyId);
  }

  /** Whether the presented token belongs to a persistent ("Remember me") session. */
  async isPersistent(refreshToken: string | undefined): Promise<boolean> {
    if (!refreshToken) return false;
    const stored = await this.em.findOne(RefreshToken, { tokenHash: hashSecretToken(refreshToken) });
    return stored?.persistent ?? false;
  }

  async revokeAllOf(userId: string): Promise<void> {
    await this.em.nativeUpdate(RefreshToken, { userId, revokedAt: null }, { revokedAt: new Date() });
  }

  private async revokeFamily(familyId: string): Promise<void> {
    await this.em.nativeUpdate(RefreshToken, { familyId, revokedAt: null }, { revokedAt: new Date() });
  }
}
