import { defineEntity, p } from '@mikro-orm/postgresql';
import type { AccessRevocationReason, ApiKeyLabel, ApiScope } from '@liveqr/shared/contracts';

const ApiKeySchema = defineEntity({
  name: 'ApiKey',
  tableName: 'api_keys',
  properties: {
    id: p.uuid().primary(),
    /** Who made it: the key acts with their role in its workspace, at most. */
    userId: p.uuid(),
    /** The one workspace it acts on. */
    workspaceId: p.uuid(),
    name: p.string(),
    /** The secret's first characters, shown to tell keys apart. */
    prefix: p.string(),
    /** SHA-256 of the whole secret: the secret itself is shown once and never stored. */
    secretHash: p.string(),
    scopes: p.array().$type<ApiScope[]>(),
    createdAt: p.datetime(),
    lastUsedAt: p.datetime().nullable(),
    expiresAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
    /** Null when revoked by hand. */
    revokedReason: p.string().$type<AccessRevocationReason>().nullable(),
  },
});

/** Why a known key is not accepted (one that matches no key is refused before it gets here). */
export type ApiKeyRefusal = 'revoked' | 'expired';

export function apiKeyRefusal(
  key: { revokedAt?: Date | null; expiresAt?: Date | null },
  now = new Date(),
): ApiKeyRefusal | null {
  if (key.revokedAt) return 'revoked';
  if (key.expiresAt && key.expiresAt <= now) return 'expired';
  return null;
}

/** A personal API key: acts for its owner within its scopes, until it expires or is revoked. */
export class ApiKey extends ApiKeySchema.class {
  isActive(now = new Date()): boolean {
    return apiKeyRefusal(this, now) === null;
  }

  revoke(now = new Date(), reason: AccessRevocationReason | null = null): void {
    if (this.revokedAt) return;
    this.revokedAt = now;
    this.revokedReason = reason;
  }

  toLabel(): ApiKeyLabel {
    return { id: this.id, name: this.name, prefix: this.prefix };
  }

  toView() {
    return {
      id: this.id,
      name: this.name,
      prefix: this.prefix,
      scopes: [...this.scopes],
      createdAt: this.createdAt.toISOString(),
      lastUsedAt: this.lastUsedAt?.toISOString() ?? null,
      expiresAt: this.expiresAt?.toISOString() ?? null,
      revokedAt: this.revokedAt?.toISOString() ?? null,
      revokedReason: this.revokedReason ?? null,
    };
  }
}
ApiKeySchema.setClass(ApiKey);

/** A personal API key as its owner sees it: never the secret, which is shown once at creation. */
export type ApiKeyView = ReturnType<ApiKey['toView']>;
