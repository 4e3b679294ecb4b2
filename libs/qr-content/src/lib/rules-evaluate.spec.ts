import type { RoutingCondition, ScanDestination, ScanRules } from '@liveqr/shared/contracts';
import { evaluate, routingDevice, routingOs, type RuleVisit } from './rules-evaluate';

const to = (url: string): ScanDestination => ({ kind: 'redirect', url, host: new URL(url).host });
const WEDNESDAY = new Date('2026-06-03T10:00:00Z');

function rules(changes: Partial<ScanRules> = {}): ScanRules {
  return { expiresAt: null, scanLimit: null, fallback: null, passwordHash: null, routes: [], split: [], ...changes };
}

function visit(changes: Partial<RuleVisit> = {}): RuleVisit {
  return { os: 'ios', device: 'mobile', country: 'DE', language: 'de', visitor: 'visitor-1', ...changes };
}

/** Where a scan with these facts goes, for one rule on 'https://example.com/rule': its URL, or 'default'. */
function landing(when: RoutingCondition, scan: Partial<RuleVisit> = {}, clock = WEDNESDAY): string {
  const verdict = evaluate(
    rules({ routes: [{ when, destination: to('https://example.com/rule') }] }),
    visit(scan),
    clock,
  );
  return verdict.kind === 'routed' ? (verdict.destination as { url: string }).url : verdict.kind;
}

