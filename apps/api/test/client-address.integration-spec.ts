import type { AddressInfo } from 'node:net';
import { aUser, createCode, qrApi, type QrApi } from './qr-catalog/support/qr-client';
import { scan, USER_AGENTS, withDatabase } from './scan-analytics/support/scan-client';
import { startTestServer, type TestServer } from './support/test-server';

/** The proxy's own address, the socket's peer for every request below that goes through it. */
const PROXY = '10.0.0.2';
/** Where the client really is (what the proxy saw), and where it claims to be. */
const BRITISH = '81.2.69.142';
const FRENCH = '212.27.48.10';

function reportersOf(server: TestServer, qrCodeId: string): Promise<number> {
  return withDatabase(server, async (db) => {
    const { rows } = await db.query<{ reporters: number }>(
      'select reporters from reported_qr_codes where qr_code_id = $1',
      [qrCodeId],
    );
    return rows[0]?.reporters ?? 0;
  });
}

/** Routes French scanners elsewhere: where a scan lands tells which address the app took for the client's. */
const routedByCountry = (api: QrApi) =>
  createCode(api, {
    type: 'website',
    content: { url: 'https://example.com/default' },
    routing: [{ when: { country: ['FR'] }, url: 'https://example.fr' }],
  });

describe('The client address behind one proxy (TRUST_PROXY=1)', () => {
  let server: TestServer;
  let api: QrApi;

  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '1' });
    api = qrApi(server, await aUser(server));
  });
  afterAll(() => server.close());

  it('is the address the proxy saw, not one the client wrote into X-Forwarded-For', async () => {
    const code = await routedByCountry(api);
    const claimed = await scan(server, code.slug, {
      ip: PROXY,
      headers: { 'x-forwarded-for': `${FRENCH}, ${BRITISH}` },
    });
    expect(claimed.headers.location).toBe('https://example.com/default');
    const french = await scan(server, code.slug, { ip: PROXY, headers: { 'x-forwarded-for': FRENCH } });
    expect(french.headers.location).toBe('https://example.fr');
  });

  it('is the same for a plain scan, answered ahead of Fastify', async () => {
    const code = await routedByCountry(api);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(server.app.getHttpServer().address() as AddressInfo).port}`;
    const scanVia = (forwardedFor: string) =>
      fetch(`${origin}/s/${code.slug}`, {
        redirect: 'manual',
        headers: { 'user-agent': USER_AGENTS.iphoneSafari, 'x-forwarded-for': forwardedFor },
      });
    expect((await scanVia(`${FRENCH}, ${BRITISH}`)).headers.get('location')).toBe('https://example.com/default');
    expect((await scanVia(FRENCH)).headers.get('location')).toBe('https://example.fr');
  });

  it('makes three reports with three invented addresses one reporter: no interstitial on someone else’s code', async () => {
    const code = await createCode(api, { type: 'website', content: { url: 'https://example.com/victim' } });
    for (const invented of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      const report = await server.inject({
        method: 'POST',
        url: `/api/public/qr-codes/${code.id}/reports`,
        payload: { reason: 'phishing' },
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': `${invented}, 203.0.113.40` },
      });
      expect(report.statusCode).toBe(204);
    }
    expect(await reportersOf(server, code.id)).toBe(1);
    const scanned = await scan(server, code.slug);
    expect(scanned.statusCode).toBe(302);
    expect(scanned.headers.location).toBe('https://example.com/victim');
  });
});

describe('IPv6 clients', () => {
  let server: TestServer;
  let api: QrApi;

  beforeAll(async () => {
    server = await startTestServer();
    api = qrApi(server, await aUser(server));
  });
  afterAll(() => server.close());

  const reportFrom = (qrCodeId: string, ip: string) =>
    server.inject({
      method: 'POST',
      url: `/api/public/qr-codes/${qrCodeId}/reports`,
      payload: { reason: 'spam' },
      remoteAddress: ip,
    });

  it('count as their /64 when they report: a subscriber’s many addresses are one reporter', async () => {
    const code = await createCode(api, { type: 'website', content: { url: 'https://example.com/v6-one' } });
    for (const ip of ['2001:db8:7:1::1', '2001:db8:7:1::2', '2001:db8:7:1:ffff:ffff:ffff:ffff'])
      expect((await reportFrom(code.id, ip)).statusCode).toBe(204);
    expect(await reportersOf(server, code.id)).toBe(1);
  });

  it('in different /64s are different reporters, and an IPv4-mapped address is its IPv4 one', async () => {
    const code = await createCode(api, { type: 'website', content: { url: 'https://example.com/v6-three' } });
    for (const ip of ['2001:db8:7:1::1', '2001:db8:7:2::1', '192.0.2.70', '::ffff:192.0.2.70'])
      expect((await reportFrom(code.id, ip)).statusCode).toBe(204);
    expect(await reportersOf(server, code.id)).toBe(3);
  });

  it('share one limit per /64', async () => {
    const code = await createCode(api, { type: 'website', content: { url: 'https://example.com/v6-flood' } });
    // Ten reports an hour per client (REPORT_RATE_LIMIT), each from a fresh address of one /64.
    const statuses: number[] = [];
    for (let host = 1; host <= 11; host++)
      statuses.push((await reportFrom(code.id, `2001:db8:9:1::${host.toString(16)}`)).statusCode);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    expect((await reportFrom(code.id, '2001:db8:9:2::1')).statusCode).toBe(204);
  });
});
