import { afterCheck } from './custom-domain';

describe('afterCheck', () => {
  it('verifies on a passing check and forgets the failures', () => {
    expect(afterCheck({ status: 'pending', failedChecks: 4 }, true)).toEqual({ status: 'verified', failedChecks: 0 });
    expect(afterCheck({ status: 'misconfigured', failedChecks: 3 }, true)).toEqual({
      status: 'verified',
      failedChecks: 0,
    });
  });

  it('leaves a pending domain pending, and makes a verified one misconfigured on the third failure', () => {
    expect(afterCheck({ status: 'pending', failedChecks: 7 }, false)).toEqual({ status: 'pending', failedChecks: 8 });
    expect(afterCheck({ status: 'verified', failedChecks: 1 }, false)).toEqual({ status: 'verified', failedChecks: 2 });
    expect(afterCheck({ status: 'verified', failedChecks: 2 }, false)).toEqual({
      status: 'misconfigured',
      failedChecks: 3,
    });
  });

  it('keeps a disabled domain disabled, even when its records pass', () => {
    expect(afterCheck({ status: 'disabled', failedChecks: 0 }, true)).toEqual({ status: 'disabled', failedChecks: 0 });
    expect(afterCheck({ status: 'disabled', failedChecks: 1 }, false)).toEqual({ status: 'disabled', failedChecks: 1 });
  });
});
