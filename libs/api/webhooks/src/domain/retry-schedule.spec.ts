import { nextAttemptAt, RETRY_WINDOW_MS, retryDelaySeconds } from './retry-schedule';

describe('webhook retry schedule', () => {
  it('doubles the wait after each failure, up to four hours', () => {
    expect([1, 2, 3, 4, 5].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 480]);
    expect(retryDelaySeconds(20)).toBe(4 * 60 * 60);
  });

  it('keeps retrying for 24 hours and not after', () => {
    const createdAt = new Date('2026-11-01T00:00:00Z');
    const early = new Date(createdAt.getTime() + 60_000);
    expect(nextAttemptAt(createdAt, 1, 30, early)).toEqual(new Date(early.getTime() + 30_000));
    const late = new Date(createdAt.getTime() + RETRY_WINDOW_MS - 10_000);
    expect(nextAttemptAt(createdAt, 12, 3600, late)).toBeNull();
  });

  it('fits about fourteen attempts into the window', () => {
    let elapsed = 0;
    let attempts = 1;
    while (elapsed + retryDelaySeconds(attempts) * 1000 <= RETRY_WINDOW_MS) {
      elapsed += retryDelaySeconds(attempts) * 1000;
      attempts += 1;
    }
    expect(attempts).toBeGreaterThanOrEqual(12);
    expect(attempts).toBeLessThanOrEqual(16);
  });
});
