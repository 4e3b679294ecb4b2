import { createHash } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { HttpStatus, Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { Pool } from 'pg';
import { type RateLimiterAbstract, RateLimiterPostgres, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.tokens';
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

/** Where a key stands in its window after one more attempt: what `RateLimit-*` headers tell a client. */
export interface RateLimitState {
  limit: number;
  /** Attempts left in the window (0 when this one was over the limit). */
  remaining: number;
  /** Seconds until the window ends. */
  resetSeconds: number;
  allowed: boolean;
}

/** The counters' table (platform's migration); rate-limiter-flexible's own layout. */
export const RATE_LIMITS_TABLE = 'rate_limits';
/** The table's keys are varchar(255): longer keys (an e-mail address, say) are counted by their hash. */
const MAX_PLAIN_KEY_LENGTH = 200;

/**
 * Fixed-window attempt counters per key (e.g. `sign-in:{ip}`), shared by every replica
 * (rate-limiter-flexible): in Redis when REDIS_URL is set, otherwise in PostgreSQL. While Redis is
 * away PostgreSQL stands in, so limits hold (fail safe) rather than open up.
 */
@Injectable()
export class RateLimiter implements OnApplicationShutdown {
  private readonly logger = new Logger(RateLimiter.name);
  /** One limiter per (limit, window): the library sets both per instance. */
  private readonly limiters = new Map<string, Promise<RateLimiterAbstract>>();
  private readonly redis: Redis | undefined;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly orm: MikroORM,
  ) {
    if (config.redisUrl) {
      // A command fails at once while Redis is away, and PostgreSQL answers instead.
      this.redis = new Redis(config.redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectionName: 'liveqr-rate-limits',
      });
      let outageLogged = false;
      this.redis.on('error', (error: Error) => {
        if (!outageLogged)
          this.logger.warn(`Redis is not reachable, rate limits count in PostgreSQL: ${error.message}`);
        outageLogged = true;
      });
      this.redis.on('ready', () => (outageLogged = false));
    }
  }

  /** Counts one attempt; throws 429 when the key made more than `limit` attempts in the window. */
  async consume(key: string, limit: number, windowMs: number): Promise<void> {
    const state = await this.hit(key, limit, windowMs);
    if (!state.allowed) throw new TooManyAttemptsException(state.resetSeconds);
  }

  /** Counts one attempt; false when the key is over its limit (for work that is skipped, not refused). */
  async tryConsume(key: string, limit: number, windowMs: number): Promise<boolean> {
    return (await this.hit(key, limit, windowMs)).allowed;
  }

  /** Counts one attempt and tells where the key stands, for callers that publish their allowance. */
  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitState> {
    const limiter = await this.limiterFor(limit, windowMs);
    const state = (result: RateLimiterRes, allowed: boolean): RateLimitState => ({
      limit,
      remaining: allowed ? result.remainingPoints : 0,
      resetSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)),
      allowed,
    });
    try {
      return state(await limiter.consume(storedKeyOf(key)), true);
    } catch (refusal) {
      // The library rejects with its result when over the limit, and with an Error when no store answers.
      if (refusal instanceof RateLimiterRes) return state(refusal, false);
      throw refusal;
    }
  }

  /**
   * Gives back an attempt counted with `hit`: for limits on failures only, whose attempts are
   * counted before the costly check (so concurrent ones cannot all pass) and refunded when it succeeds.
   */
  async refund(key: string, limit: number, windowMs: number): Promise<void> {
    const limiter = await this.limiterFor(limit, windowMs);
    await limiter.reward(storedKeyOf(key), 1);
  }

  onApplicationShutdown(): void {
    this.redis?.disconnect();
  }

  private limiterFor(limit: number, windowMs: number): Promise<RateLimiterAbstract> {
    const name = `${limit}/${windowMs}`;
    let limiter = this.limiters.get(name);
    if (!limiter) {
      limiter = this.createLimiter(name, limit, windowMs);
      this.limiters.set(name, limiter);
    }
    return limiter;
  }

  private async createLimiter(name: string, points: number, windowMs: number): Promise<RateLimiterAbstract> {
    const options = { keyPrefix: `rl:${name}`, points, duration: Math.ceil(windowMs / 1000) };
    const pool = (await this.orm.em.getConnection().getNativeClient()) as Pool;
    const postgres = new RateLimiterPostgres({
      ...options,
      storeClient: pool,
      storeType: 'pool',
      tableName: RATE_LIMITS_TABLE,
      tableCreated: true,
    });
    return this.redis
      ? new RateLimiterRedis({ ...options, storeClient: this.redis, insuranceLimiter: postgres })
      : postgres;
  }
}

function storedKeyOf(key: string): string {
  return key.length <= MAX_PLAIN_KEY_LENGTH ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}
