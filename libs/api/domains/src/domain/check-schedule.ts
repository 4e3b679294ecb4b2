import type { CustomDomain } from './custom-domain';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long a pending domain waits for its next background check: after being added, then after
 * each failed check; the last wait repeats. Minutes at first (the records were just created), then daily.
 */
export const PENDING_CHECK_WAITS_MS = [5 * MINUTE_MS, 15 * MINUTE_MS, HOUR_MS, 6 * HOUR_MS, DAY_MS] as const;

/** A verified or misconfigured domain is checked daily: it may stop (or start again) pointing at us. */
export const SETTLED_CHECK_WAIT_MS = DAY_MS;

/** When a domain's next background check is due, after `after` (its addition or last check); never when disabled. */
export function nextCheckAt(domain: Pick<CustomDomain, 'status' | 'failedChecks'>, after: Date): Date | null {
  if (domain.status === 'disabled') return null;
  const wait =
    domain.status === 'pending'
      ? PENDING_CHECK_WAITS_MS[Math.min(domain.failedChecks, PENDING_CHECK_WAITS_MS.length - 1)]
      : SETTLED_CHECK_WAIT_MS;
  return new Date(after.getTime() + wait);
}
