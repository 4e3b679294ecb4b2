import { ownOrigins } from './destination';
import { checkCodePassword, checkExpiry, checkRouting, checkSplit, MAX_ROUTING_RULES, type RuleCheck } from './rules';

const now = new Date('2026-06-01T12:00:00Z');
const SERVER = { ownOrigins: ownOrigins('https://liveqr.test') };

function problemOf<T>(check: RuleCheck<T>): string | undefined {
  return check.ok ? undefined : check.problem;
}

describe('expiry', () => {
  it('normalises the date to UTC and keeps the scan limit and fallback', () => {
    expect(
      checkExpiry(
        { at: '2026-12-31T23:59:00+01:00', scanLimit: 5, fallbackUrl: 'example.com/over' },
        { now, creating: true },
      ),
    ).toEqual({
      ok: true,
      value: { at: '2026-12-31T22:59:00.000Z', scanLimit: 5, fallbackUrl: 'https://example.com/over' },
      warnings: [],
    });
  });

  it('refuses a date in the past on create, and accepts it with a warning on edit', () => {
    const past = { at: '2026-05-31T12:00:00Z' };
    expect(problemOf(checkExpiry(past, { now, creating: true }))).toBe('expiry_in_past');
    expect(checkExpiry(past, { now, creating: false })).toMatchObject({ ok: true, warnings: ['expiry_in_past'] });
  });

  it.each([0, -1, 1.5, 2 ** 53, '10', Number.NaN])('refuses the scan limit %p', (scanLimit) => {
    expect(problemOf(checkExpiry({ scanLimit }, { now, creating: true }))).toBe('invalid_scan_limit');
  });

  it.each([
    {},
    { fallbackUrl: 'https://example.com' },
    'tomorrow',
    { at: '2026-13-01T00:00:00Z' },
    { at: '2026-07-01 10:00' },
  ])('refuses the expiry %p', (expiry) => {
    expect(problemOf(checkExpiry(expiry, { now, creating: true }))).toBe('invalid_expiry');
  });

  it('puts the fallback URL through the destination policy', () => {
    const check = checkExpiry(
      { scanLimit: 1, fallbackUrl: 'http://127.0.0.1/admin' },
      { now, creating: true, context: SERVER },
    );
    expect(check).toMatchObject({ ok: false, problem: 'invalid_rule_url', refusal: 'not_public' });
  });
});

