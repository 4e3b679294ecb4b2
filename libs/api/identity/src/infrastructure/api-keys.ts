import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { accessCheckTtlMs, Broadcast, hashSecretToken } from '@liveqr/api/platform';
import { LRUCache } from 'lru-cache';
import {
  type AccessRevocationReason,
  API_SCOPES,
  type ApiScope,
  type AuthenticatedUser,
} from '@liveqr/shared/contracts';
import { ApiKey, apiKeyRefusal } from '../domain/api-key.entity';
import { isWellFormedApiKey, newApiKeySecret } from '../domain/api-key-secret';
import { IdentityErrorCode, IdentityException } from '../domain/identity.exception';
import { API_KEY_LAST_USED_PRECISION_MS } from '../domain/session-policy';

/**
 * The caller of a request made with an API key, in the key's workspace; the caller guard gives it
 * its creator's role there, as of now.
 */
export interface ApiKeyPrincipal extends Omit<AuthenticatedUser, 'role'> {
  apiKeyId: string;
}

/** What a server read about a key, and when. */
interface KnownKey {
  principal: ApiKeyPrincipal;
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  checkedAt: number;
}

const CHANNEL = 'identity.api-keys-changed';

/** One key changed, or every key of one user (revoked together, or the account is gone). */
type KeysChanged = { apiKeyId: string } | { userId: string };

/** Timestamps come back from a raw query as text. */
interface KeyRow {
  id: string;
  user_id: string;
  workspace_id: string;
  email: string;
  email_verified: boolean;
  two_factor: boolean;
  scopes: ApiScope[];
  expires_at: string | null;
  revoked_at: string | null;
  last_used_at: string | null;
}

const dateOf = (value: string | null): Date | null => (value === null ? null : new Date(value));

const REFUSALS = { revoked: IdentityErrorCode.ApiKeyRevoked, expired: IdentityErrorCode.ApiKeyExpired } as const;

/**
 * Personal API keys: issued with their secret once, found again by the secret's hash only. What a
 * server read about a key is trusted as briefly as a session (accessCheckTtlMs); a revocation
 * is forgotten at once here and, through the broadcast, on every other server.
 */
@Injectable()
export class ApiKeys implements OnModuleInit {
  private readonly logger = new Logger('ApiKeys');
  /** By the secret's hash. */
  private readonly known = new LRUCache<string, KnownKey>({ max: 10_000 });

  constructor(
    private readonly em: EntityManager,
    private readonly broadcast: Broadcast,
  ) {}

  onModuleInit(): void {
    this.broadcast.subscribe(CHANNEL, (message) => {
      try {
        this.forget(JSON.parse(message) as KeysChanged);
      } catch {
        this.logger.warn(`Ignored a malformed message on ${CHANNEL}`);
      }
    });
    this.broadcast.onGap(() => this.known.clear());
  }

  /** Every server stops trusting what it read about the key (it was revoked). */
  changed(apiKeyId: string): Promise<void> {
    return this.announce({ apiKeyId });
  }

  /** Every server stops trusting what it read about the user's keys (revoked, or the account is gone). */
  userChanged(userId: string): Promise<void> {
    return this.announce({ userId });
  }

