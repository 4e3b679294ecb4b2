import { type AppConfig, PageTexts } from '@liveqr/api/platform';
import type { Language } from '@liveqr/shared/contracts';
import { faqPage, landingPage, pricingPage, SITE_SCRIPT, type SitePage } from './site-html';

// The web's own translations, read from the sources as in a checkout (no built shell needed).
const texts = new PageTexts({ webDistDir: '/nowhere' } as AppConfig);

function aPage(language: Language, overrides: Partial<SitePage> = {}): SitePage {
  return {
    language,
    t: texts.in(language),
    common: texts.in(language, 'common'),
    meta: { title: 'LiveQR <beta>', description: 'Dynamic QR codes' },
    url: 'https://liveqr.test/',
    defaultImage: 'https://liveqr.test/og-image.png',
    stylesheet: 'main.0123456789abcdef.css',
    signedIn: false,
    ...overrides,
  };
}

describe('the site pages', () => {
  it('writes the home page in German, with its generator, and offers the other languages', () => {
    const page = landingPage(aPage('de'));
    expect(page).toMatch(/^<!doctype html><html lang="de" class="site">/);
    expect(page).toContain('Dynamische QR-Codes, die nie aufhören zu funktionieren');
    expect(page).not.toContain(texts.in('en')('landing.hero.title'));
    expect(page).toContain('action="/api/public/static-qr-code"');
    expect(page).toContain(`<script type="module" src="${SITE_SCRIPT}"></script>`);
    expect(page).toContain('<link rel="stylesheet" href="/main.0123456789abcdef.css" />');
    expect(page).toContain('<span lang="de" aria-current="true">Deutsch</span>');
    expect(page).toContain('<a lang="en" hreflang="en" href="?lang=en">English</a>');
  });

  it('escapes the meta texts it is given', () => {
    expect(faqPage(aPage('en'))).toContain('<title>LiveQR &lt;beta&gt;</title>');
  });

  it('leads a signed-in visitor to their codes and to billing instead of signing up', () => {
    const signedOut = pricingPage(aPage('fr'));
    const signedIn = pricingPage(aPage('fr', { signedIn: true }));
    expect(signedOut).toContain('href="/signup"');
    expect(signedOut).not.toContain('href="/dashboard"');
    expect(signedIn).toContain('href="/dashboard"');
    expect(signedIn).toContain('href="/billing"');
    expect(signedIn).not.toContain('href="/signup"');
  });
});
