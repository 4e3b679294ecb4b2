import { reportConversion } from './conversion';

const tagScripts = () => document.head.querySelectorAll('script[src^="https://www.googletagmanager.com/"]');
const gtagCommands = () => (window.dataLayer ?? []).map((args) => Array.from(args as IArguments));

describe('the ad conversion event', () => {
  beforeEach(() => localStorage.clear());

  it('loads nothing and sends nothing without a configured conversion id or a session id', () => {
    expect(reportConversion(undefined, 'cs_test_1')).toBe(false);
    expect(reportConversion('AW-1/abc', null)).toBe(false);
    expect(tagScripts()).toHaveLength(0);
    expect(window.gtag).toBeUndefined();
    expect(localStorage.length).toBe(0);
  });

  it("loads Google's tag for the ad account and sends the conversion once per checkout session id, for 1 USD", () => {
    expect(reportConversion('AW-1/abc', 'cs_test_1')).toBe(true);
    expect(reportConversion('AW-1/abc', 'cs_test_1')).toBe(false);

    expect(tagScripts()).toHaveLength(1);
    expect(tagScripts()[0].getAttribute('src')).toBe('https://www.googletagmanager.com/gtag/js?id=AW-1');
    const commands = gtagCommands();
    expect(commands.filter(([command]) => command === 'config')).toEqual([['config', 'AW-1', {}]]);
    expect(commands.filter(([command]) => command === 'event')).toEqual([
      ['event', 'conversion', { send_to: 'AW-1/abc', value: 1, currency: 'USD', transaction_id: 'cs_test_1' }],
    ]);
    expect(localStorage.getItem('liveqr.conversion.cs_test_1')).toBe('1');
  });
});
