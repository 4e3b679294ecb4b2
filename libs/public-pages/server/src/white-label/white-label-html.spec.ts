import { type AppConfig, PageTexts } from '@liveqr/api/platform';
import type { PublicPageType, PublicQrCodeView } from '@liveqr/api/qr-catalog';
import type { Language } from '@liveqr/shared/contracts';
import { type WhiteLabelPage, whiteLabelPage } from './white-label-html';

// The web's own translations, read from the sources as in a checkout (no built shell needed).
const texts = new PageTexts({ webDistDir: '/nowhere' } as AppConfig);
const ID = '3f0c9a52-8e1b-4d7a-9c64-2b5e7f1d0a11';

function aPage<T extends PublicPageType>(
  type: T,
  content: PublicQrCodeView<T>['content'],
  language: Language = 'en',
): WhiteLabelPage {
  return {
    code: {
      id: ID,
      name: 'Spring menu',
      type,
      content,
      colors: { foreground: '#1d4ed8', background: '#ffffff' },
      isOwner: false,
    },
    language,
    t: texts.in(language),
    common: texts.in(language, 'common'),
    url: `https://liveqr.test/${type}/${ID}`,
    defaultImage: 'https://liveqr.test/og-image.png',
  };
}

const aContact = (overrides: Partial<PublicQrCodeView<'vcard'>['content']> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '+44 20 7946 0000',
  email: 'ada@example.com',
  company: '',
  website: '',
  address: '',
  ...overrides,
});

/** A data attribute's value as the browser hands it to the page's script. */
function dataAttribute(page: string, element: string, name: string): string {
  const escaped = new RegExp(`id="${element}"[^>]* data-${name}="([^"]*)"`).exec(page)?.[1];
  if (escaped === undefined) throw new Error(`No data-${name} on #${element}`);
  const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
  return escaped.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity]);
}

describe('whiteLabelPage', () => {
  it("writes a contact's page in the visitor's language, titled with the contact's name", () => {
    const page = whiteLabelPage(aPage('vcard', aContact(), 'fr'));
    expect(page).toMatch(/^<!doctype html>\s*<html lang="fr">/);
    expect(page).toContain('<title>Ada Lovelace</title>');
    expect(page).toContain('<h1>Ada Lovelace</h1>');
    expect(page).toContain('Enregistrer dans les contacts');
    expect(page).not.toContain('Save to Contacts');
    expect(page).toContain(`<link rel="canonical" href="https://liveqr.test/vcard/${ID}">`);
  });

  it('escapes whatever the customer typed, in the text and in the head', () => {
    const hostile = '<script>alert(1)</script>';
    const page = whiteLabelPage(
      aPage('vcard', aContact({ firstName: hostile, lastName: '"><img src=x onerror=alert(2)>', company: hostile })),
    );
    expect(page).not.toContain('<script');
    expect(page).not.toContain('<img src=x');
    expect(page).toContain(
      '<title>&lt;script&gt;alert(1)&lt;/script&gt; &quot;&gt;&lt;img src=x onerror=alert(2)&gt;</title>',
    );
    expect(page).toContain('<dd class="company">&lt;script&gt;alert(1)&lt;/script&gt;</dd>');
  });

  it("hands the links page's script Add Link's texts and refusals in the page's language", () => {
    const page = whiteLabelPage(aPage('links', { links: [{ title: 'Shop', url: 'example.com/shop' }] }, 'de'));
    expect(page).toContain('<script type="module" src="/white-label/page.mjs"></script>');
    expect(dataAttribute(page, 'owner-links', 'id')).toBe(ID);
    const { add, failed, errors } = JSON.parse(dataAttribute(page, 'owner-links', 'texts'));
    expect(add).toBe('Link hinzufügen');
    // The script fills in the message itself: the server's, or the refusal's translation below.
    expect(failed).toContain('{{message}}');
    expect(errors).toMatchObject({
      NOT_OWNER: 'Nur der Eigentümer dieses QR-Codes kann ihn ändern.',
      SIGN_IN_TO_ADD_LINKS: texts.in('de', 'common')('apiErrors.SIGN_IN_TO_ADD_LINKS'),
      DESTINATION_NOT_PUBLIC: texts.in('de', 'common')('apiErrors.DESTINATION_NOT_PUBLIC'),
    });
    // An invalid link keeps the server's words, the spec's own ("This link already exists!").
    expect(errors).not.toHaveProperty('INVALID_LINK');
  });
});
