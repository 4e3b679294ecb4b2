import { randomUUID } from 'node:crypto';
import { hashSecretToken, newSecretToken } from '@liveqr/api/platform';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { IdentityErrorCode, IdentityException } from '../domain/identity.exception';
import { RefreshToken } from '../domain/refresh-token.entity';
import { Session } from '../domain/session.entity';
import { REFRESH_TOKEN_TTL_MS } from '../domain/session-policy';
import type { SessionUser, User } from '../domain/user.entity';
import { SessionRegistry } from './session-registry';
import { UsersRepository } from './users.repository';

/** What a sign-in hands to the browser (as cookies) or to an API consumer. */
export interface IssuedSession {
  user: SessionUser;
  sessionId: string;
  accessToken: string;
  refreshToken: string;
  persistent: boolean;
}

/** The claims of an access token besides `iat` and `exp`: the user and the session. */
export interface AccessTokenClaims {
  sub: string;
  sid: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** The user and session of a verified token's payload; null unless it carries `exp` (never valid forever) and both. */
export function accessTokenClaims(payload: Partial<AccessTokenClaims> & { exp?: unknown }): AccessTokenClaims | null {
  const { sub, sid, exp } = payload;
  return typeof exp === 'number' && isUuid(sub) && isUuid(sid) ? { sub, sid } : null;
}

/** A rotated refresh token came back: someone kept a copy. Its session has been ended (`endedNow`: by this). */
export class RefreshTokenReplayed extends IdentityException {
  constructor(
    readonly userId: string,
    readonly endedNow: boolean,
  ) {
    super(IdentityErrorCode.NotSignedIn);
  }
}

/** Access JWTs and rotating refresh tokens of sessions: issue, rotate (with reuse detection), end. */
@Injectable()
export class SessionTokens {
  constructor(
    private readonly em: EntityManager,
    private readonly jwt: JwtService,
    private readonly users: UsersRepository,
    private readonly registry: SessionRegistry,
  ) {}

  /** A new session for the user, with its first tokens. The caller flushes (the refresh token). */
  async issue(user: User, persistent: boolean): Promise<IssuedSession> {
    return this.tokensFor(user, await this.registry.start(user.id), persistent);
  }

  /** Swaps a refresh token for a new one of the same session; a replayed one ends the session. */
  async rotate(refreshToken: string): Promise<IssuedSession> {
    const stored = await this.em.findOne(RefreshToken, { tokenHash: hashSecretToken(refreshToken) });
    if (!stored) throw new IdentityException(IdentityErrorCode.NotSignedIn);
    if (stored.isReplay()) {
      throw new RefreshTokenReplayed(stored.userId, await this.registry.end(stored.sessionId));
    }
    const session = await this.em.findOne(Session, { id: stored.sessionId });
    const owner = await this.users.findById(stored.userId);
    if (!stored.isUsable() || !session || session.revokedAt || !owner) {
      throw new IdentityException(IdentityErrorCode.NotSignedIn);
    }
    // Conditional update: of two concurrent rotations of one token, only one wins.
    const claimed = await this.em.nativeUpdate(
      RefreshToken,
      { id: stored.id, rotatedAt: null },
      { rotatedAt: new Date() },
    );
    if (claimed !== 1) throw new IdentityException(IdentityErrorCode.NotSignedIn);
    const rotated = this.tokensFor(owner, session.id, stored.persistent);
    await this.em.flush();
    return rotated;
  }

  /** The claims of an access token signed by us (HS256 only) and not expired; null for any other. */
  claimsOf(accessToken: string): AccessTokenClaims | null {
    try {
      return accessTokenClaims(this.jwt.verify<Partial<AccessTokenClaims>>(accessToken, { algorithms: ['HS256'] }));
    } catch {
      return null;
    }
  }

  /** The session a refresh token belongs to, if it is known. */
  async sessionOf(refreshToken: string): Promise<{ sessionId: string; userId: string } | null> {
    const stored = await this.em.findOne(RefreshToken, { tokenHash: hashSecretToken(refreshToken) });
    return stored ? { sessionId: stored.sessionId, userId: stored.userId } : null;
  }

  private tokensFor(user: User, sessionId: string, persistent: boolean): IssuedSession {
    const { token, hash } = newSecretToken();
    const now = new Date();
    this.em.create(RefreshToken, {
      id: randomUUID(),
      userId: user.id,
      sessionId,
      tokenHash: hash,
      persistent,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
      createdAt: now,
    });
    const claims: AccessTokenClaims = { sub: user.id, sid: sessionId };
    return {
      user: user.toSessionUser(),
      sessionId,
      accessToken: this.jwt.sign(claims),
      refreshToken: token,
      persistent,
    };
  }
}
