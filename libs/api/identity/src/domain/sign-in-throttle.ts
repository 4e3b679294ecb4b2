/**
 * Guessing one account's password, from however many addresses: the failures of an e-mail address
 * (known or not, so the answer tells nothing) first cost nothing, then a growing wait before the
 * next attempt, then a lock with a mail to the owner. Google sign-in and password reset ignore it;
 * a reset ends it.
 */
export const SIGN_IN_THROTTLE = {
  /** Attempts without any wait (typos). */
  freeAttempts: 3,
  /** The wait after the first attempt beyond them, doubled for each further one: 1 s, 2 s, 4 s ... */
  firstDelayMs: 1000,
  /** The attempt that locks password sign-in when it fails, and each one after it. */
  lockingAttempt: 10,
  lockMs: 15 * 60 * 1000,
  /** A quiet day forgets the count. */
  forgetAfterMs: 24 * 60 * 60 * 1000,
} as const;

/** The failures counted so far for an address. */
export interface ThrottleState {
  attempts: number;
  blockedUntil: Date | null;
  lastAttemptAt: Date;
}

/** Whether another attempt may be made now, or how long to wait. */
export function waitBeforeAttempt(state: ThrottleState | null, now: Date): number {
  if (!state?.blockedUntil || isForgotten(state, now)) return 0;
  return Math.max(0, state.blockedUntil.getTime() - now.getTime());
}

/**
 * The state once an attempt starts, counted as failed until it succeeds (so that parallel guesses
 * cannot slip through before the first failure is written). `locks` when a failure of this attempt
 * locks the account.
 */
export function startAttempt(state: ThrottleState | null, now: Date): ThrottleState & { locks: boolean } {
  const attempts = (state && !isForgotten(state, now) ? state.attempts : 0) + 1;
  const { freeAttempts, firstDelayMs, lockingAttempt, lockMs } = SIGN_IN_THROTTLE;
  const locks = attempts >= lockingAttempt;
  const waitMs = locks ? lockMs : attempts > freeAttempts ? firstDelayMs * 2 ** (attempts - freeAttempts - 1) : 0;
  return { attempts, blockedUntil: waitMs ? new Date(now.getTime() + waitMs) : null, lastAttemptAt: now, locks };
}

function isForgotten(state: ThrottleState, now: Date): boolean {
  return now.getTime() - state.lastAttemptAt.getTime() > SIGN_IN_THROTTLE.forgetAfterMs;
}
