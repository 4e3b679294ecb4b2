import { afterCheck, type CustomDomain } from './custom-domain';
import { nextCheckAt } from './check-schedule';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const t0 = new Date('2026-12-01T10:00:00Z');
const waitOf = (domain: Pick<CustomDomain, 'status' | 'failedChecks'>) => {
  const next = nextCheckAt(domain, t0);
  return next && next.getTime() - t0.getTime();
};

describe('the background check schedule', () => {
  it('checks a pending domain 5 min after it was added, then backs off to 15 min, 1 h, 6 h and daily', () => {
    let domain: Pick<CustomDomain, 'status' | 'failedChecks'> = { status: 'pending', failedChecks: 0 };
    const waits = [waitOf(domain)];
    for (let check = 0; check < 6; check++) {
      domain = afterCheck(domain, false);
      waits.push(waitOf(domain));
    }
    expect(waits).toEqual([5 * MINUTE, 15 * MINUTE, HOUR, 6 * HOUR, DAY, DAY, DAY]);
    expect(domain.status).toBe('pending');
  });

  it('checks a verified domain daily, and daily while it fails until it is misconfigured, then still daily', () => {
    let domain = afterCheck({ status: 'pending', failedChecks: 4 }, true);
    expect([domain, waitOf(domain)]).toEqual([{ status: 'verified', failedChecks: 0 }, DAY]);
    const seen: string[] = [];
    for (let check = 0; check < 3; check++) {
      domain = afterCheck(domain, false);
      seen.push(`${domain.status} ${waitOf(domain)}`);
    }
    expect(seen).toEqual([`verified ${DAY}`, `verified ${DAY}`, `misconfigured ${DAY}`]);
    // It points at us again: verified once more.
    expect(afterCheck(domain, true)).toEqual({ status: 'verified', failedChecks: 0 });
  });

  it('never checks a disabled domain', () => {
    expect(nextCheckAt({ status: 'disabled', failedChecks: 0 }, t0)).toBeNull();
  });
});