  /** Revokes the user's keys made up to `at` that still work; answers them. */
  async revokeAllOf(userId: string, reason: AccessRevocationReason, at: Date): Promise<ApiKey[]> {
    const keys = await this.em.find(
      ApiKey,
      { userId, revokedAt: null, createdAt: { $lte: at }, $or: [{ expiresAt: null }, { expiresAt: { $gt: at } }] },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    if (keys.length === 0) return keys;
    for (const key of keys) key.revoke(at, reason);
    await this.em.flush();
    await this.userChanged(userId);
    return keys;
  }

  /**
   * Revokes the keys that act on the workspace (only those `userId` made, when given: they left
   * it); every server stops trusting them at once.
   */
  async revokeInWorkspace(workspaceId: string, userId?: string, at = new Date()): Promise<void> {
    const revoked = await this.em.execute<Array<{ id: string }>>(
      `update api_keys set revoked_at = ?, revoked_reason = 'left_workspace'
       where workspace_id = ? and (cast(? as uuid) is null or user_id = ?) and revoked_at is null returning id`,
      [at, workspaceId, userId ?? null, userId ?? null],
    );
    for (const { id } of revoked) await this.changed(id);
  }

  /** A new key of the workspace, made by the user; its secret is in the answer and nowhere else. */
  async issue(
    userId: string,
    workspaceId: string,
    input: { name: string; scopes: readonly ApiScope[]; expiresAt: Date | null },
  ): Promise<{ key: ApiKey; secret: string }> {
    const { secret, prefix } = newApiKeySecret();
    const key = this.em.create(ApiKey, {
      id: randomUUID(),
      userId,
      workspaceId,
      name: input.name,
      prefix,
      secretHash: hashSecretToken(secret),
      // In one order whatever the request's, without repeats.
      scopes: API_SCOPES.filter((scope) => input.scopes.includes(scope)),
      createdAt: new Date(),
      lastUsedAt: null,
      expiresAt: input.expiresAt,
      revokedAt: null,
      revokedReason: null,
    });
    await this.em.flush();
    return { key, secret };
  }

  /** The workspace's, newest first, revoked and expired ones included (its admins see what happened to them). */
  list(workspaceId: string): Promise<ApiKey[]> {
    return this.em.find(ApiKey, { workspaceId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  async countActive(workspaceId: string, now = new Date()): Promise<number> {
    return this.em.count(ApiKey, {
      workspaceId,
      revokedAt: null,
      $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }],
    });
  }

  /** The workspace's key, or null for an unknown id or another workspace's. */
  find(workspaceId: string, id: string): Promise<ApiKey | null> {
    return this.em.findOne(ApiKey, { id, workspaceId });
  }

  /**
   * The caller behind a presented key, checked on every request (a revoked key stops at once, on
   * every server); refuses malformed, unknown, revoked and expired keys with their own codes.
   */
  async authenticate(secret: string, now = new Date()): Promise<ApiKeyPrincipal> {
    if (!isWellFormedApiKey(secret)) throw new IdentityException(IdentityErrorCode.ApiKeyInvalid);
    const hash = hashSecretToken(secret);
    const ttl = accessCheckTtlMs(this.broadcast);
    let key = this.known.get(hash);
    if (!key || Date.now() - key.checkedAt >= ttl) {
      key = await this.read(hash);
      if (!key) throw new IdentityException(IdentityErrorCode.ApiKeyInvalid);
      this.known.set(hash, key);
    }
    const refusal = apiKeyRefusal(key, now);
    if (refusal) throw new IdentityException(REFUSALS[refusal]);
    if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() >= API_KEY_LAST_USED_PRECISION_MS) {
      key.lastUsedAt = now;
      await this.em.execute('update api_keys set last_used_at = ? where id = ?', [now, key.principal.apiKeyId]);
    }
    return key.principal;
  }

  private async read(hash: string): Promise<KnownKey | undefined> {
    const [row] = await this.em.execute<KeyRow[]>(
      `select k.id, k.user_id, k.workspace_id, u.email, u.email_verified_at is not null as email_verified,
         t.confirmed_at is not null as two_factor, k.scopes, k.expires_at, k.revoked_at, k.last_used_at
       from api_keys k join users u on u.id = k.user_id left join totp_factors t on t.user_id = u.id
       where k.secret_hash = ?`,
      [hash],
    );
    if (!row) return undefined;
    return {
      principal: {
        id: row.user_id,
        workspaceId: row.workspace_id,
        email: row.email,
        emailVerified: row.email_verified,
        twoFactorEnabled: row.two_factor,
        scopes: row.scopes,
        apiKeyId: row.id,
      },
      expiresAt: dateOf(row.expires_at),
      revokedAt: dateOf(row.revoked_at),
      lastUsedAt: dateOf(row.last_used_at),
      checkedAt: Date.now(),
    };
  }

  private async announce(change: KeysChanged): Promise<void> {
    this.forget(change);
    await this.broadcast.publish(CHANNEL, JSON.stringify(change));
  }

  private forget(change: KeysChanged): void {
    const matches =
      'userId' in change
        ? (key: KnownKey) => key.principal.id === change.userId
        : (key: KnownKey) => key.principal.apiKeyId === change.apiKeyId;
    for (const [hash, key] of this.known.entries()) {
      if (matches(key)) this.known.delete(hash);
    }
  }
}
