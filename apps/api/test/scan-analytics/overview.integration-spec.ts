import { randomUUID } from 'node:crypto';
import { type AnalyticsOverviewResponseDto, ScanRollup, ScanStore } from '@liveqr/api/scan-analytics';
import type { ScanRoute } from '@liveqr/shared/contracts';
import { aUser, createCode, qrApi, type QrUser } from '../qr-catalog/support/qr-client';
import { startTestServer, type TestServer } from '../support/test-server';

interface Seed {
  at: string;
  count?: number;
  country?: string | null;
  route?: ScanRoute;
  bot?: boolean;
}

/** Stores scans at chosen moments through the scan batch itself and counts them, as the redirect would. */
async function seed(server: TestServer, qrCodeId: string, seeds: Seed[]): Promise<void> {
  await server.app.get(ScanStore).insert(
    seeds.flatMap((s) =>
      Array.from({ length: s.count ?? 1 }, () => ({
        scanId: randomUUID(),
        qrCodeId,
        scannedAt: s.at,
        ipHash: randomUUID(),
        country: s.country === undefined ? 'US' : s.country,
        city: null,
        operatingSystem: 'iOS',
        deviceType: 'mobile',
        browser: 'Mobile Safari',
        isBot: s.bot ?? false,
        route: s.route ?? 'default',
      })),
    ),
  );
  await server.app.get(ScanRollup).run();
}

/** The non-zero cells of the hour × weekday grid, as 'weekday hour: scans'. */
function busyHours(overview: AnalyticsOverviewResponseDto): string[] {
  return overview.hoursOfWeek.filter((cell) => cell.scans > 0).map((c) => `${c.weekday} ${c.hour}: ${c.scans}`);
}

function nonZero(points: { start: string; scans: number }[]): Record<string, number> {
  return Object.fromEntries(points.filter((p) => p.scans > 0).map((p) => [p.start, p.scans]));
}

