import { aUser, createCode, qrApi, type QrApi, type QrUser } from '../qr-catalog/support/qr-client';
import { useMovableClock } from '../support/clock';
import { startTestServer, type TestServer } from '../support/test-server';
import { countersOf, scan, scansOf, USER_AGENTS } from '../scan-analytics/support/scan-client';
import { lapsePlan } from './support/rules-client';

const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const UBUNTU_FIREFOX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';

/** Addresses the shipped IP database places in these countries. */
const FROM = { DE: '85.214.132.117', FR: '212.27.48.10', GB: '81.2.69.142', US: '8.8.8.8' } as const;
/** The socket is the proxy; the client is whoever X-Forwarded-For names. */
const PROXY = '10.0.0.2';

describe('Scans of codes with rules', () => {
  let server: TestServer;
  let owner: QrUser;
  let api: QrApi;

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL: 'https://liveqr.test', TRUST_PROXY: '1' });
    owner = await aUser(server);
    api = qrApi(server, owner);
  });
  afterAll(() => server.close());

  const website = (rules: Record<string, unknown>) =>
    createCode(api, { type: 'website', content: { url: 'https://example.com/default' }, ...rules });

  function scanFrom(
    slug: string,
    country: keyof typeof FROM,
    userAgent: string = USER_AGENTS.iphoneSafari,
    headers = {},
  ) {
    return scan(server, slug, { ip: PROXY, userAgent, headers: { 'x-forwarded-for': FROM[country], ...headers } });
  }

  describe('smart routing', () => {
    let slug: string;
    let id: string;

    beforeAll(async () => {
      ({ slug, id } = await website({
        routing: [
          { when: { os: ['ios'], device: ['mobile'] }, url: 'https://apps.apple.com/app/id1' },
          { when: { os: ['android'] }, url: 'https://play.google.com/store/apps/details?id=shop' },
          { when: { device: ['tablet'] }, url: 'https://example.com/tablet' },
          { when: { country: ['FR'] }, url: 'https://example.fr' },
          { when: { language: ['de'] }, url: 'https://example.de' },
          { when: { os: ['linux'] }, url: 'https://example.com/linux' },
        ],
      }));
    });

    it.each([
      ['an iPhone', USER_AGENTS.iphoneSafari, 'GB', {}, 'https://apps.apple.com/app/id1'],
      ['an Android phone', USER_AGENTS.androidChrome, 'GB', {}, 'https://play.google.com/store/apps/details?id=shop'],
      ['an iPad', IPAD, 'GB', {}, 'https://example.com/tablet'],
      ['a Mac in France', MAC_SAFARI, 'FR', {}, 'https://example.fr'],
      [
        'a Mac in Britain preferring German',
        MAC_SAFARI,
        'GB',
        { 'accept-language': 'de-CH, en;q=0.8' },
        'https://example.de',
      ],
      [
        'a Mac in Britain preferring English (German second)',
        MAC_SAFARI,
        'GB',
        { 'accept-language': 'en-GB, de;q=0.9' },
        'https://example.com/default',
      ],
      ['a Linux desktop', UBUNTU_FIREFOX, 'US', {}, 'https://example.com/linux'],
      ['Windows in the US', USER_AGENTS.windowsChrome, 'US', {}, 'https://example.com/default'],
    ])('sends %s where the first matching rule says', async (_, userAgent, country, headers, location) => {
      const response = await scanFrom(slug, country as keyof typeof FROM, userAgent, headers);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(location);
    });

    it('records which rule sent each scan, and analytics count scans by rule', async () => {
      const routes = (await scansOf(server, id)).map((row) => (row as unknown as { route: string }).route);
      expect(routes).toEqual(['rule:1', 'rule:2', 'rule:3', 'rule:4', 'rule:5', 'default', 'rule:6', 'default']);
      await countersOf(server, id);
      const summary = await server.inject({
        method: 'GET',
        url: `/api/analytics/qr-codes/${id}?range=all`,
        cookies: owner.cookies,
      });
      expect(summary.json().routes).toEqual(
        expect.arrayContaining([
          { value: 'default', scans: 2 },
          { value: 'rule:1', scans: 1 },
          { value: 'rule:6', scans: 1 },
        ]),
      );
    });
  });

  describe('schedules, on a movable clock', () => {
    let clock: ReturnType<typeof useMovableClock>;
    afterEach(() => clock.restore());

    it('sends lunchtime scans on weekdays in Berlin to the lunch menu', async () => {
      clock = useMovableClock();
      const { slug } = await website({
        routing: [
          {
            when: { days: [1, 2, 3, 4, 5], from: '11:30', to: '14:30', timeZone: 'Europe/Berlin' },
            url: 'https://example.com/lunch',
          },
          { when: { from: '22:00', to: '06:00', timeZone: 'Europe/Berlin' }, url: 'https://example.com/night' },
        ],
      });
      const at = (iso: string) => clock.advance(new Date(iso).getTime() - Date.now());
      at('2026-06-03T10:00:00Z'); // Wednesday 12:00 in Berlin
      expect((await scanFrom(slug, 'DE')).headers.location).toBe('https://example.com/lunch');
      at('2026-06-06T10:00:00Z'); // Saturday 12:00
      expect((await scanFrom(slug, 'DE')).headers.location).toBe('https://example.com/default');
      at('2026-06-06T23:30:00Z'); // Sunday 01:30
      expect((await scanFrom(slug, 'DE')).headers.location).toBe('https://example.com/night');
      at('2026-06-07T04:00:00Z'); // Sunday 06:00: the window has ended
      expect((await scanFrom(slug, 'DE')).headers.location).toBe('https://example.com/default');
    });

    it('expires at the expiry date: the fallback URL, or the expired page in the visitor’s language', async () => {
      clock = useMovableClock();
      const at = new Date(Date.now() + 3_600_000).toISOString();
      const withFallback = await website({ expiry: { at, fallbackUrl: 'https://example.com/over' } });
      const without = await website({ expiry: { at } });
      expect((await scanFrom(withFallback.slug, 'DE')).headers.location).toBe('https://example.com/default');

      clock.advance(3_600_000);
      expect((await scanFrom(withFallback.slug, 'DE')).headers.location).toBe('https://example.com/over');
      const expired = await scanFrom(without.slug, 'DE', USER_AGENTS.iphoneSafari, { 'accept-language': 'fr-FR' });
      expect(expired.statusCode).toBe(410);
      expect(expired.body).toContain('Ce code QR a expiré');
      expect(expired.body).not.toContain('LiveQR</a>');
      expect(await scansOf(server, without.id)).toHaveLength(0);
    });
  });

  describe('split testing', () => {
    it('keeps a visitor on one variant, spreads visitors over both, and records the variant', async () => {
      const code = await website({
        split: [
          { url: 'https://example.com/a', weight: 1 },
          { url: 'https://example.com/b', weight: 1 },
        ],
      });
      const first = (await scan(server, code.slug, { ip: '203.0.113.10' })).headers.location;
      for (let again = 0; again < 3; again++) {
        expect((await scan(server, code.slug, { ip: '203.0.113.10' })).headers.location).toBe(first);
      }
      const seen = new Set<string>();
      for (let visitor = 20; visitor < 60; visitor++) {
        seen.add(String((await scan(server, code.slug, { ip: `203.0.113.${visitor}` })).headers.location));
      }
      expect([...seen].sort()).toEqual(['https://example.com/a', 'https://example.com/b']);
      const routes = new Set(
        (await scansOf(server, code.id)).map((row) => (row as unknown as { route: string }).route),
      );
      expect([...routes].sort()).toEqual(['variant:1', 'variant:2']);
    });
  });

  describe('scan limit', () => {
    it('lets exactly N counted scans through under 20 concurrent scanners, then the fallback', async () => {
      const limit = 7;
      const code = await website({ expiry: { scanLimit: limit, fallbackUrl: 'https://example.com/sold-out' } });
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, scanner) => scan(server, code.slug, { ip: `198.51.100.${scanner + 1}` })),
      );
      const locations = responses.map((response) => response.headers.location);
      expect(locations.filter((location) => location === 'https://example.com/default')).toHaveLength(limit);
      expect(locations.filter((location) => location === 'https://example.com/sold-out')).toHaveLength(20 - limit);
      expect(await scansOf(server, code.id)).toHaveLength(limit);
      expect((await countersOf(server, code.id)).scanCount).toBe(limit);
      expect((await api.get(code.id)).json()).toMatchObject({ expired: true, limitedScanCount: limit });
    });

    const head = (slug: string, userAgent: string = USER_AGENTS.iphoneSafari) =>
      server.inject({ method: 'HEAD', url: `/s/${slug}`, headers: { 'user-agent': userAgent } });

    it('tells a HEAD that a limited code answers, not where it leads, and does not count it', async () => {
      const code = await website({ expiry: { scanLimit: 1 } });
      for (const userAgent of [USER_AGENTS.iphoneSafari, USER_AGENTS.googlebot]) {
        const checked = await head(code.slug, userAgent);
        expect(checked.statusCode).toBe(200);
        expect(checked.headers.location).toBeUndefined();
      }
      expect((await scan(server, code.slug)).headers.location).toBe('https://example.com/default');
      expect((await head(code.slug)).statusCode).toBe(410);
      expect((await scan(server, code.slug)).statusCode).toBe(410);
      expect(await scansOf(server, code.id)).toHaveLength(1);
    });

    it('counts a bot that is given the destination against the limit, and records it as a bot', async () => {
      const code = await website({ expiry: { scanLimit: 1 } });
      const unfurled = await scan(server, code.slug, { userAgent: USER_AGENTS.googlebot });
      expect(unfurled.headers.location).toBe('https://example.com/default');
      expect((await scan(server, code.slug)).statusCode).toBe(410);
      expect((await scan(server, code.slug, { userAgent: USER_AGENTS.googlebot })).statusCode).toBe(410);
      expect((await scansOf(server, code.id)).map((row) => row.is_bot)).toEqual([true]);
    });

    it('sends HEAD and bots to the fallback URL like everyone once the scans are used up', async () => {
      const code = await website({ expiry: { scanLimit: 1, fallbackUrl: 'https://example.com/sold-out' } });
      await scan(server, code.slug);
      expect((await head(code.slug)).headers.location).toBe('https://example.com/sold-out');
      const bot = await scan(server, code.slug, { userAgent: USER_AGENTS.googlebot });
      expect(bot.headers.location).toBe('https://example.com/sold-out');
    });

    it('keeps giving HEAD and bots the destination of a code without a scan limit, counting neither as a person', async () => {
      const code = await website({ routing: [{ when: { os: ['android'] }, url: 'https://example.com/android' }] });
      expect((await head(code.slug)).headers.location).toBe('https://example.com/default');
      expect((await scan(server, code.slug, { userAgent: USER_AGENTS.googlebot })).headers.location).toBe(
        'https://example.com/default',
      );
      expect((await scansOf(server, code.id)).map((row) => row.is_bot)).toEqual([true]);
      expect((await countersOf(server, code.id)).scanCount).toBe(0);
    });

    it('works again once the owner raises the limit', async () => {
      const code = await website({ expiry: { scanLimit: 1 } });
      await scan(server, code.slug);
      expect((await scan(server, code.slug)).statusCode).toBe(410);
      const extended = (await api.update(code.id, { expiry: { scanLimit: 3 } })).json();
      expect(extended).toMatchObject({ expired: false, limitedScanCount: 1 });
      expect((await scan(server, code.slug)).statusCode).toBe(302);
    });
  });

  it('keeps routing and expiring after the plan lapses', async () => {
    const user = await aUser(server);
    const mine = qrApi(server, user);
    const code = await createCode(mine, {
      type: 'website',
      content: { url: 'https://example.com/default' },
      routing: [{ when: { os: ['android'] }, url: 'https://example.com/android' }],
      expiry: { scanLimit: 2 },
    });
    await lapsePlan(server, user);
    expect((await scan(server, code.slug, { userAgent: USER_AGENTS.androidChrome })).headers.location).toBe(
      'https://example.com/android',
    );
    expect((await scan(server, code.slug)).headers.location).toBe('https://example.com/default');
    expect((await scan(server, code.slug)).statusCode).toBe(410);
  });
});
