import { ReportedQrCode } from './reported-qr-code.entity';

const NOW = new Date('2026-11-24T10:00:00Z');

describe('ReportedQrCode', () => {
  it('shows the interstitial from the threshold of distinct reporters on, until an operator clears it', () => {
    const code = ReportedQrCode.first('c1', 'abc', NOW);
    code.reported(2, NOW);
    expect(code.showsInterstitial(3)).toBe(false);
    code.reported(3, NOW);
    expect(code.showsInterstitial(3)).toBe(true);

    code.review('cleared', 'ops@liveqr.test', NOW);
    expect(code).toMatchObject({ status: 'cleared', reporters: 0, reviewedBy: 'ops@liveqr.test' });
    expect(code.showsInterstitial(3)).toBe(false);
  });

  it('opens a cleared code again on a new report, but keeps a disabled one disabled', () => {
    const cleared = ReportedQrCode.first('c1', 'abc', NOW);
    cleared.review('cleared', 'ops@liveqr.test', NOW);
    cleared.reported(1, NOW);
    expect(cleared.status).toBe('open');

    const disabled = ReportedQrCode.first('c2', 'def', NOW);
    disabled.review('disabled', 'ops@liveqr.test', NOW);
    disabled.reported(5, NOW);
    expect(disabled.status).toBe('disabled');
    // A disabled code answers 410 anyway: no interstitial on top.
    expect(disabled.showsInterstitial(3)).toBe(false);
  });
});
