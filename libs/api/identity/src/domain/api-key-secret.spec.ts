import { isWellFormedApiKey, looksLikeApiKey, newApiKeySecret } from './api-key-secret';

describe('API key secrets', () => {
  it('are prefixed for secret scanners, well formed, and different every time', () => {
    const first = newApiKeySecret();
    const second = newApiKeySecret();
    expect(first.secret).toMatch(/^lq_live_/);
    expect(isWellFormedApiKey(first.secret)).toBe(true);
    expect(first.secret).not.toBe(second.secret);
    expect(first.secret.startsWith(first.prefix)).toBe(true);
    expect(first.prefix).toHaveLength('lq_live_'.length + 4);
  });

  it('tells a key from a session token and refuses malformed keys', () => {
    expect(looksLikeApiKey('eyJhbGciOiJIUzI1NiJ9.e30.x')).toBe(false);
    expect(looksLikeApiKey('lq_live_short')).toBe(true);
    expect(isWellFormedApiKey('lq_live_short')).toBe(false);
    expect(isWellFormedApiKey(`${newApiKeySecret().secret}x`)).toBe(false);
    expect(isWellFormedApiKey(`lq_live_${'!'.repeat(43)}`)).toBe(false);
  });
});
