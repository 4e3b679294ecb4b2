/** A delivery is retried for this long after it was first queued; then its endpoint is switched off. */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
const FIRST_RETRY_SECONDS = 30;
const LONGEST_WAIT_SECONDS = 4 * 60 * 60;

/**
 * Seconds to wait after the n-th failed attempt: 30 s, 1 min, 2 min, 4 min, ... doubling up to 4 h,
 * so about fourteen attempts fit in the 24 hours.
 */
export function retryDelaySeconds(failedAttempts: number): number {
  return Math.min(LONGEST_WAIT_SECONDS, FIRST_RETRY_SECONDS * 2 ** Math.max(0, failedAttempts - 1));
}

/** When the next attempt is due, or null when the retry window is over. */
export function nextAttemptAt(createdAt: Date, failedAttempts: number, delaySeconds: number, now: Date): Date | null {
  const next = new Date(now.getTime() + delaySeconds * 1000);
  return next.getTime() - createdAt.getTime() <= RETRY_WINDOW_MS ? next : null;
}
