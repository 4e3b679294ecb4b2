import { emptyContent, type QrTypeId, validateContent } from '@liveqr/qr-content';
import { fieldOfContentMessage } from './content-error-field';

/** Where the form shows what the content check says of `changes` on a blank form of `type`. */
function fieldOfRefusal(type: QrTypeId, changes: Record<string, unknown>): string | undefined {
  const content = { ...(emptyContent(type) as unknown as Record<string, unknown>), ...changes };
  const checked = validateContent(type, content);
  if (checked.ok) throw new Error(`expected ${type} ${JSON.stringify(changes)} to be refused`);
  return fieldOfContentMessage(type, content, checked.message);
}

describe('fieldOfContentMessage', () => {
  it.each<[QrTypeId, Record<string, unknown>, string]>([
    ['website', {}, 'url'],
    ['website', { url: 'ftp://example.com/menu' }, 'url'],
    ['website', { url: 'https://exa mple.com' }, 'url'],
    ['pdf', {}, 'pdfUrl'],
    ['vcard', {}, 'firstName'],
    ['vcard', { firstName: 'Ada' }, 'phone'],
    ['vcard', { firstName: 'Ada', phone: '+44 1', email: 'not-an-address' }, 'email'],
    ['vcard', { firstName: 'Ada', phone: '+44 1', website: 'ftp://example.com' }, 'website'],
    ['wifi', { ssid: 'Home' }, 'password'],
    ['social', {}, 'facebookUrl'],
    ['social', { facebookUrl: 'https://facebook.com/a', twitterUrl: 'mailto:someone@example.com' }, 'twitterUrl'],
    ['facebook', { pageId: 'no spaces allowed' }, 'pageId'],
    ['apps', { store: 'ios', appId: 'not an id' }, 'appId'],
    ['links', {}, 'links'],
    ['images', {}, 'images'],
  ])('puts %s %j at %s', (type, changes, field) => {
    expect(fieldOfRefusal(type, changes)).toBe(field);
  });

  it("puts a refused destination at the URL that is refused, the server's own refusals at the first URL", () => {
    const content = {
      url: '',
      facebookUrl: 'https://facebook.com/a',
      instagramUrl: 'http://10.0.0.1/',
      twitterUrl: '',
    };
    expect(
      fieldOfContentMessage('social', content, 'Links to private, local or internal addresses are not allowed'),
    ).toBe('instagramUrl');
    expect(fieldOfContentMessage('social', content, 'This site is on our list of harmful sites')).toBe('facebookUrl');
  });
});
