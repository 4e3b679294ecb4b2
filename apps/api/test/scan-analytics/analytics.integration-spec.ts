import { randomUUID } from 'node:crypto';
import { type AnalyticsSummaryResponseDto, ScanRollup, ScanStore } from '@liveqr/api/scan-analytics';
import { aUser, createCode, qrApi, type QrUser } from '../qr-catalog/support/qr-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { scan, USER_AGENTS } from './support/scan-client';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

interface Seed {
  at: Date;
  visitor: string;
  country?: string | null;
  city?: string | null;
  os?: string | null;
  device?: string;
  browser?: string | null;
  bot?: boolean;
}

/** Stores scans at chosen times through the scan batch itself, as a spool replay would, and counts them. */
async function seed(server: TestServer, qrCodeId: string, scans: Seed[]): Promise<void> {
  await server.app.get(ScanStore).insert(
    scans.map((s) => ({
      scanId: randomUUID(),
      qrCodeId,
      scannedAt: s.at.toISOString(),
      ipHash: s.visitor,
      country: s.country ?? null,
      city: s.city ?? null,
      operatingSystem: s.os ?? null,
      deviceType: s.device ?? 'mobile',
      browser: s.browser ?? null,
      isBot: s.bot ?? false,
    })),
  );
  await server.app.get(ScanRollup).run();
}

function analytics(server: TestServer, user: QrUser) {
  const get = (url: string, query: Record<string, string> = {}) =>
    server.inject({ method: 'GET', url, query, cookies: user.cookies });
  return {
    list: () => get('/api/analytics/qr-codes'),
    summary: (id: string, query: Record<string, string> = {}) => get(`/api/analytics/qr-codes/${id}`, query),
    perDay: (id: string, query: Record<string, string> = {}) =>
      get(`/api/analytics/qr-codes/${id}/scans-per-day`, query),
    csv: (id: string, query: Record<string, string> = {}) => get(`/api/analytics/qr-codes/${id}/scans.csv`, query),
  };
}

