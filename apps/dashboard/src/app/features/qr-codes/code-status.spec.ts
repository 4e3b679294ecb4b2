import { aQrCodeSummary } from '@liveqr/web/api-client/testing';
import { codeStatus, expiredBy } from './code-status';

const NOW = Date.parse('2026-11-28T12:00:00Z');

describe('a code’s status, as the grid and the list show it', () => {
  it('says expired for a code past its date, and why', () => {
    const code = aQrCodeSummary({ expired: true, expiry: { at: '2026-11-01T00:00:00Z' } });
    expect(expiredBy(code, NOW)).toBe('date');
    expect(codeStatus(code)).toBe('expired');
  });

  it('says expired for a code whose scan limit is used, though it is switched on', () => {
    const code = aQrCodeSummary({ isActive: true, expired: true, expiry: { scanLimit: 5 }, limitedScanCount: 5 });
    expect(expiredBy(code, NOW)).toBe('scanLimit');
    expect(codeStatus(code)).toBe('expired');
  });

  it('says active for a code with a date still to come', () => {
    const code = aQrCodeSummary({ expired: false, expiry: { at: '2027-01-01T00:00:00Z' } });
    expect(expiredBy(code, NOW)).toBeNull();
    expect(codeStatus(code)).toBe('active');
  });

  it('puts suspended, then switched off, before expired, as a scan answers', () => {
    const expired = { expired: true, expiry: { at: '2026-11-01T00:00:00Z' } };
    expect(codeStatus(aQrCodeSummary({ ...expired, suspended: true }))).toBe('suspended');
    expect(codeStatus(aQrCodeSummary({ ...expired, isActive: false }))).toBe('inactive');
  });
});