describe('routing', () => {
  it('normalises codes and keeps the order of the rules', () => {
    const check = checkRouting([
      { when: { os: ['iOS'], country: ['de', 'AT'] }, url: 'apps.apple.com/app/id1' },
      {
        when: { language: ['FR'], days: [5, 1, 1], from: '22:00', to: '06:00', timeZone: 'Europe/Paris' },
        url: 'https://example.fr',
      },
      { when: { from: '2026-12-24T18:00', to: '2026-12-26T06:00' }, url: 'https://example.com/xmas' },
    ]);
    expect(check).toEqual({
      ok: true,
      warnings: [],
      value: [
        { when: { os: ['ios'], country: ['DE', 'AT'] }, url: 'https://apps.apple.com/app/id1' },
        {
          when: { language: ['fr'], days: [1, 5], from: '22:00', to: '06:00', timeZone: 'Europe/Paris' },
          url: 'https://example.fr',
        },
        { when: { from: '2026-12-24T18:00', to: '2026-12-26T06:00' }, url: 'https://example.com/xmas' },
      ],
    });
  });

  it.each([
    [{ os: ['beos'] }, 'unknown_operating_system'],
    [{ device: ['fridge'] }, 'unknown_device'],
    [{ country: ['XX'] }, 'unknown_country'],
    [{ country: ['DEU'] }, 'unknown_country'],
    [{ language: ['qq'] }, 'unknown_language'],
    [{ language: ['en-US'] }, 'unknown_language'],
    [{ days: [7] }, 'invalid_days'],
    [{ days: [] }, 'invalid_days'],
    [{ from: '09:00' }, 'invalid_time_window'],
    [{ from: '09:00', to: '09:00' }, 'invalid_time_window'],
    [{ from: '25:00', to: '09:00' }, 'invalid_time_window'],
    [{ from: '2026-12-26T00:00', to: '2026-12-24T00:00' }, 'invalid_time_window'],
    [{ from: '2026-02-30T00:00', to: '2026-03-24T00:00' }, 'invalid_time_window'],
    [{ days: [1], timeZone: 'Mars/Olympus_Mons' }, 'unknown_time_zone'],
    [{ timeZone: 'UTC' }, 'invalid_routing_rule'],
    [{}, 'invalid_routing_rule'],
    [{ weather: ['rain'] }, 'invalid_routing_rule'],
  ])('refuses the condition %j', (when, problem) => {
    expect(problemOf(checkRouting([{ when, url: 'https://example.com' }]))).toBe(problem);
  });

  it('accepts an overnight window', () => {
    expect(checkRouting([{ when: { from: '23:00', to: '01:00' }, url: 'https://example.com' }]).ok).toBe(true);
  });

  it(`refuses more than ${MAX_ROUTING_RULES} rules`, () => {
    const rules = Array.from({ length: 100 }, () => ({ when: { os: ['ios'] }, url: 'https://example.com' }));
    expect(problemOf(checkRouting(rules))).toBe('too_many_routing_rules');
    expect(checkRouting(rules.slice(0, MAX_ROUTING_RULES)).ok).toBe(true);
  });

  it('puts every rule URL through the same checks as the main destination', () => {
    expect(problemOf(checkRouting([{ when: { os: ['ios'] }, url: 'javascript:alert(1)' }]))).toBe('invalid_rule_url');
    expect(checkRouting([{ when: { os: ['ios'] }, url: 'https://liveqr.test/s/abc' }], SERVER)).toMatchObject({
      ok: false,
      refusal: 'own_short_link',
    });
  });
});

describe('split', () => {
  it('keeps the variants and their weights', () => {
    const split = [
      { url: 'https://example.com/a', weight: 3 },
      { url: 'example.com/b', weight: 0 },
    ];
    expect(checkSplit(split)).toEqual({
      ok: true,
      warnings: [],
      value: [
        { url: 'https://example.com/a', weight: 3 },
        { url: 'https://example.com/b', weight: 0 },
      ],
    });
  });

  it('refuses weights that sum to 0', () => {
    const split = [
      { url: 'https://example.com/a', weight: 0 },
      { url: 'https://example.com/b', weight: 0 },
    ];
    expect(problemOf(checkSplit(split))).toBe('split_weights_zero');
  });

  it.each([
    [[{ url: 'https://example.com/a', weight: 1 }]],
    [
      [
        { url: 'https://example.com/a', weight: -1 },
        { url: 'https://example.com/b', weight: 1 },
      ],
    ],
    [
      [
        { url: 'https://example.com/a', weight: 0.5 },
        { url: 'https://example.com/b', weight: 1 },
      ],
    ],
    [{ url: 'https://example.com/a', weight: 1 }],
  ])('refuses the split %j', (split) => {
    expect(problemOf(checkSplit(split))).toBe('invalid_split');
  });
});

describe('password', () => {
  it.each([
    ['1 character', 'x'],
    ['10,000 characters', 'x'.repeat(10_000)],
    ['a number', 42],
  ])('refuses a password of %s', (_, password) => {
    expect(problemOf(checkCodePassword(password))).toBe('invalid_code_password');
  });

  it('accepts a removal and a password of a reasonable length', () => {
    expect(checkCodePassword(null)).toMatchObject({ ok: true, value: null });
    expect(checkCodePassword('open sesame')).toMatchObject({ ok: true, value: 'open sesame' });
  });
});
