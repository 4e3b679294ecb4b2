import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PUBLIC_PAGE_TYPES, type PublicPageType } from '@liveqr/api/qr-catalog';
import { LANGUAGES } from '@liveqr/shared/contracts';
import { aUser, createCode, qrApi, type QrApi, type QrUser, uploadFile } from '../qr-catalog/support/qr-client';
import { startTestServer, type TestServer } from '../support/test-server';

const workspaceRoot = join(__dirname, '../../../..');
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(64)]);
const MP4 = Buffer.concat([Buffer.from('000000186674797069736f6d', 'hex'), Buffer.alloc(64)]);
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** The site's pages a visitor can share: the server writes the first three, the web app the rest. */
const SITE_PAGES = ['/', '/pricing', '/faq', '/contact', '/privacy', '/terms', '/check-a-code'];

/** A built shell as small as the server needs: its index.html and each language's public texts. */
function builtShell(): string {
  const dist = mkdtempSync(join(tmpdir(), 'liveqr-web-'));
  const shell = join(dist, 'shell');
  mkdirSync(shell);
  writeFileSync(
    join(shell, 'index.html'),
    '<!doctype html><html><head><title>LiveQR</title></head><body></body></html>',
  );
  for (const language of LANGUAGES) {
    mkdirSync(join(shell, 'locales', language), { recursive: true });
    copyFileSync(
      join(workspaceRoot, 'libs/web/i18n/src/locales', language, 'public.json'),
      join(shell, 'locales', language, 'public.json'),
    );
  }
  return dist;
}

/** What a link preview reads from the page's head, without running any script. */
function previewOf(html: string) {
  const tag = (attribute: 'name' | 'property', key: string) =>
    new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1];
  return {
    title: tag('property', 'og:title'),
    description: tag('property', 'og:description'),
    image: tag('property', 'og:image'),
    card: tag('name', 'twitter:card'),
    twitterImage: tag('name', 'twitter:image'),
  };
}

describe('link previews: every public page names itself, says what it is and shows a picture', () => {
  let server: TestServer;
  let webDist: string;
  let user: QrUser;
  let api: QrApi;
  let logo: string;

  beforeAll(async () => {
    webDist = builtShell();
    server = await startTestServer({ WEB_DIST_DIR: webDist });
    user = await aUser(server);
    api = qrApi(server, user);
    logo = `${server.config.publicUrl}/og-image.png`;
  });
  afterAll(async () => {
    await server.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const page = async (path: string) => {
    const response = await server.inject({ method: 'GET', url: path });
    expect([path, response.statusCode]).toEqual([path, 200]);
    return previewOf(response.body);
  };

  it("gives each of the site's pages its own title and description, LiveQR's picture and a large card", async () => {
    const titles = new Set<string>();
    for (const path of SITE_PAGES) {
      const preview = await page(path);
      expect({ path, ...preview }).toEqual({
        path,
        title: expect.stringMatching(/LiveQR/),
        description: expect.stringMatching(/.{40,}/),
        image: logo,
        card: 'summary_large_image',
        twitterImage: logo,
      });
      titles.add(preview.title ?? '');
    }
    expect(titles.size).toBe(SITE_PAGES.length);
  });

  it('gives a page of every type a scan lands on its heading, a line about it and a picture', async () => {
    const file = (kind: string, bytes: Buffer, name: string) =>
      uploadFile(server, user, kind, bytes, name).then(({ url }) => url);
    const codes: Record<PublicPageType, { content: Record<string, unknown>; title: string; image?: string }> = {
      vcard: { content: { firstName: 'Ada', lastName: 'Lovelace', phone: '+44 20 7946 0000' }, title: 'Ada Lovelace' },
      business: { content: { businessName: 'Bistro Verde', phone: '+1 555 0100' }, title: 'Bistro Verde' },
      links: { content: { links: [{ title: 'Shop', url: 'shop.example.com' }] }, title: 'Spring' },
      images: {
        content: { images: [{ url: 'https://img.example.com/first.jpg' }, { url: 'https://img.example.com/2.jpg' }] },
        title: 'Spring',
        // A gallery's first image is its own picture.
        image: 'https://img.example.com/first.jpg',
      },
      coupon: { content: { code: 'SPRING10', text: '10% off' }, title: 'Spring' },
      social: { content: { facebookUrl: 'facebook.com/liveqr' }, title: 'Spring' },
      pdf: { content: { pdfUrl: await file('document', PDF, 'menu.pdf') }, title: 'Spring' },
      video: { content: { videoUrl: await file('video', MP4, 'clip.mp4') }, title: 'Spring' },
      mp3: { content: { audioUrl: await file('audio', MP3, 'song.mp3') }, title: 'Spring' },
    };
    for (const type of PUBLIC_PAGE_TYPES) {
      const { content, title, image = logo } = codes[type];
      const code = await createCode(api, { type, content, name: 'Spring' });
      const preview = await page(`/${type}/${code.id}`);
      expect({ type, ...preview }).toEqual({
        type,
        title,
        description: expect.stringContaining(title),
        image,
        card: 'summary_large_image',
        twitterImage: image,
      });
    }
  });

  it("shows a gallery of uploaded images by its first one's absolute address on this site", async () => {
    const uploaded = await uploadFile(server, user, 'image', PNG, 'poster.png');
    const code = await createCode(api, { type: 'images', content: { images: [{ url: uploaded.url }] } });
    expect((await page(`/images/${code.id}`)).image).toBe(`${server.config.publicUrl}/api/uploads/${uploaded.id}`);
  });
});
