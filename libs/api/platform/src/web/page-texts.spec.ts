import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config/app-config';
import { pageLanguage, PageTexts, pluralForms } from './page-texts';

describe('pageLanguage', () => {
  it('takes the language chosen on the site first, then the phone’s, then English', () => {
    expect(pageLanguage({ cookie: 'a=1; liveqr.language=fr', 'accept-language': 'de' })).toBe('fr');
    expect(pageLanguage({ 'accept-language': 'ja, es-MX;q=0.8, de;q=0.9' })).toBe('de');
    expect(pageLanguage({ 'accept-language': 'ja, pt;q=0.5' })).toBe('en');
    expect(pageLanguage({ 'accept-language': 'de;q=0, fr;q=0.1' })).toBe('fr');
    expect(pageLanguage({})).toBe('en');
  });
});

describe('PageTexts', () => {
  it('reads the web’s public texts, in every language, with values filled in', () => {
    const texts = new PageTexts(
      loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'liveqr-texts-')), WEB_DIST_DIR: '/nowhere' }),
    );
    expect(texts.in('en')('scanPages.vcard.saveToContacts')).toBe('Save to Contacts');
    expect(texts.in('de')('scanPages.images.image', { number: 1, total: 2 })).toBe('Bild 1 von 2');
    expect(() => texts.in('en')('scanPages.nothing')).toThrow(/No text 'scanPages.nothing'/);
  });

  it("picks a counted text's plural form by the language's rules", () => {
    const texts = new PageTexts(
      loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'liveqr-texts-')), WEB_DIST_DIR: '/nowhere' }),
    );
    expect(texts.in('en')('scanPages.links.count', { count: 1 })).toBe('1 Link Available');
    expect(texts.in('en')('scanPages.links.count', { count: 0 })).toBe('0 Links Available');
    expect(texts.in('fr')('scanPages.links.count', { count: 0 })).toBe('0 lien disponible');
    expect(texts.in('fr')('scanPages.links.count', { count: 1_000_000 })).toBe('1000000 liens disponibles');
    expect(texts.in('de')('safeScans.viewer.pages', { count: 2 })).toBe('2 Seiten');
    expect(pluralForms(texts.in('es'), 'es', 'safeScans.viewer.pages')).toEqual({
      one: '{{count}} página',
      many: '{{count}} páginas',
      other: '{{count}} páginas',
    });
  });
});
