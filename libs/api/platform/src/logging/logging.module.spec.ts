import { redactUrl } from './logging.module';

describe('redactUrl', () => {
  it('hides tokens, OAuth codes and states in logged URLs', () => {
    expect(redactUrl('/reset-password?token=abc123&type=recovery')).toBe(
      '/reset-password?token=[redacted]&type=recovery',
    );
    expect(redactUrl('/api/auth/google/callback?code=4%2F0Ab&state=xyz')).toBe(
      '/api/auth/google/callback?code=[redacted]&state=[redacted]',
    );
    expect(redactUrl('/billing?success=1&session_id=cs_test_1')).toBe('/billing?success=1&session_id=[redacted]');
  });

  it('leaves ordinary URLs alone', () => {
    expect(redactUrl('/api/qr-codes?page=2&search=menu')).toBe('/api/qr-codes?page=2&search=menu');
    expect(redactUrl(undefined)).toBeUndefined();
  });
});