describe('evaluate', () => {
  it('takes the first rule that matches, and names it', () => {
    const verdict = evaluate(
      rules({
        routes: [
          { when: { os: ['android'] }, destination: to('https://example.com/play') },
          { when: { os: ['ios'] }, destination: to('https://example.com/apple') },
          { when: { device: ['mobile'] }, destination: to('https://example.com/mobile') },
        ],
      }),
      visit(),
      WEDNESDAY,
    );
    expect(verdict).toEqual({ kind: 'routed', destination: to('https://example.com/apple'), route: 'rule:2' });
  });

  it('needs every condition of a rule to hold', () => {
    expect(landing({ os: ['ios'], country: ['FR'] })).toBe('default');
    expect(landing({ os: ['ios'], country: ['DE'], language: ['de'] })).toBe('https://example.com/rule');
    expect(landing({ country: ['DE'] }, { country: null })).toBe('default');
  });

  it('reads days and hours in the rule’s time zone', () => {
    // 10:00 UTC is 12:00 in Berlin (summer time) and 06:00 in New York.
    expect(landing({ from: '11:30', to: '14:30', timeZone: 'Europe/Berlin' })).toBe('https://example.com/rule');
    expect(landing({ from: '11:30', to: '14:30', timeZone: 'America/New_York' })).toBe('default');
    expect(landing({ days: [3], timeZone: 'Europe/Berlin' })).toBe('https://example.com/rule');
    // Already Thursday on Kiritimati (UTC+14).
    expect(landing({ days: [3], timeZone: 'Pacific/Kiritimati' })).toBe('default');
  });

  it('treats from after to as an overnight window, with to exclusive', () => {
    const night = { from: '22:00', to: '06:00' };
    expect(landing(night, {}, new Date('2026-06-03T23:30:00Z'))).toBe('https://example.com/rule');
    expect(landing(night, {}, new Date('2026-06-03T05:59:00Z'))).toBe('https://example.com/rule');
    expect(landing(night, {}, new Date('2026-06-03T06:00:00Z'))).toBe('default');
    expect(landing(night, {}, new Date('2026-06-03T12:00:00Z'))).toBe('default');
  });

  it('counts the hours after midnight of an overnight window as the day it opened', () => {
    // Friday nights only: 2026-06-05 is a Friday, 2026-06-06 a Saturday.
    const fridayNight = { days: [5], from: '22:00', to: '02:00' };
    expect(landing(fridayNight, {}, new Date('2026-06-05T23:00:00Z'))).toBe('https://example.com/rule');
    expect(landing(fridayNight, {}, new Date('2026-06-06T01:00:00Z'))).toBe('https://example.com/rule');
    expect(landing(fridayNight, {}, new Date('2026-06-06T23:00:00Z'))).toBe('default');
    expect(landing(fridayNight, {}, new Date('2026-06-05T01:00:00Z'))).toBe('default');
  });

  it('reads the clock of every scan, the seconds before a window opens included', () => {
    // 13:00 in Berlin (summer time) is 11:00 UTC; scans a second apart, in and out of one minute.
    const lunch = { from: '13:00', to: '14:00', timeZone: 'Europe/Berlin' };
    const at = (iso: string) => new Date(iso);
    expect(landing(lunch, {}, at('2026-06-03T10:59:00Z'))).toBe('default');
    expect(landing(lunch, {}, at('2026-06-03T10:59:59Z'))).toBe('default');
    expect(landing(lunch, {}, at('2026-06-03T11:00:00Z'))).toBe('https://example.com/rule');
    expect(landing(lunch, {}, at('2026-06-03T11:59:59Z'))).toBe('https://example.com/rule');
    expect(landing(lunch, {}, at('2026-06-03T12:00:00Z'))).toBe('default');
    // The same instant read in another zone first.
    expect(landing({ ...lunch, timeZone: 'Europe/London' }, {}, at('2026-06-03T12:00:30Z'))).toBe(
      'https://example.com/rule',
    );
    expect(landing(lunch, {}, at('2026-06-03T12:00:30Z'))).toBe('default');
  });

  it('applies a date range once', () => {
    const christmas = { from: '2026-12-24T18:00', to: '2026-12-26T06:00', timeZone: 'Europe/Berlin' };
    expect(landing(christmas, {}, new Date('2026-12-25T12:00:00Z'))).toBe('https://example.com/rule');
    expect(landing(christmas, {}, new Date('2026-12-24T16:59:00Z'))).toBe('default');
    expect(landing(christmas, {}, new Date('2027-12-25T12:00:00Z'))).toBe('default');
  });

  it('keeps a visitor on one split variant all day and spreads visitors by weight', () => {
    const split = rules({
      split: [
        { weight: 1, destination: to('https://example.com/a') },
        { weight: 3, destination: to('https://example.com/b') },
        { weight: 0, destination: to('https://example.com/paused') },
      ],
    });
    const morning = evaluate(split, visit(), new Date('2026-06-03T01:00:00Z'));
    const evening = evaluate(split, visit(), new Date('2026-06-03T23:00:00Z'));
    expect(evening).toEqual(morning);

    const counts = new Map<string, number>();
    for (let visitor = 0; visitor < 4000; visitor++) {
      const verdict = evaluate(split, visit({ visitor: `v${visitor}` }), WEDNESDAY);
      const route = verdict.kind === 'routed' ? verdict.route : verdict.kind;
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
    expect(evaluate(both, visit({ os: 'android' }), WEDNESDAY)).toMatchObject({ route: 'rule:1' });
    expect(evaluate(both, visit(), WEDNESDAY)).toMatchObject({ route: expect.stringMatching(/^variant:[12]$/) });
    expect(evaluate(rules(), visit(), WEDNESDAY)).toEqual({ kind: 'default' });
  });

  it('is expired from the expiry instant on, before any rule', () => {
    const expiring = rules({
      expiresAt: '2026-06-03T10:00:00.000Z',
      routes: [{ when: { os: ['ios'] }, destination: to('https://example.com/apple') }],
    });
    expect(evaluate(expiring, visit(), new Date('2026-06-03T09:59:59Z'))).toMatchObject({ route: 'rule:1' });
    expect(evaluate(expiring, visit(), new Date('2026-06-03T10:00:00Z'))).toEqual({ kind: 'expired' });
    expect(evaluate(rules(), visit(), new Date('2099-01-01T00:00:00Z'))).toEqual({ kind: 'default' });
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
