import type { QrTypeId } from '@liveqr/qr-content';
import { aUser, createCode, qrApi, type QrApi, VALID_CONTENT } from '../qr-catalog/support/qr-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { allScanCount, scan, scansOf } from './support/scan-client';

/** Where a scan of each type's VALID_CONTENT lands (architecture §5); `page` is the public page of the code. */
const LANDING: { [T in QrTypeId]: string | 'page' | 'untrackable' } = {
  website: 'https://example.com/spring',
  pdf: 'https://files.example.com/brochure.pdf',
  images: 'page',
  video: 'https://videos.example.com/watch?v=1',
  wifi: 'untrackable',
  menu: 'https://bistro.example.com/menu',
  business: 'page',
  vcard: 'page',
  mp3: 'https://audio.example.com/episode-12.mp3',
  apps: 'https://play.google.com/store/apps/details?id=com.example.shop',
  links: 'page',
  coupon: 'page',
  facebook: 'https://www.facebook.com/LiveQR',
  instagram: 'https://www.instagram.com/live.qr',
  social: 'page',
  whatsapp: 'https://wa.me/15550109999?text=Table%20for%204%3F',
};

describe('Scan redirect: GET /s/{slug}', () => {
  let server: TestServer;
  let api: QrApi;

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL: 'https://liveqr.test' });
    api = qrApi(server, await aUser(server));
  });
  afterAll(() => server.close());

  it.each(Object.keys(LANDING) as QrTypeId[])(
    'sends a scan of a tracked %s code where the architecture says',
    async (type) => {
      const code = await createCode(api, { type, content: VALID_CONTENT[type] });
      const response = await scan(server, code.slug);
      const landing = LANDING[type];
      if (landing === 'untrackable') {
        // Wifi codes are never tracked: their printed payload is the network itself, not /s/{slug}.
        expect(code.isTracked).toBe(false);
        expect(code.payload).toMatch(/^WIFI:/);
        expect(await scansOf(server, code.id)).toHaveLength(0);
        return;
      }
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(landing === 'page' ? `/${type}/${code.id}` : landing);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(await scansOf(server, code.id)).toHaveLength(1);
    },
  );

  it('shows an inactive code as a 410 page, records nothing, and redirects again once reactivated', async () => {
    const code = await createCode(api, { type: 'website', content: { url: 'https://example.com/inactive' } });
    expect((await scan(server, code.slug)).statusCode).toBe(302); // now cached
    await api.toggle(code.id);

    const inactive = await scan(server, code.slug);
    expect(inactive.statusCode).toBe(410);
    expect(inactive.headers['content-type']).toMatch(/^text\/html/);
    expect(inactive.body).toContain('This QR code is inactive');

    await api.toggle(code.id);
    expect((await scan(server, code.slug)).statusCode).toBe(302);
    expect(await scansOf(server, code.id)).toHaveLength(2);
  });

  it('follows an edited destination at once', async () => {
    const code = await createCode(api, { type: 'website', content: { url: 'https://example.com/before' } });
    expect((await scan(server, code.slug)).headers.location).toBe('https://example.com/before');
    await api.update(code.id, { content: { url: 'https://example.com/after' } });
    expect((await scan(server, code.slug)).headers.location).toBe('https://example.com/after');
  });

  it('keeps redirecting a code whose tracking was switched off, without recording', async () => {
    const code = await createCode(api, { type: 'website', content: { url: 'https://example.com/untracked' } });
    await api.update(code.id, { isTracked: false });
    const response = await scan(server, code.slug);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://example.com/untracked');
    expect(await scansOf(server, code.id)).toHaveLength(0);
  });

  it('answers a HEAD request like a scan without recording one', async () => {
    const code = await createCode(api, { type: 'website', content: { url: 'https://example.com/head' } });
    const response = await server.inject({ method: 'HEAD', url: `/s/${code.slug}` });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('https://example.com/head');
    expect(await scansOf(server, code.id)).toHaveLength(0);
  });

  it('answers a deleted code with the 404 page', async () => {
    const code = await createCode(api, { type: 'website', content: { url: 'https://example.com/gone' } });
    expect((await scan(server, code.slug)).statusCode).toBe(302);
    await api.remove(code.id);
    expect((await scan(server, code.slug)).statusCode).toBe(404);
  });

  it.each([
    ['an unknown slug', 'abcdefgh'],
    ['odd characters', '%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
    ['an encoded path', '..%2F..%2Fetc%2Fpasswd'],
    ['unicode', '%F0%9F%98%80'],
    ['a 10 KB slug', 'a'.repeat(10 * 1024)],
  ])('answers %s with the 404 page and records nothing', async (_case, slug) => {
    const before = await allScanCount(server);
    const response = await scan(server, slug);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('QR code not found');
    expect(await allScanCount(server)).toBe(before);
  });
});
