import { rulesInput, rulesValues } from './rules-panel';

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

  it('names the first problem, as the server would', () => {
    const values = rulesValues();
    expect(rulesInput({ ...values, expires: true, scanLimit: '0' }, { creating: true, hadPassword: false })).toEqual({
      ok: false,
      problem: 'invalid_scan_limit',
    });
    expect(rulesInput({ ...values, protect: true }, { creating: true, hadPassword: false })).toEqual({
      ok: false,
      problem: 'invalid_code_password',
    });
    const rule = { ...rulesValues(saved).routing[0], country: 'XX' };
    expect(rulesInput({ ...values, routing: [rule] }, { creating: true, hadPassword: false })).toEqual({
      ok: false,
      problem: 'unknown_country',
    });
  });

  it('sends no rules for an untouched editor', () => {
    expect(rulesInput(rulesValues(), { creating: true, hadPassword: false })).toEqual({
      ok: true,
      input: { expiry: null, routing: [], split: [] },
    });
  });
});
