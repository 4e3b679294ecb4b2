import { HttpStatus, Injectable } from '@nestjs/common';
import { CodedHttpException, type ErrorCatalogue } from '../http/coded-http-exception';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

export enum RateLimitErrorCode {
  TooManyAttempts = 'TOO_MANY_ATTEMPTS',
}

const RATE_LIMIT_ERRORS: ErrorCatalogue<RateLimitErrorCode> = {
  [RateLimitErrorCode.TooManyAttempts]: { status: HttpStatus.TOO_MANY_REQUESTS, message: TOO_MANY_ATTEMPTS },
};

/** 429 with the seconds until the next attempt may succeed. */
export class TooManyAttemptsException extends CodedHttpException<RateLimitErrorCode> {
  constructor(retryAfterSeconds: number) {
    super(RateLimitErrorCode.TooManyAttempts, RATE_LIMIT_ERRORS, TOO_MANY_ATTEMPTS, { retryAfterSeconds });
  }
}

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters per key (e.g. `sign-in:{ip}`). In-memory, so each API replica counts on
 * its own; a shared store (Redis) can replace the map behind this API.
 */
@Injectable()
export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  /** Counts one attempt; throws 429 when the key made more than `limit` attempts in the window. */
  consume(key: string, limit: number, windowMs: number): void {
    const retryAfterMs = this.count(key, limit, windowMs);
    if (retryAfterMs > 0) throw new TooManyAttemptsException(Math.ceil(retryAfterMs / 1000));
  }

  /** Counts one attempt; false when the key is over its limit (for work that is skipped, not refused). */
  tryConsume(key: string, limit: number, windowMs: number): boolean {
    return this.count(key, limit, windowMs) === 0;
  }

  /** Counts an attempt; the time until the window ends when it is over the limit, else 0. */
  private count(key: string, limit: number, windowMs: number): number {
    const now = Date.now();
    this.sweep(now);
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + windowMs });
      return 0;
    }
    window.count += 1;
    return window.count > limit ? window.resetAt - now : 0;
  }

  private lastSweep = 0;

  /** Drops expired windows once a minute so the map does not grow without bound. */
  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
