import { createHmac } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import { IdentityErrorCode, IdentityException } from '../domain/identity.exception';
import { SIGN_IN_THROTTLE, startAttempt, type ThrottleState, waitBeforeAttempt } from '../domain/sign-in-throttle';
import { normalizeEmail } from '../domain/user.entity';

interface ThrottleRow {
  attempts: number;
  blocked_until: Date | string | null;
  last_attempt_at: Date | string;
}

/**
 * The sign-in throttle's counts, per e-mail address, in PostgreSQL: shared by every server and
 * kept for addresses without an account too (their answers must look alike). Addresses are
 * stored as a keyed hash, never as typed.
 */
@Injectable()
export class SignInThrottles {
  private readonly hashKey: Buffer;
  private lastPrune = 0;

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.hashKey = createHmac('sha256', config.jwtSecret).update('sign-in-throttle').digest();
  }

  /**
   * Starts a password sign-in for the address: refused with TOO_MANY_SIGN_IN_ATTEMPTS while it
   * must wait, else counted as failed until `succeeded`. Resolves whether a failure locks it.
   */
  async startAttempt(email: string): Promise<{ locksOnFailure: boolean }> {
    await this.pruneForgotten();
    const key = this.keyOf(email);
    const now = new Date();
    const outcome = await this.em.transactional(
      async (tx): Promise<{ waitMs: number } | { locksOnFailure: boolean }> => {
        await tx.execute(
          'insert into sign_in_throttles (key, attempts, blocked_until, last_attempt_at) values (?, 0, null, ?) on conflict (key) do nothing',
          [key, now],
        );
        const [row] = await tx.execute<ThrottleRow[]>(
          'select attempts, blocked_until, last_attempt_at from sign_in_throttles where key = ? for update',
          [key],
        );
        const state: ThrottleState = {
          attempts: row.attempts,
          blockedUntil: row.blocked_until ? new Date(row.blocked_until) : null,
          lastAttemptAt: new Date(row.last_attempt_at),
        };
        const waitMs = waitBeforeAttempt(state, now);
        if (waitMs > 0) return { waitMs };
        const next = startAttempt(state, now);
        await tx.execute(
          'update sign_in_throttles set attempts = ?, blocked_until = ?, last_attempt_at = ? where key = ?',
          [next.attempts, next.blockedUntil, next.lastAttemptAt, key],
        );
        return { locksOnFailure: next.locks };
      },
    );
    if ('waitMs' in outcome) {
      throw new IdentityException(IdentityErrorCode.TooManySignInAttempts, undefined, {
        retryAfterSeconds: Math.ceil(outcome.waitMs / 1000),
      });
    }
    return outcome;
  }

  /** A correct password, or a completed reset: the address starts afresh. */
  async succeeded(email: string): Promise<void> {
    await this.em.execute('delete from sign_in_throttles where key = ?', [this.keyOf(email)]);
  }

  private keyOf(email: string): string {
    return createHmac('sha256', this.hashKey).update(normalizeEmail(email).toLowerCase()).digest('hex');
  }

  /** Counts nobody will look at again, removed at most once a minute. */
  private async pruneForgotten(): Promise<void> {
    if (Date.now() - this.lastPrune < 60_000) return;
    this.lastPrune = Date.now();
    await this.em.execute('delete from sign_in_throttles where last_attempt_at < ?', [
      new Date(Date.now() - SIGN_IN_THROTTLE.forgetAfterMs),
    ]);
  }
}
