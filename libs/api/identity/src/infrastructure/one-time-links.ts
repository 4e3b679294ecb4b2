import { randomUUID } from 'node:crypto';
import { hashSecretToken, newSecretToken } from '@liveqr/api/platform';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { IdentityErrorCode, IdentityException } from '../domain/identity.exception';
import { EmailVerificationToken, type OneTimeLink, PasswordResetToken } from '../domain/one-time-link.entity';
import { RESET_TOKEN_TTL_MS, VERIFICATION_TOKEN_TTL_MS } from '../domain/session-policy';

type LinkClass<T extends OneTimeLink> = (typeof PasswordResetToken | typeof EmailVerificationToken) & (new () => T);

/**
 * Links that work once: issuing one voids the user's older links of the kind, using one closes
 * them all, and whatever is wrong with a token (unknown, used, expired) is the same error.
 */
abstract class OneTimeLinks<T extends OneTimeLink> {
  protected constructor(
    protected readonly em: EntityManager,
    private readonly kind: LinkClass<T>,
    private readonly ttlMs: number,
    private readonly invalid: IdentityErrorCode,
  ) {}

  /** A new link's token; the caller flushes. */
  protected async issueFor(userId: string, fields: Partial<T> = {}): Promise<string> {
    await this.voidAllOf(userId);
    const { token, hash } = newSecretToken();
    const now = new Date();
    this.em.create(this.kind, {
      id: randomUUID(),
      userId,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + this.ttlMs),
      createdAt: now,
      ...fields,
    } as never);
    return token;
  }

  /** The unused, unexpired link behind a token. */
  async findUsable(token: string): Promise<T> {
    const stored = (await this.em.findOne(this.kind, { tokenHash: hashSecretToken(token) })) as T | null;
    if (!stored || stored.usedAt || stored.expiresAt <= new Date()) throw new IdentityException(this.invalid);
    return stored;
  }

  /** Uses a link once: of two concurrent uses only one gets through, and the user's other links close. */
  async claim(token: string): Promise<T> {
    const stored = await this.findUsable(token);
    const claimed = await this.em.nativeUpdate(this.kind, { id: stored.id, usedAt: null }, { usedAt: new Date() });
    if (claimed !== 1) throw new IdentityException(this.invalid);
    await this.voidAllOf(stored.userId);
    return stored;
  }

  async voidAllOf(userId: string): Promise<void> {
    await this.em.nativeUpdate(this.kind, { userId, usedAt: null }, { usedAt: new Date() });
  }
}

/** Reset links: valid for an hour. */
@Injectable()
export class ResetLinks extends OneTimeLinks<PasswordResetToken> {
  constructor(em: EntityManager) {
    super(em, PasswordResetToken, RESET_TOKEN_TTL_MS, IdentityErrorCode.ResetLinkInvalid);
  }

  issue(userId: string): Promise<string> {
    return this.issueFor(userId);
  }
}

/** Verification links: prove that whoever reads `email`'s mail is the user (for a new address too). */
@Injectable()
export class VerificationLinks extends OneTimeLinks<EmailVerificationToken> {
  constructor(em: EntityManager) {
    super(em, EmailVerificationToken, VERIFICATION_TOKEN_TTL_MS, IdentityErrorCode.VerificationLinkInvalid);
  }

  issue(userId: string, email: string): Promise<string> {
    return this.issueFor(userId, { email });
  }
}
