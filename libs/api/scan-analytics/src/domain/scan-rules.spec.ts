import type { RoutingCondition, ScanDestination, ScanRules } from '@liveqr/shared/contracts';
import { chooseRoute, isPastExpiry, routingDevice, routingOs, type ScanFacts } from './scan-rules';

const to = (url: string): ScanDestination => ({ kind: 'redirect', url, host: new URL(url).host });
const DEFAULT = to('https://example.com/default');

function rules(changes: Partial<ScanRules> = {}): ScanRules {
  return { expiresAt: null, scanLimit: null, fallback: null, passwordHash: null, routes: [], split: [], ...changes };
}

function facts(changes: Partial<ScanFacts> = {}): ScanFacts {
  return {
    os: 'ios',
    device: 'mobile',
    country: 'DE',
    language: 'de',
    visitor: 'visitor-1',
    at: new Date('2026-06-03T10:00:00Z'), // a Wednesday
    ...changes,
  };
}

/** The URL a scan with these facts goes to, for one rule on 'https://example.com/rule'. */
function landing(when: RoutingCondition, scan: Partial<ScanFacts> = {}): string {
  const chosen = chooseRoute(
    rules({ routes: [{ when, destination: to('https://example.com/rule') }] }),
    DEFAULT,
    facts(scan),
  );
  return (chosen.destination as { url: string }).url;
}

