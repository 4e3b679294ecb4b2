import { join } from 'node:path';
import { renderIndexHtml } from './index-html';
import { PageMetaRegistry } from './page-meta';

const LOCALES = join(__dirname, '../../../../libs/web/i18n/src/locales');
const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset="utf-8"><title>LiveQR</title><meta name="description" content="x"></head><body><div id="root"></div></body></html>';

describe('page meta', () => {
  let registry: PageMetaRegistry;
  beforeEach(() => {
    registry = new PageMetaRegistry();
    registry.loadTexts(LOCALES);
  });

  it('gives each public page its own title and description, in the chosen language', async () => {
    const landing = await registry.resolve('/', 'en');
    const faq = await registry.resolve('/faq', 'en');
    expect(landing.title).toContain('LiveQR');
    expect(faq.title).not.toBe(landing.title);
    expect((await registry.resolve('/faq', 'de')).title).not.toBe(faq.title);
  });

  it('says there is no trial on the sign-up page (the old 14-day trial text is gone)', async () => {
    const signup = await registry.resolve('/signup', 'en');
    expect(signup.description).toContain('No trial');
    for (const language of ['en', 'es', 'fr', 'de'] as const) {
      expect((await registry.resolve('/signup', language)).description).not.toMatch(/14/);
    }
  });

  it('keeps unknown paths out of search results', async () => {
    await expect(registry.resolve('/nowhere', 'en')).resolves.toMatchObject({ noIndex: true });
  });

  it('renders the tags into index.html with absolute URLs and everything escaped', () => {
    const html = renderIndexHtml(TEMPLATE, {
      language: 'fr',
      meta: { title: 'Tom & "Jerry" <script>', description: "it's <b>bold</b>", image: '/img/a.png' },
      url: 'https://liveqr.example/vcard/1',
      defaultImage: 'https://liveqr.example/og-image.png',
      supportEmail: 'help@liveqr.example',
    });
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<title>Tom &amp; &quot;Jerry&quot; &lt;script&gt;</title>');
    expect(html).toContain('<meta name="description" content="it&#39;s &lt;b&gt;bold&lt;/b&gt;">');
    expect(html).toContain('<link rel="canonical" href="https://liveqr.example/vcard/1">');
    expect(html).toContain('<meta property="og:image" content="https://liveqr.example/img/a.png">');
    expect(html).toContain('<meta property="og:url" content="https://liveqr.example/vcard/1">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('liveqr-analytics-id');
  });

  it('exposes the analytics id only when one is configured', () => {
    const html = renderIndexHtml(TEMPLATE, {
      language: 'en',
      meta: { title: 't', description: 'd' },
      url: 'https://liveqr.example/',
      defaultImage: 'https://liveqr.example/og-image.png',
      supportEmail: 'help@liveqr.example',
      analyticsId: 'G-TEST"1',
    });
    expect(html).toContain('<meta name="liveqr-analytics-id" content="G-TEST&quot;1">');
  });
});
