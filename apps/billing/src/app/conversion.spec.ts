import { reportConversion } from './conversion';

describe('the ad conversion event', () => {
  beforeEach(() => localStorage.clear());

  it('is sent once per checkout session id, for 1 USD', () => {
    const send = jest.fn();
    expect(reportConversion('AW-1/abc', 'cs_test_1', localStorage, send)).toBe(true);
    expect(reportConversion('AW-1/abc', 'cs_test_1', localStorage, send)).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('event', 'conversion', {
      send_to: 'AW-1/abc',
      value: 1,
      currency: 'USD',
      transaction_id: 'cs_test_1',
    });
  });

  it('sends nothing without a configured conversion id or a session id', () => {
    const send = jest.fn();
    expect(reportConversion(undefined, 'cs_test_1', localStorage, send)).toBe(false);
    expect(reportConversion('AW-1/abc', null, localStorage, send)).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });
});