describe('chooseRoute', () => {
  it('takes the first rule that matches, and names it', () => {
    const chosen = chooseRoute(
      rules({
        routes: [
          { when: { os: ['android'] }, destination: to('https://example.com/play') },
          { when: { os: ['ios'] }, destination: to('https://example.com/apple') },
          { when: { device: ['mobile'] }, destination: to('https://example.com/mobile') },
        ],
      }),
      DEFAULT,
      facts(),
    );
    expect(chosen).toEqual({ destination: to('https://example.com/apple'), route: 'rule:2' });
  });

  it('needs every condition of a rule to hold', () => {
    expect(landing({ os: ['ios'], country: ['FR'] })).toBe('https://example.com/default');
    expect(landing({ os: ['ios'], country: ['DE'], language: ['de'] })).toBe('https://example.com/rule');
    expect(landing({ country: ['DE'] }, { country: null })).toBe('https://example.com/default');
  });

  it('reads days and hours in the rule’s time zone', () => {
    // 10:00 UTC is 12:00 in Berlin (summer time) and 06:00 in New York.
    expect(landing({ from: '11:30', to: '14:30', timeZone: 'Europe/Berlin' })).toBe('https://example.com/rule');
    expect(landing({ from: '11:30', to: '14:30', timeZone: 'America/New_York' })).toBe('https://example.com/default');
    expect(landing({ days: [3], timeZone: 'Europe/Berlin' })).toBe('https://example.com/rule');
    // Already Thursday on Kiritimati (UTC+14).
    expect(landing({ days: [3], timeZone: 'Pacific/Kiritimati' })).toBe('https://example.com/default');
  });

  it('treats from after to as an overnight window, with to exclusive', () => {
    const night = { from: '22:00', to: '06:00' };
    expect(landing(night, { at: new Date('2026-06-03T23:30:00Z') })).toBe('https://example.com/rule');
    expect(landing(night, { at: new Date('2026-06-03T05:59:00Z') })).toBe('https://example.com/rule');
    expect(landing(night, { at: new Date('2026-06-03T06:00:00Z') })).toBe('https://example.com/default');
    expect(landing(night, { at: new Date('2026-06-03T12:00:00Z') })).toBe('https://example.com/default');
  });

  it('counts the hours after midnight of an overnight window as the day it opened', () => {
    // Friday nights only: 2026-06-05 is a Friday, 2026-06-06 a Saturday.
    const fridayNight = { days: [5], from: '22:00', to: '02:00' };
    expect(landing(fridayNight, { at: new Date('2026-06-05T23:00:00Z') })).toBe('https://example.com/rule');
    expect(landing(fridayNight, { at: new Date('2026-06-06T01:00:00Z') })).toBe('https://example.com/rule');
    expect(landing(fridayNight, { at: new Date('2026-06-06T23:00:00Z') })).toBe('https://example.com/default');
    expect(landing(fridayNight, { at: new Date('2026-06-05T01:00:00Z') })).toBe('https://example.com/default');
  });

  it('reads the clock of every scan, the seconds before a window opens included', () => {
    // 13:00 in Berlin (summer time) is 11:00 UTC; scans a second apart, in and out of one minute.
    const lunch = { from: '13:00', to: '14:00', timeZone: 'Europe/Berlin' };
    const at = (iso: string) => ({ at: new Date(iso) });
    expect(landing(lunch, at('2026-06-03T10:59:00Z'))).toBe('https://example.com/default');
    expect(landing(lunch, at('2026-06-03T10:59:59Z'))).toBe('https://example.com/default');
    expect(landing(lunch, at('2026-06-03T11:00:00Z'))).toBe('https://example.com/rule');
    expect(landing(lunch, at('2026-06-03T11:59:59Z'))).toBe('https://example.com/rule');
    expect(landing(lunch, at('2026-06-03T12:00:00Z'))).toBe('https://example.com/default');
    // The same instant read in another zone first.
    expect(landing({ ...lunch, timeZone: 'Europe/London' }, at('2026-06-03T12:00:30Z'))).toBe(
      'https://example.com/rule',
    );
    expect(landing(lunch, at('2026-06-03T12:00:30Z'))).toBe('https://example.com/default');
  });

  it('applies a date range once', () => {
    const christmas = { from: '2026-12-24T18:00', to: '2026-12-26T06:00', timeZone: 'Europe/Berlin' };
    expect(landing(christmas, { at: new Date('2026-12-25T12:00:00Z') })).toBe('https://example.com/rule');
    expect(landing(christmas, { at: new Date('2026-12-24T16:59:00Z') })).toBe('https://example.com/default');
    expect(landing(christmas, { at: new Date('2027-12-25T12:00:00Z') })).toBe('https://example.com/default');
  });

  it('keeps a visitor on one split variant all day and spreads visitors by weight', () => {
    const split = rules({
      split: [
        { weight: 1, destination: to('https://example.com/a') },
        { weight: 3, destination: to('https://example.com/b') },
        { weight: 0, destination: to('https://example.com/paused') },
      ],
    });
    const morning = chooseRoute(split, DEFAULT, facts({ at: new Date('2026-06-03T01:00:00Z') }));
    const evening = chooseRoute(split, DEFAULT, facts({ at: new Date('2026-06-03T23:00:00Z') }));
    expect(evening).toEqual(morning);

    const counts = new Map<string, number>();
    for (let visitor = 0; visitor < 4000; visitor++) {
      const { route } = chooseRoute(split, DEFAULT, facts({ visitor: `v${visitor}` }));
      counts.set(route, (counts.get(route) ?? 0) + 1);
    }
    expect(counts.get('variant:3')).toBeUndefined();
    const ratio = (counts.get('variant:2') ?? 0) / (counts.get('variant:1') ?? 1);
    expect(ratio).toBeGreaterThan(2.5);
    expect(ratio).toBeLessThan(3.5);
  });

  it('prefers a matching rule over the split, and the split over the default', () => {
    const both = rules({
      routes: [{ when: { os: ['android'] }, destination: to('https://example.com/play') }],
      split: [
        { weight: 1, destination: to('https://example.com/a') },
        { weight: 1, destination: to('https://example.com/b') },
      ],
    });
    expect(chooseRoute(both, DEFAULT, facts({ os: 'android' })).route).toBe('rule:1');
    expect(chooseRoute(both, DEFAULT, facts()).route).toMatch(/^variant:[12]$/);
    expect(chooseRoute(rules(), DEFAULT, facts())).toEqual({ destination: DEFAULT, route: 'default' });
  });
});

describe('isPastExpiry', () => {
  it('is past from the expiry instant on', () => {
    const expiring = rules({ expiresAt: '2026-06-03T10:00:00.000Z' });
    expect(isPastExpiry(expiring, new Date('2026-06-03T09:59:59Z'))).toBe(false);
    expect(isPastExpiry(expiring, new Date('2026-06-03T10:00:00Z'))).toBe(true);
    expect(isPastExpiry(rules(), new Date('2099-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('client facts as rules name them', () => {
  it.each([
    ['iOS', 'ios'],
    ['Android', 'android'],
    ['Windows', 'windows'],
    ['macOS', 'macos'],
    ['Ubuntu', 'linux'],
    ['Chromium OS', 'other'],
    [null, 'other'],
  ] as const)('reads the OS %p as %p', (name, os) => {
    expect(routingOs(name)).toBe(os);
  });

  it.each([
    ['mobile', 'mobile'],
    ['tablet', 'tablet'],
    ['desktop', 'desktop'],
    ['smarttv', 'other'],
  ] as const)('reads the device %p as %p', (type, device) => {
    expect(routingDevice(type)).toBe(device);
  });
});
