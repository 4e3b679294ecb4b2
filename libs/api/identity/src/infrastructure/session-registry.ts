import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { accessCheckTtlMs, Broadcast } from '@liveqr/api/platform';
import { API_SCOPES, type AuthenticatedUser, isLanguage, type Language } from '@liveqr/shared/contracts';
import { LRUCache } from 'lru-cache';
import { Session } from '../domain/session.entity';

/** The caller of a request signed in with an access token: the user and the session it belongs to. */
/** Who a session is; the caller guard places them in the workspace the request acts on. */
export interface SessionPrincipal extends Omit<AuthenticatedUser, 'workspaceId' | 'role' | 'apiKeyId'> {
  sessionId: string;
}

/** What a server read about a session, and when. */
interface CheckedSession {
  userId: string;
  email: string;
  /** The profile's: the server's own pages are written in it. */
  language: Language;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  active: boolean;
  checkedAt: number;
}

/** "Forget what you read about these sessions", from the server that ended or changed them. */
interface SessionsChanged {
  sessionIds?: string[];
  userId?: string;
}

const CHANNEL = 'identity.sessions-changed';

/**
 * Sessions and their end. Every request's access token is checked against its session row, read
 * again at most every accessCheckTtlMs: a session ended on one server is refused by every
 * server within seconds through PostgreSQL alone, and at once where the broadcast reaches them.
 */
@Injectable()
export class SessionRegistry implements OnModuleInit {
  private readonly logger = new Logger('Sessions');
  private readonly checked = new LRUCache<string, CheckedSession>({ max: 100_000 });
  /** Counts forgetting: a read that a change overtook is used once but not kept. */
  private changes = 0;

  constructor(
    private readonly em: EntityManager,
    private readonly broadcast: Broadcast,
  ) {}

  onModuleInit(): void {
    this.broadcast.subscribe(CHANNEL, (message) => {
      try {
        this.forget(JSON.parse(message) as SessionsChanged);
      } catch {
        this.logger.warn(`Ignored a malformed message on ${CHANNEL}`);
      }
    });
    // Messages missed while Redis was away could have ended any session.
    this.broadcast.onGap(() => {
      this.changes += 1;
      this.checked.clear();
    });
  }

  /** A new session of the user, written at once (its refresh tokens reference it); its id. */
  async start(userId: string): Promise<string> {
    const id = randomUUID();
    await this.em.insert(Session, { id, userId, createdAt: new Date(), revokedAt: null });
    return id;
  }

  /** The caller behind an access token, or null once its session has ended (or its user is gone). */
  async principal(sessionId: string, userId: string): Promise<SessionPrincipal | null> {
    const session = await this.check(sessionId, userId);
    if (!session) return null;
    const { email, emailVerified, twoFactorEnabled } = session;
    return { id: userId, email, emailVerified, twoFactorEnabled, scopes: API_SCOPES, sessionId };
  }

  /** The profile language of the user behind an access token, or null once its session has ended. */
  async languageOf(sessionId: string, userId: string): Promise<Language | null> {
    return (await this.check(sessionId, userId))?.language ?? null;
  }

  /** Ends one session (sign-out, a replayed refresh token); false when it had ended before. */
  async end(sessionId: string): Promise<boolean> {
    const ended = await this.em.nativeUpdate(Session, { id: sessionId, revokedAt: null }, { revokedAt: new Date() });
    await this.announce({ sessionIds: [sessionId] });
    return ended === 1;
  }

  /** Ends every session of the user, except `keep` (the caller's own, after a password change). */
  async endAllOf(userId: string, keep?: string): Promise<void> {
    const others = keep ? { id: { $ne: keep } } : {};
    await this.em.nativeUpdate(Session, { userId, revokedAt: null, ...others }, { revokedAt: new Date() });
    await this.announce({ userId });
  }

  /**
   * The user changed (e-mail address or its confirmation, two-factor, profile language, account
   * deleted): every server reads their sessions again.
   */
  async userChanged(userId: string): Promise<void> {
    await this.announce({ userId });
  }

  /** The session of the user, read again once it is older than the check's TTL; null once it has ended. */
  private async check(sessionId: string, userId: string): Promise<CheckedSession | null> {
    const ttl = accessCheckTtlMs(this.broadcast);
    let session = this.checked.get(sessionId);
    if (!session || Date.now() - session.checkedAt >= ttl) {
      const changesBefore = this.changes;
      session = await this.read(sessionId);
      if (this.changes === changesBefore) this.checked.set(sessionId, session);
    }
    return session.active && session.userId === userId ? session : null;
  }

  private async read(sessionId: string): Promise<CheckedSession> {
    const [row] = await this.em.execute<
      {
        user_id: string;
        email: string;
        email_verified: boolean;
        two_factor: boolean;
        language: string | null;
        revoked_at: Date | null;
      }[]
    >(
      `select s.user_id, u.email, u.email_verified_at is not null as email_verified,
         t.confirmed_at is not null as two_factor, p.language, s.revoked_at
       from sessions s join users u on u.id = s.user_id left join profiles p on p.id = u.id
         left join totp_factors t on t.user_id = u.id
       where s.id = ?`,
      [sessionId],
    );
    return {
      userId: row?.user_id ?? '',
      email: row?.email ?? '',
      emailVerified: row?.email_verified ?? false,
      twoFactorEnabled: row?.two_factor ?? false,
      language: isLanguage(row?.language) ? row.language : 'en',
      active: Boolean(row && !row.revoked_at),
      checkedAt: Date.now(),
    };
  }

  private async announce(change: SessionsChanged): Promise<void> {
    this.forget(change);
    await this.broadcast.publish(CHANNEL, JSON.stringify(change));
  }

  private forget({ sessionIds = [], userId }: SessionsChanged): void {
    this.changes += 1;
    for (const sessionId of sessionIds) this.checked.delete(sessionId);
    if (!userId) return;
    for (const [sessionId, session] of this.checked.entries()) {
      if (session.userId === userId) this.checked.delete(sessionId);
    }
  }
}
