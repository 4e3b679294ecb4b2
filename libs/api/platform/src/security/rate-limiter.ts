import { HttpException, HttpStatus, Injectable } from '@nestjs/common';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters per key (e.g. `sign-in:{ip}:{email}`). In-memory, so each API
 * replica counts on its own; a shared store (Redis) can replace the map behind this API.
 */
@Injectable()
export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  /** Counts one attempt; throws 429 when the key made more than `limit` attempts in the window. */
  consume(key: string, limit: number, windowMs: number): void {
    const now = Date.now();
    this.sweep(now);
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + windowMs });
      return;
    }
    window.count += 1;
    if (window.count > limit) {
      throw new HttpException(
        { message: TOO_MANY_ATTEMPTS, retryAfterSeconds: Math.ceil((window.resetAt - now) / 1000) },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
  }

  /** Forgets a key's attempts (e.g. after a successful sign-in). */
  reset(key: string): void {
    this.windows.delete(key);
  }

  private lastSweep = 0;

  /** Drops expired windows once a minute so the map does not grow without bound. */
  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
