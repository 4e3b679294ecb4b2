import { aUser, createCode, qrApi, type QrApi } from '../qr-catalog/support/qr-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { countersOf, scan, scansOf, USER_AGENTS } from './support/scan-client';

describe('Scan recording', () => {
  let server: TestServer;
  let api: QrApi;

  beforeAll(async () => {
    server = await startTestServer();
    api = qrApi(server, await aUser(server));
  });
  afterAll(() => server.close());

  const aCode = () => createCode(api, { type: 'website', content: { url: 'https://example.com/recorded' } });

  it.each([
    [
      'an iPhone with Safari',
      USER_AGENTS.iphoneSafari,
      { operating_system: 'iOS', device_type: 'mobile', browser: 'Mobile Safari', is_bot: false },
    ],
    [
      'an Android phone with Chrome',
      USER_AGENTS.androidChrome,
      { operating_system: 'Android', device_type: 'mobile', browser: 'Chrome', is_bot: false },
    ],
    [
      'Windows with Chrome',
      USER_AGENTS.windowsChrome,
      { operating_system: 'Windows', device_type: 'desktop', browser: 'Chrome', is_bot: false },
    ],
    ['Googlebot', USER_AGENTS.googlebot, { is_bot: true }],
  ])('records OS, device type and browser of %s', async (_client, userAgent, expected) => {
    const code = await aCode();
    expect((await scan(server, code.slug, { userAgent })).statusCode).toBe(302);
    const [row] = await scansOf(server, code.id);
    expect(row).toMatchObject(expected);
  });

  it('survives an empty and a 20 KB User-Agent', async () => {
    const code = await aCode();
    expect((await scan(server, code.slug, { userAgent: '' })).statusCode).toBe(302);
    expect((await scan(server, code.slug, { userAgent: `Mozilla/5.0 ${'x'.repeat(20 * 1024)}` })).statusCode).toBe(302);
    const [empty, huge] = await scansOf(server, code.id);
    expect(empty).toMatchObject({ operating_system: null, browser: null, device_type: 'desktop', is_bot: false });
    expect(huge).toMatchObject({ device_type: 'desktop' });
  });

  it('locates a public IP offline and stores only a keyed hash of it', async () => {
    const code = await aCode();
    await scan(server, code.slug, { ip: '8.8.8.8' });
    await scan(server, code.slug, { ip: '2001:4860:4860::8888' });
    const [v4, v6] = await scansOf(server, code.id);
    expect(v4).toMatchObject({ country: 'US' });
    expect(v4.city).toEqual(expect.any(String));
    expect(v6.country).toMatch(/^[A-Z]{2}$/);
    expect(v4.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify([v4, v6])).not.toMatch(/8\.8\.8\.8|2001:4860/);
  });

  it('hashes the same IP differently for two codes', async () => {
    const [first, second] = [await aCode(), await aCode()];
    await scan(server, first.slug, { ip: '8.8.4.4' });
    await scan(server, second.slug, { ip: '8.8.4.4' });
    expect((await scansOf(server, first.id))[0].ip_hash).not.toBe((await scansOf(server, second.id))[0].ip_hash);
  });

  it.each([
    ['a private IPv4', '192.168.1.20'],
    ['loopback', '127.0.0.1'],
    ['a unique local IPv6', 'fd12:3456:789a::1'],
    ['a malformed address', 'not-an-ip'],
  ])('stores no location for %s', async (_case, ip) => {
    const code = await aCode();
    expect((await scan(server, code.slug, { ip })).statusCode).toBe(302);
    expect((await scansOf(server, code.id))[0]).toMatchObject({ country: null, city: null });
  });

  it('ignores a forged X-Forwarded-For without TRUST_PROXY', async () => {
    const code = await aCode();
    await scan(server, code.slug, { ip: '192.168.1.20', headers: { 'x-forwarded-for': '8.8.8.8' } });
    await scan(server, code.slug, { ip: '192.168.1.20', headers: { 'x-forwarded-for': '1.1.1.1' } });
    const rows = await scansOf(server, code.id);
    expect(rows.map((row) => row.country)).toEqual([null, null]);
    expect(await countersOf(server, code.id)).toEqual({ scanCount: 2, uniqueScanCount: 1 });
  });

  it('keeps scan_count and unique_scan_count exact, leaving bots out', async () => {
    const code = await aCode();
    await scan(server, code.slug, { ip: '8.8.8.8', userAgent: USER_AGENTS.iphoneSafari });
    await scan(server, code.slug, { ip: '8.8.8.8', userAgent: USER_AGENTS.iphoneSafari });
    await scan(server, code.slug, { ip: '1.1.1.1', userAgent: USER_AGENTS.androidChrome });
    await scan(server, code.slug, { ip: '66.249.66.1', userAgent: USER_AGENTS.googlebot });
    await scan(server, code.slug, { ip: '66.249.66.1', userAgent: USER_AGENTS.googlebot });
    expect(await scansOf(server, code.id)).toHaveLength(5);
    expect(await countersOf(server, code.id)).toEqual({ scanCount: 3, uniqueScanCount: 2 });
    const listed = (await api.get(code.id)).json();
    expect(listed).toMatchObject({ scanCount: 3, uniqueScanCount: 2 });
  });

  it('stores exactly 50 rows for 50 concurrent scans, counted exactly', async () => {
    const code = await aCode();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => scan(server, code.slug, { ip: `8.8.${i % 5}.${i}` })),
    );
    expect(responses.every((response) => response.statusCode === 302)).toBe(true);
    const rows = await scansOf(server, code.id);
    expect(rows).toHaveLength(50);
    expect(new Set(rows.map((row) => row.scan_id)).size).toBe(50);
    expect(await countersOf(server, code.id)).toEqual({ scanCount: 50, uniqueScanCount: 50 });
  });
});

describe('Scan recording behind a trusted proxy (TRUST_PROXY=1)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '1' });
  });
  afterAll(() => server.close());

  it('takes the client IP from X-Forwarded-For', async () => {
    const api = qrApi(server, await aUser(server));
    const code = await createCode(api, { type: 'website', content: { url: 'https://example.com/proxied' } });
    await scan(server, code.slug, { ip: '10.0.0.2', headers: { 'x-forwarded-for': '8.8.8.8' } });
    await scan(server, code.slug, { ip: '10.0.0.2', headers: { 'x-forwarded-for': '1.1.1.1' } });
    const rows = await scansOf(server, code.id);
    expect(rows[0].country).toBe('US');
    expect(await countersOf(server, code.id)).toEqual({ scanCount: 2, uniqueScanCount: 2 });
  });
});