describe('Analytics overview', () => {
  let server: TestServer;
  let owner: QrUser;
  let stranger: QrUser;
  const ids = { a: '', b: '', c: '', strangers: '' };
  const overview = (user: QrUser, query: Record<string, string | string[]>) =>
    server.inject({ method: 'GET', url: '/api/analytics/overview', query, cookies: user.cookies });
  // The week New York moves its clocks forward (Sunday 2026-03-08, 2:00 EST becomes 3:00 EDT).
  const around = { preset: 'custom', from: '2026-03-07', to: '2026-03-10' };

  beforeAll(async () => {
    server = await startTestServer();
    owner = await aUser(server);
    stranger = await aUser(server);
    const code = async (user: QrUser, name: string) =>
      (await createCode(qrApi(server, user), { type: 'website', name, content: { url: 'https://example.com' } })).id;
    ids.a = await code(owner, 'Menu');
    ids.b = await code(owner, 'Poster');
    ids.c = await code(owner, 'Flyer');
    ids.strangers = await code(stranger, 'Not yours');
    await seed(server, ids.a, [
      { at: '2026-03-07T03:00:00Z', country: 'GB' }, // Friday 22:00 in New York: outside its range
      { at: '2026-03-07T15:00:00Z', count: 2 },
      { at: '2026-03-09T03:30:00Z', country: 'DE' }, // Sunday 23:30 EDT
      { at: '2026-03-08T12:00:00Z', bot: true },
      { at: '2026-03-20T12:00:00Z', count: 7 }, // after the range
      { at: '2026-03-02T10:00:00Z' }, // a Monday
      { at: '2026-03-22T10:00:00Z' }, // a Sunday
    ]);
    await seed(server, ids.b, [
      { at: '2026-03-08T06:30:00Z', count: 3, country: 'FR', route: 'rule:1' }, // 01:30 EST
      { at: '2026-03-08T07:30:00Z', country: null, route: 'variant:2' }, // 03:30 EDT
    ]);
    await seed(server, ids.c, [{ at: '2026-03-10T12:00:00Z', count: 5 }]);
    await seed(server, ids.strangers, [{ at: '2026-03-08T12:00:00Z', count: 9 }]);
  });
  afterAll(() => server.close());

  it('sums all my codes in UTC: totals, trend, top codes, hours, countries and routes', async () => {
    const response = await overview(owner, { ...around, tz: 'UTC' });
    expect(response.statusCode).toBe(200);
    const body: AnalyticsOverviewResponseDto = response.json();
    expect(body).toMatchObject({ from: '2026-03-07', to: '2026-03-10', timeZone: 'UTC', bucket: 'day', codeIds: null });
    expect(body.totalScans).toBe(13);
    expect(body.trend).toEqual([
      { start: '2026-03-07', scans: 3 },
      { start: '2026-03-08', scans: 4 },
      { start: '2026-03-09', scans: 1 },
      { start: '2026-03-10', scans: 5 },
    ]);
    const [first, ...tied] = body.topCodes.map((c) => `${c.name} ${c.scans}`);
    expect([first, tied.sort()]).toEqual(['Flyer 5', ['Menu 4', 'Poster 4']]);
    expect(busyHours(body)).toEqual(['1 3: 1', '2 12: 5', '6 3: 1', '6 15: 2', '7 6: 3', '7 7: 1']);
    expect(body.hoursOfWeek).toHaveLength(168);
    expect(body.countries).toEqual([
      { value: 'US', scans: 7 },
      { value: 'FR', scans: 3 },
      { value: null, scans: 1 },
      { value: 'DE', scans: 1 },
      { value: 'GB', scans: 1 },
    ]);
    expect(body.routes).toEqual([
      { value: 'default', scans: 9 },
      { value: 'rule:1', scans: 3 },
      { value: 'variant:2', scans: 1 },
    ]);
  });

  it("counts days and hours in New York's time, across the change to summer time", async () => {
    const body: AnalyticsOverviewResponseDto = (await overview(owner, { ...around, tz: 'America/New_York' })).json();
    expect(body.totalScans).toBe(12);
    expect(nonZero(body.trend)).toEqual({ '2026-03-07': 2, '2026-03-08': 5, '2026-03-10': 5 });
    // 06:30Z is 01:30 EST, 07:30Z is 03:30 EDT: no scan at 2 o'clock, which did not exist that night.
    expect(busyHours(body)).toEqual(['2 8: 5', '6 10: 2', '7 1: 3', '7 3: 1', '7 23: 1']);
    expect(body.countries.find((c) => c.value === 'GB')).toBeUndefined();
    expect(body.topCodes.map((c) => [c.id, c.scans])).toEqual([
      [ids.c, 5],
      [ids.b, 4],
      [ids.a, 3],
    ]);
  });

  it('sums only the codes asked for, and draws up to four on one series', async () => {
    const body: AnalyticsOverviewResponseDto = (
      await overview(owner, { ...around, tz: 'UTC', codes: [ids.a, ids.b], compare: [ids.a, ids.c] })
    ).json();
    expect(body.codeIds).toEqual([ids.a, ids.b]);
    expect(body.totalScans).toBe(8);
    expect(body.topCodes.map((c) => c.id).sort()).toEqual([ids.a, ids.b].sort());
    expect(body.countries).toEqual([
      { value: 'FR', scans: 3 },
      { value: 'US', scans: 2 },
      { value: null, scans: 1 },
      { value: 'DE', scans: 1 },
      { value: 'GB', scans: 1 },
    ]);
    expect(body.compared.map((c) => ({ id: c.id, scans: c.scans, trend: nonZero(c.trend) }))).toEqual([
      { id: ids.a, scans: 4, trend: { '2026-03-07': 3, '2026-03-09': 1 } },
      { id: ids.c, scans: 5, trend: { '2026-03-10': 5 } },
    ]);
  });

  it('answers ten years by month from the roll-ups', async () => {
    const response = await overview(owner, { preset: 'custom', from: '2016-04-01', to: '2026-03-31', tz: 'UTC' });
    expect(response.statusCode).toBe(200);
    const body: AnalyticsOverviewResponseDto = response.json();
    expect(body.bucket).toBe('month');
    expect(body.trend).toHaveLength(120);
    expect(nonZero(body.trend)).toEqual({ '2026-03-01': 22 });
    expect(body.totalScans).toBe(22);
    expect(body.topCodes.map((c) => `${c.name} ${c.scans}`)).toEqual(['Menu 13', 'Flyer 5', 'Poster 4']);
  });

  it('counts top codes exactly in weeks the range covers only in part', async () => {
    // Tuesday to Saturday: the first and last weeks are read whole, their Monday and Sunday taken off.
    const body: AnalyticsOverviewResponseDto = (
      await overview(owner, { preset: 'custom', from: '2026-03-03', to: '2026-03-21', tz: 'UTC' })
    ).json();
    expect(body.totalScans).toBe(20);
    expect(body.topCodes.map((c) => `${c.name} ${c.scans}`)).toEqual(['Menu 11', 'Flyer 5', 'Poster 4']);
    const wider: AnalyticsOverviewResponseDto = (
      await overview(owner, { preset: 'custom', from: '2026-03-02', to: '2026-03-22', tz: 'UTC' })
    ).json();
    expect(wider.topCodes.map((c) => `${c.name} ${c.scans}`)).toEqual(['Menu 13', 'Flyer 5', 'Poster 4']);
  });

  it("counts the presets up to today in the viewer's zone", async () => {
    const now = new Date().toISOString();
    await seed(server, ids.c, [{ at: now, count: 2 }]);
    const body: AnalyticsOverviewResponseDto = (
      await overview(owner, { preset: '7days', tz: 'Pacific/Kiritimati' })
    ).json();
    expect(body.trend).toHaveLength(7);
    expect(body.totalScans).toBe(2);
    expect(body.trend[6]).toEqual({ start: body.to, scans: 2 });
  });

  it("keeps a deleted code's scans in the account's totals, but not among the top codes", async () => {
    const api = qrApi(server, owner);
    const gone = (
      await createCode(api, { type: 'website', name: 'Old flyer', content: { url: 'https://example.com' } })
    ).id;
    await seed(server, gone, [{ at: '2026-01-05T12:00:00Z', count: 6 }]);
    const january = { preset: 'custom', from: '2026-01-01', to: '2026-01-31', tz: 'UTC' };
    const before: AnalyticsOverviewResponseDto = (await overview(owner, january)).json();
    expect(before.topCodes.map((c) => `${c.name} ${c.scans}`)).toEqual(['Old flyer 6']);
    expect((await api.remove(gone)).statusCode).toBe(204);
    const after: AnalyticsOverviewResponseDto = (await overview(owner, january)).json();
    expect(after.totalScans).toBe(6);
    expect(after.topCodes).toEqual([]);
  });

  it('never shows my scans to someone else, nor theirs to me', async () => {
    const theirs: AnalyticsOverviewResponseDto = (await overview(stranger, { ...around, tz: 'UTC' })).json();
    expect(theirs.totalScans).toBe(9);
    expect(theirs.topCodes.map((c) => c.id)).toEqual([ids.strangers]);
    const foreign: Record<string, string[]>[] = [{ codes: [ids.strangers] }, { compare: [ids.a, ids.strangers] }];
    for (const query of foreign) {
      const response = await overview(owner, { ...around, ...query });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'qr_code_not_found' });
      expect(response.body).not.toContain('Not yours');
    }
  });

  describe('narrowed to a folder or a tag', () => {
    const scoped = { shelf: '', sub: '', red: '', theirFolder: '', theirTag: '' };
    const made = async <T>(response: Promise<{ statusCode: number; json: () => unknown }>): Promise<T> => {
      const answer = await response;
      expect(answer.statusCode).toBeLessThan(300);
      return answer.json() as T;
    };

    beforeAll(async () => {
      const mine = qrApi(server, owner);
      const theirs = qrApi(server, stranger);
      scoped.shelf = (await made<{ id: string }>(mine.folders.create({ name: 'Shop' }))).id;
      scoped.sub = (await made<{ id: string }>(mine.folders.create({ name: 'Window', parentId: scoped.shelf }))).id;
      scoped.red = (await made<{ id: string }>(mine.tags.create({ name: 'Spring', colour: '#cc0000' }))).id;
      scoped.theirFolder = (await made<{ id: string }>(theirs.folders.create({ name: 'Theirs' }))).id;
      scoped.theirTag = (await made<{ id: string }>(theirs.tags.create({ name: 'Theirs', colour: '#00cc00' }))).id;
      // Menu in the shop, Poster in its window; Poster and Flyer tagged Spring.
      await made(mine.bulk('move', { ids: [ids.a], folderId: scoped.shelf }));
      await made(mine.bulk('move', { ids: [ids.b], folderId: scoped.sub }));
      await made(mine.bulk('tags', { ids: [ids.b, ids.c], add: [scoped.red] }));
    });

    it('sums only the codes directly in a folder, or in it and its subfolders', async () => {
      const direct: AnalyticsOverviewResponseDto = (
        await overview(owner, { ...around, tz: 'UTC', folderId: scoped.shelf })
      ).json();
      expect(direct).toMatchObject({ folderId: scoped.shelf, includeSubfolders: false, tagIds: [], codeIds: null });
      expect(direct.totalScans).toBe(4);
      expect(nonZero(direct.trend)).toEqual({ '2026-03-07': 3, '2026-03-09': 1 });
      expect(direct.topCodes.map((c) => `${c.name} ${c.scans}`)).toEqual(['Menu 4']);
      expect(direct.countries).toEqual([
        { value: 'US', scans: 2 },
        { value: 'DE', scans: 1 },
        { value: 'GB', scans: 1 },
      ]);

      const response = await overview(owner, {
        ...around,
        tz: 'UTC',
        folderId: scoped.shelf,
        includeSubfolders: 'true',
      });
      const tree: AnalyticsOverviewResponseDto = response.json();
      expect(tree.includeSubfolders).toBe(true);
      expect(tree.totalScans).toBe(8);
      expect(nonZero(tree.trend)).toEqual({ '2026-03-07': 3, '2026-03-08': 4, '2026-03-09': 1 });
      expect(tree.routes).toEqual([
        { value: 'default', scans: 4 },
        { value: 'rule:1', scans: 3 },
        { value: 'variant:2', scans: 1 },
      ]);
    });

    it('sums only the codes carrying a tag, and a folder and tag together', async () => {
      const tagged: AnalyticsOverviewResponseDto = (
        await overview(owner, { ...around, tz: 'UTC', tagIds: scoped.red })
      ).json();
      expect(tagged.tagIds).toEqual([scoped.red]);
      expect(tagged.totalScans).toBe(9);
      expect(nonZero(tagged.trend)).toEqual({ '2026-03-08': 4, '2026-03-10': 5 });
      expect(tagged.topCodes.map((c) => `${c.name} ${c.scans}`)).toEqual(['Flyer 5', 'Poster 4']);
      expect(busyHours(tagged)).toEqual(['2 12: 5', '7 6: 3', '7 7: 1']);

      const both: AnalyticsOverviewResponseDto = (
        await overview(owner, {
          ...around,
          tz: 'UTC',
          folderId: scoped.shelf,
          includeSubfolders: 'true',
          tagIds: [scoped.red],
        })
      ).json();
      expect(both.totalScans).toBe(4);
      expect(both.topCodes.map((c) => c.id)).toEqual([ids.b]);
    });

    it('counts nothing for a folder without codes', async () => {
      const empty = (await made<{ id: string }>(qrApi(server, owner).folders.create({ name: 'Empty' }))).id;
      const body: AnalyticsOverviewResponseDto = (
        await overview(owner, { ...around, tz: 'UTC', folderId: empty })
      ).json();
      expect(body.totalScans).toBe(0);
      expect(body.topCodes).toEqual([]);
      expect(body.countries).toEqual([]);
    });

    it("answers 404 for someone else's folder or tag, and shows nothing of theirs", async () => {
      const foreign: Array<[Record<string, string | string[]>, string]> = [
        [{ folderId: scoped.theirFolder }, 'folder_not_found'],
        [{ folderId: randomUUID() }, 'folder_not_found'],
        [{ tagIds: [scoped.red, scoped.theirTag] }, 'tag_not_found'],
      ];
      for (const [query, code] of foreign) {
        const response = await overview(owner, { ...around, ...query });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ error: code });
      }
      const response = await overview(stranger, { ...around, folderId: scoped.shelf });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'folder_not_found' });
      expect(response.body).not.toContain('Menu');
    });

    it('refuses a malformed folder or tag id', async () => {
      const malformed: Record<string, string | string[]>[] = [
        { folderId: 'shop' },
        { tagIds: ['red'] },
        { includeSubfolders: 'maybe' },
      ];
      for (const query of malformed) {
        expect((await overview(owner, { ...around, ...query })).statusCode).toBe(400);
      }
    });
  });

  it.each([
    [
      'a range that ends before it starts',
      { preset: 'custom', from: '2026-03-10', to: '2026-03-01' },
      'range_ends_before_start',
    ],
    ['a custom range without its end', { preset: 'custom', from: '2026-03-10' }, 'invalid_date_range'],
    ['a day no calendar has', { preset: 'custom', from: '2026-02-30', to: '2026-03-01' }, 'invalid_date_range'],
    ['an unknown time zone', { tz: "Mars/Olympus'; drop table qr_scans; --" }, 'unknown_time_zone'],
    ['five codes to compare', { compare: Array.from({ length: 5 }, () => randomUUID()) }, 'too_many_codes_to_compare'],
  ])('refuses %s with a stable code', async (_, query, code) => {
    const response = await overview(owner, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: code });
  });

  it('refuses an unknown preset and asks for a session', async () => {
    expect((await overview(owner, { preset: 'forever' })).statusCode).toBe(400);
    expect((await server.inject({ method: 'GET', url: '/api/analytics/overview' })).statusCode).toBe(401);
  });
});
