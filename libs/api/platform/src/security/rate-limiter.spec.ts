import { HttpException } from '@nestjs/common';
import { RateLimiter, TOO_MANY_ATTEMPTS } from './rate-limiter';

describe('RateLimiter', () => {
  it('allows `limit` attempts per window, then answers 429 until the window ends', () => {
    jest.useFakeTimers({ now: 0 });
    const limiter = new RateLimiter();
    for (let i = 0; i < 3; i++) limiter.consume('k', 3, 1000);
    expect(() => limiter.consume('k', 3, 1000)).toThrow(TOO_MANY_ATTEMPTS);
    try {
      limiter.consume('k', 3, 1000);
    } catch (error) {
      expect((error as HttpException).getStatus()).toBe(429);
    }
    limiter.consume('other', 3, 1000);
    jest.setSystemTime(1001);
    expect(() => limiter.consume('k', 3, 1000)).not.toThrow();
    jest.useRealTimers();
  });
});

describe('RateLimiter.tryConsume', () => {
  it('says whether the key is still within its limit instead of throwing', () => {
    const limiter = new RateLimiter();
    expect(limiter.tryConsume('k', 1, 60_000)).toBe(true);
    expect(limiter.tryConsume('k', 1, 60_000)).toBe(false);
  });

  it('tells when to try again', () => {
    jest.useFakeTimers({ now: 0 });
    const limiter = new RateLimiter();
    limiter.consume('k', 1, 90_000);
    jest.setSystemTime(30_000);
    try {
      limiter.consume('k', 1, 90_000);
      throw new Error('not refused');
    } catch (error) {
      expect((error as HttpException).getResponse()).toMatchObject({
        error: 'TOO_MANY_ATTEMPTS',
        retryAfterSeconds: 60,
      });
    }
    jest.useRealTimers();
  });
});
