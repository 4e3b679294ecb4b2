import { SIGN_IN_THROTTLE, startAttempt, type ThrottleState, waitBeforeAttempt } from './sign-in-throttle';

describe('sign-in throttle', () => {
  const at = (seconds: number) => new Date(Date.UTC(2026, 10, 24) + seconds * 1000);

  /** Makes `count` failed attempts, each as soon as it is allowed; returns the waits and the state. */
  function failRepeatedly(count: number) {
    let state: ThrottleState | null = null;
    let clock = 0;
    const waits: number[] = [];
    const locks: boolean[] = [];
    for (let attempt = 0; attempt < count; attempt++) {
      const wait = waitBeforeAttempt(state, at(clock));
      waits.push(wait / 1000);
      clock += wait / 1000;
      const started = startAttempt(state, at(clock));
      locks.push(started.locks);
      state = started;
    }
    return { waits, locks, state: state as ThrottleState, clock };
  }

  it('lets three attempts through at once, then doubles the wait, then locks for 15 minutes at the tenth', () => {
    const { waits, locks, state, clock } = failRepeatedly(10);
    expect(waits).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 16, 32]);
    expect(locks).toEqual([false, false, false, false, false, false, false, false, false, true]);
    expect(waitBeforeAttempt(state, at(clock))).toBe(SIGN_IN_THROTTLE.lockMs);
  });

  it('locks again at once after a lock, for each further failure', () => {
    const { state, clock } = failRepeatedly(10);
    const after = at(clock + 15 * 60);
    expect(waitBeforeAttempt(state, after)).toBe(0);
    expect(startAttempt(state, after)).toMatchObject({ attempts: 11, locks: true });
  });

  it('forgets the count after a quiet day', () => {
    const { state, clock } = failRepeatedly(10);
    const nextDay = at(clock + 25 * 60 * 60);
    expect(waitBeforeAttempt(state, nextDay)).toBe(0);
    expect(startAttempt(state, nextDay)).toMatchObject({ attempts: 1, blockedUntil: null, locks: false });
  });
});