describe('Analytics', () => {
  let server: TestServer;
  let owner: QrUser;
  let api: ReturnType<typeof analytics>;
  const now = Date.now();

  beforeAll(async () => {
    server = await startTestServer();
    owner = await aUser(server);
    api = analytics(server, owner);
  });
  afterAll(() => server.close());

  describe('figures per date range', () => {
    let codeId: string;
    const ago = (days: number) => new Date(now - days * DAY - MINUTE);

    beforeAll(async () => {
      codeId = (await createCode(qrApi(server, owner), { type: 'website', content: { url: 'https://example.com' } }))
        .id;
      const us = { country: 'US', city: 'New York', os: 'iOS', device: 'mobile', browser: 'Mobile Safari' };
      const de = { country: 'DE', city: 'Berlin', os: 'Android', device: 'mobile', browser: 'Chrome' };
      const fr = { country: 'FR', city: 'Paris', os: 'Windows', device: 'desktop', browser: 'Edge' };
      const gb = { country: 'GB', city: 'London', os: 'macOS', device: 'desktop', browser: 'Safari' };
      await seed(server, codeId, [
        { at: ago(0), visitor: 'a', ...us },
        { at: ago(0), visitor: 'a', ...us },
        { at: ago(0), visitor: 'b', ...us },
        { at: ago(0), visitor: 'bot', bot: true, ...us },
        { at: ago(5), visitor: 'c', ...de },
        { at: ago(5), visitor: 'a', ...de },
        ...['d', 'e', 'f', 'g'].map((visitor) => ({ at: ago(20), visitor, ...fr })),
        { at: ago(60), visitor: 'h', device: 'tablet' },
        ...['i', 'j', 'k', 'l', 'm'].map((visitor) => ({ at: ago(200), visitor, ...gb })),
        { at: ago(200), visitor: 'bot', bot: true },
      ]);
    });

    const summaryOf = async (range: string): Promise<AnalyticsSummaryResponseDto> => {
      const response = await api.summary(codeId, { range, tz: 'UTC' });
      expect(response.statusCode).toBe(200);
      return response.json();
    };

    it('Last 7 days counts only the last 7 days', async () => {
      const summary = await summaryOf('7days');
      expect(summary).toMatchObject({
        range: '7days',
        totalScans: 5,
        uniqueScans: 3,
        botScans: 1,
        countries: 2,
        platforms: 2,
        topCountries: [
          { value: 'US', scans: 3 },
          { value: 'DE', scans: 2 },
        ],
        topCities: [
          { city: 'New York', country: 'US', scans: 3 },
          { city: 'Berlin', country: 'DE', scans: 2 },
        ],
        operatingSystems: [
          { value: 'iOS', scans: 3 },
          { value: 'Android', scans: 2 },
        ],
        deviceTypes: [{ value: 'mobile', scans: 5 }],
        browsers: [
          { value: 'Mobile Safari', scans: 3 },
          { value: 'Chrome', scans: 2 },
        ],
      });
      expect(summary.recentScans).toHaveLength(5);
      expect(summary.recentScans[0]).toMatchObject({ country: 'US', city: 'New York', operatingSystem: 'iOS' });
    });

    it('Last 30 and 90 days add the older scans, unknowns in their own bucket', async () => {
      expect(await summaryOf('30days')).toMatchObject({
        totalScans: 9,
        uniqueScans: 7,
        countries: 3,
        platforms: 3,
        topCountries: [
          { value: 'FR', scans: 4 },
          { value: 'US', scans: 3 },
          { value: 'DE', scans: 2 },
        ],
        deviceTypes: [
          { value: 'mobile', scans: 5 },
          { value: 'desktop', scans: 4 },
        ],
      });
      const ninety = await summaryOf('90days');
      expect(ninety).toMatchObject({ totalScans: 10, uniqueScans: 8, countries: 3, platforms: 3, botScans: 1 });
      expect(ninety.topCountries).toContainEqual({ value: null, scans: 1 });
      expect(ninety.operatingSystems).toContainEqual({ value: null, scans: 1 });
      expect(ninety.topCities.map((city) => city.city)).not.toContain('');
    });

    it('All time counts everything but bots, Top Countries stops at 5, Recent Scans at 10', async () => {
      const summary = await summaryOf('all');
      expect(summary).toMatchObject({
        from: null,
        totalScans: 15,
        uniqueScans: 13,
        botScans: 2,
        countries: 4,
        platforms: 4,
        qrCode: { id: codeId, scanCount: 15, uniqueScanCount: 13 },
      });
      expect(summary.topCountries).toEqual([
        { value: 'GB', scans: 5 },
        { value: 'FR', scans: 4 },
        { value: 'US', scans: 3 },
        { value: 'DE', scans: 2 },
        { value: null, scans: 1 },
      ]);
      expect(summary.recentScans).toHaveLength(10);
      const times = summary.recentScans.map((s) => Date.parse(s.scannedAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('the default range is the last 7 days', async () => {
      const response = await api.summary(codeId);
      expect(response.json()).toMatchObject({ range: '7days', timeZone: 'UTC', totalScans: 5 });
    });

    it('scans per day list every day of the range, with zeros', async () => {
      const days = (await api.perDay(codeId, { range: '7days', tz: 'UTC' })).json();
      expect(days).toHaveLength(7);
      expect(days.find((d: { day: string }) => d.day === ago(0).toISOString().slice(0, 10)).scans).toBe(3);
      expect(days.reduce((sum: number, d: { scans: number }) => sum + d.scans, 0)).toBe(5);
      const allDays = (await api.perDay(codeId, { range: 'all', tz: 'UTC' })).json();
      expect(allDays[0]).toEqual({ day: ago(200).toISOString().slice(0, 10), scans: 5 });
      expect(allDays.reduce((sum: number, d: { scans: number }) => sum + d.scans, 0)).toBe(15);
    });

    it('exports the range as CSV, bots flagged, without the visitor hash', async () => {
      const response = await api.csv(codeId, { range: '7days', tz: 'Europe/Berlin' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toContain(
        'attachment; filename="Website QR Code-scans-7days.csv"',
      );
      const [header, ...rows] = response.body.trim().split('\n');
      expect(header).toBe('scanned_at (Europe/Berlin),country,city,operating_system,device_type,browser,bot');
      expect(rows).toHaveLength(6);
      expect(rows.filter((row) => row.endsWith(',yes'))).toHaveLength(1);
      expect(rows[0]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,DE,Berlin,Android,mobile,Chrome,no$/);
    });
  });

  describe("days in the viewer's time zone", () => {
    // India is UTC+05:30: its midnight is at 18:30 UTC, inside a UTC day.
    const tz = 'Asia/Kolkata';
    const offset = 330 * MINUTE;
    const todayStart = Math.floor((now + offset) / DAY) * DAY - offset;
    const rangeStart = todayStart - 6 * DAY;
    const yesterdayStart = todayStart - DAY;
    let codeId: string;

    beforeAll(async () => {
      codeId = (await createCode(qrApi(server, owner), { type: 'website', content: { url: 'https://example.com/tz' } }))
        .id;
      await seed(server, codeId, [
        { at: new Date(rangeStart - 10 * MINUTE), visitor: 'before', country: 'IN' }, // outside the range
        { at: new Date(rangeStart + 10 * MINUTE), visitor: 'edge', country: 'IN' }, // the partial first UTC day
        { at: new Date(rangeStart + DAY), visitor: 'inside', country: 'NP' }, // a whole UTC day of the roll-up
        { at: new Date(yesterdayStart - 10 * MINUTE), visitor: 'late', country: 'IN' },
        { at: new Date(yesterdayStart + 10 * MINUTE), visitor: 'early', country: 'IN' },
      ]);
    });

    it('starts Last 7 days at midnight there', async () => {
      const summary: AnalyticsSummaryResponseDto = (await api.summary(codeId, { range: '7days', tz })).json();
      expect(summary.from).toBe(new Date(rangeStart).toISOString());
      expect(summary).toMatchObject({ totalScans: 4, uniqueScans: 4, countries: 2 });
      expect(summary.topCountries).toEqual([
        { value: 'IN', scans: 3 },
        { value: 'NP', scans: 1 },
      ]);
    });

    it('splits the days at midnight there', async () => {
      const days: { day: string; scans: number }[] = (await api.perDay(codeId, { range: '7days', tz })).json();
      const localDay = (t: number) => new Date(t + offset).toISOString().slice(0, 10);
      expect(days).toHaveLength(7);
      expect(days[0]).toEqual({ day: localDay(rangeStart), scans: 1 });
      expect(days.find((d) => d.day === localDay(yesterdayStart - DAY))?.scans).toBe(1);
      expect(days.find((d) => d.day === localDay(yesterdayStart))?.scans).toBe(1);
      // In UTC the last two scans fall on one day.
      const utcDays: { day: string; scans: number }[] = (
        await api.perDay(codeId, { range: '30days', tz: 'UTC' })
      ).json();
      expect(utcDays.find((d) => d.day === new Date(yesterdayStart).toISOString().slice(0, 10))?.scans).toBe(2);
    });
  });

  describe('after real scans', () => {
    it('shows what the redirect recorded, and the counters agree', async () => {
      const code = await createCode(qrApi(server, owner), {
        type: 'website',
        content: { url: 'https://example.com/r' },
      });
      for (const [ip, userAgent] of [
        ['8.8.8.8', USER_AGENTS.iphoneSafari],
        ['8.8.8.8', USER_AGENTS.iphoneSafari],
        ['1.1.1.1', USER_AGENTS.androidChrome],
        ['9.9.9.9', USER_AGENTS.windowsChrome],
        ['9.9.9.9', USER_AGENTS.googlebot],
      ] as const) {
        expect((await scan(server, code.slug, { ip, userAgent })).statusCode).toBe(302);
      }
      await server.app.get(ScanRollup).run();
      const summary: AnalyticsSummaryResponseDto = (await api.summary(code.id, { range: '7days' })).json();
      expect(summary).toMatchObject({ totalScans: 4, uniqueScans: 3, botScans: 1, platforms: 3 });
      expect(summary.operatingSystems).toEqual([
        { value: 'iOS', scans: 2 },
        { value: 'Android', scans: 1 },
        { value: 'Windows', scans: 1 },
      ]);
      expect(summary.deviceTypes).toEqual([
        { value: 'mobile', scans: 3 },
        { value: 'desktop', scans: 1 },
      ]);
      const allTime: AnalyticsSummaryResponseDto = (await api.summary(code.id, { range: 'all' })).json();
      expect(allTime).toMatchObject({ totalScans: 4, uniqueScans: 3, qrCode: { scanCount: 4, uniqueScanCount: 3 } });
    });
  });

  describe('access', () => {
    let codeId: string;

    beforeAll(async () => {
      codeId = (await createCode(qrApi(server, owner), { type: 'website', content: { url: 'https://example.com/a' } }))
        .id;
    });

    it("answers 404 for another user's code, on every route", async () => {
      const stranger = analytics(server, await aUser(server, { subscribed: false }));
      for (const response of [
        await stranger.summary(codeId),
        await stranger.perDay(codeId),
        await stranger.csv(codeId),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ error: 'qr_code_not_found', message: 'QR code not found' });
      }
      expect((await stranger.list()).json()).toEqual([]);
    });

    it('answers 404 for a malformed or unknown id, 401 when signed out', async () => {
      expect((await api.summary('not-a-uuid')).statusCode).toBe(404);
      expect((await api.summary(randomUUID())).statusCode).toBe(404);
      const signedOut = await server.inject({ method: 'GET', url: `/api/analytics/qr-codes/${codeId}` });
      expect(signedOut.statusCode).toBe(401);
    });

    it('refuses an unknown range or time zone with a reason', async () => {
      const badRange = await api.summary(codeId, { range: '12days' });
      expect(badRange.statusCode).toBe(400);
      expect(badRange.body).toContain('range must be one of 7days, 30days, 90days, all');
      const badZone = await api.summary(codeId, { tz: "Mars/Olympus'; drop table qr_scans; --" });
      expect(badZone.statusCode).toBe(400);
      expect(badZone.body).toContain('tz must be a known IANA time zone');
    });

    it('lists only my codes, newest first', async () => {
      const codes: { id: string; isTracked: boolean }[] = (await api.list()).json();
      expect(codes[0].id).toBe(codeId);
      expect(codes.length).toBeGreaterThanOrEqual(4);
    });
  });

  it('escapes cells a spreadsheet would run as formulas', async () => {
    const code = await createCode(qrApi(server, owner), { type: 'website', content: { url: 'https://example.com/x' } });
    await seed(server, code.id, [{ at: new Date(now - MINUTE), visitor: 'x', browser: '=HYPERLINK("http://evil")' }]);
    const body = (await api.csv(code.id)).body;
    expect(body).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });
});
