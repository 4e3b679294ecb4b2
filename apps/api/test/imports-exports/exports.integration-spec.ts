import { MikroORM } from '@mikro-orm/postgresql';
import { aUser, createCode, qrApi, type QrUser } from '../qr-catalog/support/qr-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { csvRows } from './support';

const FORMULA = '=HYPERLINK("https://evil.example/x","Click me")';

describe('exports of codes and scans', () => {
  let server: TestServer;
  let user: QrUser;

  beforeAll(async () => {
    server = await startTestServer();
    user = await aUser(server);
  });
  afterAll(() => server.close());

  /** Scans written straight to the table, `count` of them evenly from `from` to `to`. */
  const seedScans = async (qrCodeId: string, count: number, from: string, to: string) => {
    await server.app
      .get(MikroORM)
      .em.getConnection()
      .execute(
        `insert into qr_scans (scan_id, qr_code_id, scanned_at, ip_hash, country, device_type, browser)
         select gen_random_uuid(), ?, ?::timestamptz + (?::timestamptz - ?::timestamptz) * (n::float / ?), 'h', 'DE', 'mobile',
           case when n = 0 then '=1+1' else 'Chrome' end
         from generate_series(0, ? - 1) as n`,
        [qrCodeId, from, to, from, count, count],
      );
  };
  const get = (url: string, who = user) => server.inject({ method: 'GET', url, cookies: who.cookies });

  it('exports every code as JSON and as CSV, read back', async () => {
    const first = await createCode(qrApi(server, user), {
      type: 'website',
      name: FORMULA,
      content: { url: 'example.com/a' },
    });
    const second = await createCode(qrApi(server, user), {
      type: 'wifi',
      name: 'Guest',
      content: { ssid: 'Cafe', password: 'secret-1', encryption: 'WPA' },
    });
    const json = await get('/api/qr-codes/export?format=json');
    expect(json.headers['content-disposition']).toContain('liveqr-qr-codes.json');
    expect(JSON.parse(json.body).map((code: { id: string }) => code.id)).toEqual([first.id, second.id]);

    const csv = await get('/api/qr-codes/export?format=csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = csvRows(csv.body);
    expect(rows.map((row) => [row['id'], row['type'], row['short_code']])).toEqual([
      [first.id, 'website', first.slug],
      [second.id, 'wifi', second.slug],
    ]);
    // The name a spreadsheet would run as a formula comes back as text.
    expect(rows[0]['name']).toBe(`'${FORMULA}`);
    expect(JSON.parse(rows[1]['content_json'] ?? '')).toMatchObject({ ssid: 'Cafe', encryption: 'WPA' });

    const other = await aUser(server);
    expect(JSON.parse((await get('/api/qr-codes/export?format=json', other)).body)).toEqual([]);
    expect((await get('/api/qr-codes/export?format=xml')).statusCode).toBe(400);
  });

  it('streams all scans of all codes over ten years, and only the range asked for', async () => {
    const owner = await aUser(server);
    const code = await createCode(qrApi(server, owner), { type: 'website', content: { url: 'example.com/scans' } });
    // More than two pages of the export, spread over ten years.
    await seedScans(code.id, 12_000, '2016-01-01T00:00:00Z', '2025-12-31T00:00:00Z');
    const all = await get('/api/analytics/scans.csv?from=2016-01-01&to=2025-12-31', owner);
    expect(all.statusCode).toBe(200);
    const rows = csvRows(all.body);
    expect(rows).toHaveLength(12_000);
    expect(rows[0]).toMatchObject({ qr_code_id: code.id, browser: "'=1+1", country: 'DE' });
    const times = rows.map((row) => row['scanned_at (UTC)'] ?? '');
    expect([...times].sort()).toEqual(times);

    const year = csvRows(
      (await get('/api/analytics/scans.csv?from=2020-01-01&to=2020-12-31&tz=Europe/Berlin', owner)).body,
    );
    expect(year.length).toBeGreaterThan(1_000);
    expect(year.length).toBeLessThan(1_400);
    expect(year.every((row) => (row['scanned_at (Europe/Berlin)'] ?? '').startsWith('2020-'))).toBe(true);

    // Someone else's export holds none of these scans.
    expect(csvRows((await get('/api/analytics/scans.csv')).body).some((row) => row['qr_code_id'] === code.id)).toBe(
      false,
    );
  });

  it('refuses a range that ends before it starts, and days that are not days', async () => {
    const backwards = await get('/api/analytics/scans.csv?from=2026-03-01&to=2026-02-01');
    expect([backwards.statusCode, backwards.json().error]).toEqual([400, 'range_ends_before_start']);
    expect((await get('/api/analytics/scans.csv?from=2026-02-30')).statusCode).toBe(400);
    expect((await get('/api/analytics/scans.csv?tz=Mars/Olympus')).statusCode).toBe(400);
    expect((await server.inject({ method: 'GET', url: '/api/analytics/scans.csv' })).statusCode).toBe(401);
  });
});
