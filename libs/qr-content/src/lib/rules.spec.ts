import { ownOrigins } from './destination';
import {
  checkCodePassword,
  checkExpiry,
  checkRouting,
  checkSplit,
  MAX_ROUTING_RULES,
  type RuleCheck,
  ruleDestinations,
} from './rules';

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

describe('the field a refusal is about, as the request names it', () => {
  const fieldOf = <T>(check: RuleCheck<T>) => (check.ok ? undefined : check.field);
  const rule = (when: Record<string, unknown>, url = 'https://example.com') => ({ when, url });

  it.each<[string, unknown, string]>([
    ['an expiry that is no object', 'tomorrow', 'expiry'],
    ['an expiry with neither date nor limit', { fallbackUrl: 'https://example.com' }, 'expiry'],
    ['a date that is no date', { at: '2026-07-01 10:00' }, 'expiry.at'],
    ['a date in the past', { at: '2026-05-01T00:00:00Z' }, 'expiry.at'],
    ['a scan limit of 0', { scanLimit: 0 }, 'expiry.scanLimit'],
    ['a fallback that is no link', { scanLimit: 1, fallbackUrl: 'javascript:alert(1)' }, 'expiry.fallbackUrl'],
  ])('puts %s at %s', (_what, expiry, field) => {
    expect(fieldOf(checkExpiry(expiry, { now, creating: true }))).toBe(field);
  });

  it.each<[string, unknown, string]>([
    ['routing that is no list', { os: ['ios'] }, 'routing'],
    ['a rule that is no object', [rule({ os: ['ios'] }), 'android'], 'routing[1]'],
    ['a rule without a condition', [rule({ os: ['ios'] }), rule({ timeZone: 'UTC' })], 'routing[1].when'],
    ['an unknown condition', [rule({ moon: ['full'] })], 'routing[0].when.moon'],
    ['an unknown system', [rule({ os: ['ios'] }), rule({ os: ['beos'] })], 'routing[1].when.os'],
    ['an unknown device', [rule({ device: ['fridge'] })], 'routing[0].when.device'],
    ['an unknown country', [rule({ os: ['ios'] }), rule({ country: ['XX'] })], 'routing[1].when.country'],
    ['an unknown language', [rule({ language: ['xx-yy'] })], 'routing[0].when.language'],
    ['a day that is no day', [rule({ days: [7] })], 'routing[0].when.days'],
    ['a start that is no time', [rule({ from: 'noon', to: '14:00' })], 'routing[0].when.from'],
    ['an end that is no time', [rule({ from: '12:00', to: 'late' })], 'routing[0].when.to'],
    ['an end equal to the start', [rule({ from: '12:00', to: '12:00' })], 'routing[0].when.to'],
    ['an unknown time zone', [rule({ days: [1], timeZone: 'Mars/Olympus' })], 'routing[0].when.timeZone'],
    ['a rule URL that is no link', [rule({ os: ['ios'] }), rule({ os: ['android'] }, 'ftp://x.com')], 'routing[1].url'],
  ])('puts %s at %s', (_what, routing, field) => {
    expect(fieldOf(checkRouting(routing))).toBe(field);
  });

  it('puts a rule URL that only the server refuses at that rule', () => {
    const routing = [rule({ os: ['ios'] }), rule({ os: ['android'] }, 'https://liveqr.test/s/abc')];
    expect(checkRouting(routing, SERVER)).toMatchObject({ refusal: 'own_short_link', field: 'routing[1].url' });
  });

  it.each<[string, unknown, string]>([
    ['one destination', [{ url: 'https://example.com/a', weight: 1 }], 'split'],
    ['a variant that is no object', [{ url: 'https://example.com/a', weight: 1 }, 'b'], 'split[1]'],
    [
      'a weight out of range',
      [
        { url: 'https://example.com/a', weight: 1 },
        { url: 'https://example.com/b', weight: 1001 },
      ],
      'split[1].weight',
    ],
    [
      'a URL that is no link',
      [
        { url: 'ftp://example.com/a', weight: 1 },
        { url: 'https://example.com/b', weight: 1 },
      ],
      'split[0].url',
    ],
    [
      'weights that are all 0',
      [
        { url: 'https://example.com/a', weight: 0 },
        { url: 'https://example.com/b', weight: 0 },
      ],
      'split',
    ],
  ])('puts %s at %s', (_what, split, field) => {
    expect(fieldOf(checkSplit(split))).toBe(field);
  });

  it('puts a short password at the password', () => {
    expect(fieldOf(checkCodePassword('x'))).toBe('password');
  });
});

describe('ruleDestinations', () => {
  it('lists every URL of the rules where the request gives it', () => {
    expect(
      ruleDestinations({
        expiry: { scanLimit: 5, fallbackUrl: 'https://example.com/over' },
        routing: [
          { when: { os: ['ios'] }, url: 'https://example.com/ios' },
          { when: { os: ['android'] }, url: 'https://example.com/android' },
        ],
        split: [
          { url: 'https://example.com/a', weight: 1 },
          { url: 'https://example.com/b', weight: 1 },
        ],
      }),
    ).toEqual([
      { url: 'https://example.com/over', field: 'expiry.fallbackUrl' },
      { url: 'https://example.com/ios', field: 'routing[0].url' },
      { url: 'https://example.com/android', field: 'routing[1].url' },
      { url: 'https://example.com/a', field: 'split[0].url' },
      { url: 'https://example.com/b', field: 'split[1].url' },
    ]);
    expect(ruleDestinations({ expiry: null })).toEqual([]);
  });
});
