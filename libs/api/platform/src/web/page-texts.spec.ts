import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config/app-config';
import { GetSignedInLanguageQuery, type Language } from '@liveqr/shared/contracts';
import type { QueryBus } from '@nestjs/cqrs';
import { browserLanguage, cookieValue, pageLanguage, PageTexts, pluralForms } from './page-texts';

describe('browserLanguage', () => {
  it('takes the language chosen on the site first, then the phone’s, then English', () => {
    expect(browserLanguage({ cookie: 'a=1; liveqr.language=fr', 'accept-language': 'de' })).toBe('fr');
    expect(browserLanguage({ cookie: 'liveqr.language=it', 'accept-language': 'de' })).toBe('de');
    expect(browserLanguage({ 'accept-language': 'ja, es-MX;q=0.8, de;q=0.9' })).toBe('de');
    expect(browserLanguage({ 'accept-language': 'ja, pt;q=0.5' })).toBe('en');
    expect(browserLanguage({ 'accept-language': 'de;q=0, fr;q=0.1' })).toBe('fr');
    expect(browserLanguage({})).toBe('en');
  });
});

describe('pageLanguage', () => {
  const identity = (profileLanguage: Language | null) => {
    const execute = jest.fn(async (_query: GetSignedInLanguageQuery) => profileLanguage);
    return { queries: { execute } as unknown as QueryBus, execute };
  };

  it("puts a signed-in visitor's profile language before the browser's", async () => {
    const { queries, execute } = identity('es');
    const cookie = 'liveqr_signed_in=1; liveqr_access=a.b.c; liveqr.language=fr';
    expect(await pageLanguage(queries, { cookie, 'accept-language': 'de' })).toBe('es');
    expect(execute).toHaveBeenCalledWith(new GetSignedInLanguageQuery('a.b.c'));
  });

  it('takes the browser’s when the session gives no language', async () => {
    const { queries } = identity(null);
    expect(await pageLanguage(queries, { cookie: 'liveqr_access=expired; liveqr.language=fr' })).toBe('fr');
  });

  it('asks nobody for a request without an access token', async () => {
    const { queries, execute } = identity('es');
    const cookie = 'liveqr_signed_in=1; liveqr.language=fr';
    expect(await pageLanguage(queries, { cookie, 'accept-language': 'de' })).toBe('fr');
    expect(await pageLanguage(queries, {})).toBe('en');
    expect(execute).not.toHaveBeenCalled();
  });
});

describe('cookieValue', () => {
  it('finds a cookie by its exact name, keeping any = in its value', () => {
    expect(cookieValue('a=1; liveqr_access=x.y=; b=2', 'liveqr_access')).toBe('x.y=');
    expect(cookieValue('xliveqr_access=1; liveqr_access_old=2', 'liveqr_access')).toBeUndefined();
    expect(cookieValue('', 'a')).toBeUndefined();
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
