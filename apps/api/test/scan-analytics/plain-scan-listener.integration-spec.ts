import type { AddressInfo } from 'node:net';
import { Metrics } from '@liveqr/api/platform';
import { aUser, createCode, qrApi, type QrApi } from '../qr-catalog/support/qr-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { scansOf, USER_AGENTS } from './support/scan-client';

/**
 * Plain scans (GET or HEAD of exactly /s/{slug}) are answered by a listener ahead of Fastify, which
 * `inject()` never reaches: these tests scan over a real socket, as a phone does.
 */
describe('Plain scans over a real socket', () => {
  let server: TestServer;
  let api: QrApi;
  let origin: string;

  beforeAll(async () => {
    // Behind a proxy, as the multi-replica setup runs: the client's address comes from X-Forwarded-For.
    server = await startTestServer({ PUBLIC_URL: 'https://liveqr.test', TRUST_PROXY: '1' });
    api = qrApi(server, await aUser(server));
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(server.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  const get = (path: string, init: RequestInit = {}) =>
    fetch(`${origin}${path}`, {
      redirect: 'manual',
      ...init,
      headers: { 'user-agent': USER_AGENTS.iphoneSafari, ...init.headers },
    });

  /** The scans of a route recorded in the request histogram, by status. */
  const observed = async (status: number) => {
    const metric = await server.app.get(Metrics).httpRequests.get();
    const count = metric.values.find(
      (value) =>
        value.metricName === 'liveqr_http_request_duration_seconds_count' &&
        value.labels['route'] === '/s/:slug' &&
        value.labels['status_code'] === status,
    );
    return count?.value ?? 0;
  };

  it('redirects and records the scan once, with the client address the proxy gave and a request id', async () => {
    const code = await createCode(api, { type: 'website', content: { url: 'https://example.com/plain' } });
    const before = await observed(302);
    const response = await get(`/s/${code.slug}`, { headers: { 'x-forwarded-for': '198.51.100.23' } });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://example.com/plain');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=/);
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await response.text()).toBe('');
    expect(await observed(302)).toBe(before + 1);
    const scans = await scansOf(server, code.id);
    expect(scans).toHaveLength(1);
    // The stored hash is of the forwarded address: the same code scanned from it hashes alike.
    const again = await get(`/s/${code.slug}`, { headers: { 'x-forwarded-for': '198.51.100.23' } });
    const other = await get(`/s/${code.slug}`, { headers: { 'x-forwarded-for': '198.51.100.99' } });
    expect([again.status, other.status]).toEqual([302, 302]);
    const [first, second, third] = await scansOf(server, code.id);
    expect(second.ip_hash).toBe(first.ip_hash);
    expect(third.ip_hash).not.toBe(first.ip_hash);
  });

  it('keeps a request id the caller sent', async () => {
    const code = await createCode(api, { type: 'website', content: { url: 'https://example.com/id' } });
    const response = await get(`/s/${code.slug}`, { headers: { 'x-request-id': 'trace-4711' } });
    expect(response.headers.get('x-request-id')).toBe('trace-4711');
  });

  it('answers HEAD like GET without counting it', async () => {
    const code = await createCode(api, { type: 'website', content: { url: 'https://example.com/head' } });
    const response = await get(`/s/${code.slug}`, { method: 'HEAD' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://example.com/head');
    expect(await scansOf(server, code.id)).toHaveLength(0);
  });

  it("writes the pages of codes that are not followed in the scanner's language", async () => {
    const before = await observed(404);
    const unknown = await get('/s/Nothing1234', { headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(unknown.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await unknown.text()).toContain('lang="de"');
    expect(await observed(404)).toBe(before + 1);

    const code = await createCode(api, { type: 'website', content: { url: 'https://example.com/off' } });
    await api.toggle(code.id);
    const inactive = await get(`/s/${code.slug}`);
    expect(inactive.status).toBe(410);
    expect(await scansOf(server, code.id)).toHaveLength(0);
  });

  it('leaves previews, query strings and other methods to the routes behind it, with the same answers', async () => {
    const code = await createCode(api, { type: 'website', content: { url: 'https://example.com/routes' } });
    const preview = await get(`/s/${code.slug}+`);
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain('https://example.com/routes');
    const withQuery = await get(`/s/${code.slug}?utm_source=flyer`);
    expect(withQuery.status).toBe(302);
    expect(withQuery.headers.get('location')).toBe('https://example.com/routes');
    expect(withQuery.headers.get('x-request-id')).toBeTruthy();
    expect(await scansOf(server, code.id)).toHaveLength(1);
    expect((await get(`/s/${code.slug}`, { method: 'DELETE' })).status).toBe(404);
  });
});
