import { rulesControls, rulesInput, rulesValues } from './rules-panel';

describe('the rule editor’s values', () => {
  const saved = {
    expiry: { at: '2030-05-01T08:30:00.000Z', scanLimit: 50, fallbackUrl: 'https://example.com/over' },
    routing: [
      { when: { os: ['ios' as const], country: ['DE', 'AT'] }, url: 'https://example.com/de' },
      {
        when: { days: [1, 5], from: '11:30', to: '14:30', timeZone: 'Europe/Berlin' },
        url: 'https://example.com/lunch',
      },
    ],
    split: [
      { url: 'https://example.com/a', weight: 1 },
      { url: 'https://example.com/b', weight: 3 },
    ],
    hasPassword: true,
  };

  it('round-trips saved rules, keeping the password unless a new one is typed', () => {
    const result = rulesInput(rulesValues(saved), { creating: false, hadPassword: true });
    expect(result).toEqual({
      ok: true,
      input: { expiry: saved.expiry, routing: saved.routing, split: saved.split },
    });
  });

  it('removes a password when protection is switched off, and sets a typed one', () => {
    const values = rulesValues(saved);
    expect(rulesInput({ ...values, protect: false }, { creating: false, hadPassword: true })).toMatchObject({
      input: { password: null },
    });
    expect(rulesInput({ ...values, password: 'new secret' }, { creating: false, hadPassword: true })).toMatchObject({
      input: { password: 'new secret' },
    });
  });

  it('names the first problem and the field it is about, as the server would', () => {
    const values = rulesValues();
    expect(rulesInput({ ...values, expires: true, scanLimit: '0' }, { creating: true, hadPassword: false })).toEqual({
      ok: false,
      problem: 'invalid_scan_limit',
      field: 'expiry.scanLimit',
    });
    expect(rulesInput({ ...values, protect: true }, { creating: true, hadPassword: false })).toEqual({
      ok: false,
      problem: 'invalid_code_password',
      field: 'password',
    });
    const [first, second] = rulesValues(saved).routing;
    expect(
      rulesInput({ ...values, routing: [first, { ...second, country: 'XX' }] }, { creating: true, hadPassword: false }),
    ).toEqual({ ok: false, problem: 'unknown_country', field: 'routing[1].when.country' });
    expect(
      rulesInput({ ...values, routing: [first, { ...second, url: '' }] }, { creating: true, hadPassword: false }),
    ).toEqual({ ok: false, problem: 'invalid_rule_url', field: 'routing[1].url' });
  });

  it('shows every field a problem can name, in form order', () => {
    const values = { ...rulesValues(saved), expires: true, protect: true };
    const controls = rulesControls(values);
    expect(controls.slice(0, 4)).toEqual(['expiry.at', 'expiry.scanLimit', 'expiry.fallbackUrl', 'password']);
    expect(controls).toContain('routing[1].when.timeZone');
    expect(controls).toContain('routing[1].url');
    expect(controls.slice(-2)).toEqual(['split[1].url', 'split[1].weight']);
    expect(rulesControls(rulesValues())).toEqual([]);
  });

  it('sends no rules for an untouched editor', () => {
    expect(rulesInput(rulesValues(), { creating: true, hadPassword: false })).toEqual({
      ok: true,
      input: { expiry: null, routing: [], split: [] },
    });
  });
});
