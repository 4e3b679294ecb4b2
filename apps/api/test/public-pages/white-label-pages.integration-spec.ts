import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { aUser, createCode, qrApi, type QrApi, type QrUser, uploadFile } from '../qr-catalog/support/qr-client';
import { scan } from '../scan-analytics/support/scan-client';
import { startTestServer, type TestServer } from '../support/test-server';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(64)]);
const MP4 = Buffer.concat([Buffer.from('000000186674797069736f6d', 'hex'), Buffer.alloc(64)]);

describe('white-label pages and file viewers', () => {
  let server: TestServer;
  let user: QrUser;
  let api: QrApi;

  const get = (url: string, headers: Record<string, string> = {}) => server.inject({ method: 'GET', url, headers });

  const uploaded = (kind: string, body: Buffer, fileName: string) => uploadFile(server, user, kind, body, fileName);

  beforeAll(async () => {
    server = await startTestServer();
    user = await aUser(server);
    api = qrApi(server, user);
  });
  afterAll(() => server.close());

  it("shows the customer's content in their colours, with meta tags and nothing of LiveQR but its mark", async () => {
    const code = await createCode(api, {
      type: 'vcard',
      content: { firstName: 'Ada', lastName: '<Lovelace>', phone: '+44 20 7946 0000', email: 'ada@example.com' },
      customization: { foreground: '#1d4ed8', background: '#fefce8' },
    });
    const response = await get(`/vcard/${code.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<title>Ada &lt;Lovelace&gt;</title>');
    expect(html).toMatch(/<meta name="description" content="[^"]*Ada &lt;Lovelace&gt;/);
    expect(html).toContain(`<link rel="canonical" href="${server.config.publicUrl}/vcard/${code.id}">`);
    expect(html).toContain('--accent:#1d4ed8');
    expect(html).toContain('--bg:#fefce8');
    // Initials are letters: the markup-like "<" of the name is no initial.
    expect(html).toContain('<div class="avatar" aria-hidden="true">AL</div>');
    expect(html).toContain('href="tel:+44 20 7946 0000"');
    expect(html).toContain(`href="/api/public/qr-codes/${code.id}/vcard"`);
    expect(html).toContain(`href="${server.config.publicUrl}/report/${code.id}"`);
    expect(html).toContain('Made with LiveQR');
    // No LiveQR header, navigation, footer links or language picker; no app bundle.
    expect(html).not.toMatch(/<nav|<select|\/faq|\/pricing|main\.[0-9a-f]+\.js/);
    expect(html).not.toContain('<script');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('speaks the language the phone asks for', async () => {
    const code = await createCode(api, { type: 'business', content: { businessName: 'Bäckerei', phone: '1' } });
    const html = (await get(`/business/${code.id}`, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' })).body;
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Unternehmensinformationen');
    expect(html).toContain('Diesen Code melden');
  });

  it.each([
    [
      'links',
      { links: [{ title: 'Shop', url: 'shop.example.com' }] },
      ['href="https://shop.example.com"', 'id="owner-links"'],
    ],
    ['images', { images: [{ url: 'https://img.example.com/1.jpg' }] }, ['src="https://img.example.com/1.jpg"']],
    ['coupon', { code: 'SPRING10', text: '10% off' }, ['<code id="coupon-code">SPRING10</code>', 'data-copy']],
    [
      'social',
      { facebookUrl: 'facebook.com/liveqr', twitterUrl: 'x.com/liveqr' },
      ['href="https://facebook.com/liveqr"'],
    ],
  ] as const)('renders a %s page', async (type, content, expected) => {
    const code = await createCode(api, { type, content, name: 'Spring' });
    const response = await get(`/${type}/${code.id}`);
    expect(response.statusCode).toBe(200);
    for (const part of expected) expect(response.body).toContain(part);
  });

  describe('viewers', () => {
    it.each([
      ['pdf', 'document', 'pdfUrl', PDF, 'menu.pdf', ['id="pdf-pages"', '/white-label/pdf-viewer.mjs']],
      [
        'video',
        'video',
        'videoUrl',
        MP4,
        'clip.mp4',
        [/<video[^>]*\scontrols\s[^>]*playsinline[^>]*src="\/api\/uploads\/[^"]+#t=0.1"/],
      ],
      ['mp3', 'audio', 'audioUrl', MP3, 'song.mp3', [/<audio[^>]*\scontrols\s/, '<div class="cover"']],
    ] as const)(
      'sends a scan of a %s code whose file is ours to its viewer, with a download',
      async (type, kind, field, bytes, fileName, expected) => {
        const file = await uploaded(kind, bytes, fileName);
        const code = await createCode(api, { type, content: { [field]: file.url }, name: 'Spring' });
        expect((await scan(server, code.slug)).headers.location).toBe(`/${type}/${code.id}`);

        const page = await get(`/${type}/${code.id}`);
        expect(page.statusCode).toBe(200);
        for (const part of expected) expect(page.body).toMatch(part);
        expect(page.body).toContain(`href="/api/uploads/${file.id}" download="${fileName}"`);
        if (type === 'pdf') expect(page.headers['content-security-policy']).toContain("'wasm-unsafe-eval'");
      },
    );

    it("gives the PDF viewer every plural form of its page count in the reader's language", async () => {
      const file = await uploaded('document', PDF, 'carte.pdf');
      const code = await createCode(api, { type: 'pdf', content: { pdfUrl: file.url }, name: 'Carte' });
      const page = await get(`/pdf/${code.id}`, { 'accept-language': 'fr' });
      const forms = /data-pages="([^"]+)"/.exec(page.body)?.[1].replaceAll('&quot;', '"');
      expect(JSON.parse(forms ?? '')).toEqual({
        one: '{{count}} page',
        many: '{{count}} pages',
        other: '{{count}} pages',
      });
    });

    it('counts the links of a collection in their plural form', async () => {
      const shop = { title: 'Shop', url: 'shop.example.com' };
      const one = await createCode(api, { type: 'links', content: { links: [shop] }, name: 'One' });
      const blog = { title: 'Blog', url: 'blog.example.com' };
      const two = await createCode(api, { type: 'links', content: { links: [shop, blog] }, name: 'Two' });
      expect((await get(`/links/${one.id}`)).body).toContain('1 Link Available');
      expect((await get(`/links/${two.id}`, { 'accept-language': 'de' })).body).toContain('2 Links verfügbar');
    });

    it('still sends a scan of a file hosted elsewhere straight there', async () => {
      const code = await createCode(api, { type: 'pdf', content: { pdfUrl: 'https://files.example.com/a.pdf' } });
      expect((await scan(server, code.slug)).headers.location).toBe('https://files.example.com/a.pdf');
    });

    it('says a deleted file is no longer available, with a 404 and no error', async () => {
      const file = await uploaded('audio', MP3, 'gone.mp3');
      const code = await createCode(api, { type: 'mp3', content: { audioUrl: file.url }, name: 'Gone' });
      await server.app.get(MikroORM).em.getConnection().execute('delete from uploads where id = ?', [file.id]);
      const page = await get(`/mp3/${code.id}`);
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('This file is no longer available');
      expect(page.body).not.toContain('<audio');
    });

    it('answers 404, not an error, for a file whose bytes are gone from the storage', async () => {
      const file = await uploaded('document', PDF, 'lost.pdf');
      rmSync(join(server.config.storage.dir, user.id, file.id));
      const response = await get(`/api/uploads/${file.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'upload_not_found' });
    });

    it('serves the media in ranges, and refuses a range past the end', async () => {
      const file = await uploaded('video', MP4, 'clip.mp4');
      await createCode(api, { type: 'video', content: { videoUrl: file.url } });
      const part = await get(`/api/uploads/${file.id}`, { range: 'bytes=0-9' });
      expect(part.statusCode).toBe(206);
      expect(part.rawPayload).toHaveLength(10);
      expect((await get(`/api/uploads/${file.id}`, { range: `bytes=${MP4.length + 10}-` })).statusCode).toBe(416);
    });
  });

  it('answers 404 pages for unknown, malformed and other-type ids', async () => {
    const code = await createCode(api, { type: 'coupon', content: { code: 'X' } });
    for (const url of [`/vcard/${code.id}`, '/vcard/not-an-id', '/links/0b6f3c2e-8a41-4f0e-9d6c-2f5b7a1e4c90']) {
      const response = await get(url);
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.body).toContain('QR code not found');
    }
  });
});
