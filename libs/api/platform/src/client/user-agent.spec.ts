import { describeUserAgent, MAX_USER_AGENT_LENGTH } from './user-agent';

describe('describeUserAgent', () => {
  it('reads an iPhone with Safari', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ operatingSystem: 'iOS', deviceType: 'mobile', browser: 'Mobile Safari', isBot: false });
  });

  it('calls a client without a device type a desktop', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
      ),
    ).toEqual({ operatingSystem: 'Windows', deviceType: 'desktop', browser: 'Chrome', isBot: false });
  });

  it('flags crawlers and link previewers as bots', () => {
    expect(describeUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)').isBot).toBe(
      true,
    );
    expect(describeUserAgent('Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)').isBot).toBe(true);
  });

  it('handles a missing or empty User-Agent', () => {
    const unknown = { operatingSystem: null, deviceType: 'desktop', browser: null, isBot: false };
    expect(describeUserAgent(undefined)).toEqual(unknown);
    expect(describeUserAgent('')).toEqual(unknown);
  });

  it('cuts a 20 KB User-Agent before parsing it', () => {
    const huge = `Mozilla/5.0 (Linux; Android 14; Pixel 8) ${'x'.repeat(20 * 1024)}`;
    const started = performance.now();
    expect(describeUserAgent(huge)).toMatchObject({ operatingSystem: 'Android' });
    expect(performance.now() - started).toBeLessThan(100);
    expect(MAX_USER_AGENT_LENGTH).toBeLessThan(1024);
  });
});
