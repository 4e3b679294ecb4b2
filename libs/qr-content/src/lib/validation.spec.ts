import type { QrContentMap } from './content';
import { type DestinationContext, ownOrigins } from './destination';
import { emptyContent } from './fields';
import { MAX_LIST_ITEMS } from './limits';
import { CONTENT_MESSAGES, REQUIRED_CONTENT_MESSAGES } from './messages';
import { QR_TYPE_IDS } from './types';
import type { QrTypeId } from './types';
import { validateContent } from './validation';

const EMPTY_PAYLOAD = 'QR code content is empty. Please fill in all required fields.';
const ONLY_HTTP = 'Only http:// and https:// links are allowed';

function accepted<T extends QrTypeId>(type: T, raw: unknown): QrContentMap[T] {
  const result = validateContent(type, raw);
  if (!result.ok) throw new Error(`expected ${type} content to be accepted, got: ${result.message}`);
  return result.content;
}

function refusal(type: string, raw: unknown): string {
  const result = validateContent(type, raw);
  if (result.ok) throw new Error(`expected ${type} content to be refused`);
  return result.message;
}

/** Where in the request the refusal of `raw` is, with the server's destination policy when given. */
function refusedField(type: string, raw: unknown, context?: DestinationContext): string | undefined {
  const result = validateContent(type, raw, context);
  if (result.ok) throw new Error(`expected ${type} content to be refused`);
  return result.field;
}

/** Minimal content that passes for each type. */
const VALID: { [T in QrTypeId]: Record<string, unknown> } = {
  website: { url: 'example.com' },
  pdf: { pdfUrl: 'example.com/menu.pdf' },
  images: { images: [{ url: 'example.com/a.png' }] },
  video: { videoUrl: 'example.com/v.mp4' },
  wifi: { ssid: 'Home', password: 'secret123' },
  menu: { menuUrl: 'example.com/menu' },
  business: { phone: '+1 555 0100' },
  vcard: { firstName: 'Ada', phone: '+44 20 7946 0000' },
  mp3: { audioUrl: 'example.com/a.mp3' },
  apps: { appId: '284882215' },
  links: { links: [{ url: 'example.com' }] },
  coupon: { code: 'SAVE10' },
  facebook: { pageId: 'liveqr' },
  instagram: { username: 'liveqr' },
  social: { facebookUrl: 'facebook.com/liveqr' },
  whatsapp: { phone: '+1 555 0100' },
};

describe('validateContent', () => {
  describe('step 3: the required message of each type (spec §5)', () => {
    it.each([
      ['website', 'Please enter a website URL'],
      ['pdf', 'Please enter a PDF URL'],
      ['images', 'Please enter at least one image URL'],
      ['video', 'Please enter a video URL'],
      ['vcard', 'Please fill in at least first name and phone number'],
      ['wifi', 'Please enter WiFi network name and password'],
      ['whatsapp', 'Please enter a phone number'],
      ['facebook', 'Please enter a Facebook page ID or username'],
      ['instagram', 'Please enter an Instagram username'],
      ['social', 'Please enter at least one social media URL'],
      ['links', 'Please add at least one link'],
      ['menu', 'Please enter a menu URL'],
      ['business', 'Please enter at least a website URL or phone number'],
      ['mp3', 'Please enter an audio file URL'],
      ['apps', 'Please enter an app ID'],
      ['coupon', 'Please enter a coupon code, URL, or text'],
    ] as const)('refuses empty %s content with %j', (type, message) => {
      expect(refusal(type, {})).toBe(message);
      expect(refusal(type, emptyContent(type))).toBe(message);
      expect(REQUIRED_CONTENT_MESSAGES[type]).toBe(message);
    });

    it('treats whitespace-only fields as empty', () => {
      expect(refusal('website', { url: '   ' })).toBe('Please enter a website URL');
      expect(refusal('vcard', { firstName: ' ', phone: '\t' })).toBe(
        'Please fill in at least first name and phone number',
      );
    });

    it('treats missing content as empty content', () => {
      expect(refusal('website', null)).toBe('Please enter a website URL');
      expect(refusal('website', undefined)).toBe('Please enter a website URL');
    });

    it('needs both first name and phone for a vCard', () => {
      expect(refusal('vcard', { firstName: 'Ada' })).toBe('Please fill in at least first name and phone number');
      expect(refusal('vcard', { phone: '123' })).toBe('Please fill in at least first name and phone number');
    });

    it('needs both network name and password for a secured WiFi network', () => {
      expect(refusal('wifi', { ssid: 'Home' })).toBe('Please enter WiFi network name and password');
      expect(refusal('wifi', { password: 'secret123' })).toBe('Please enter WiFi network name and password');
      expect(refusal('wifi', { ssid: 'Home', encryption: 'WEP' })).toBe('Please enter WiFi network name and password');
    });

    it('accepts business content with only a website, only a legacy url or only a phone', () => {
      expect(accepted('business', { website: 'a.com' }).website).toBe('https://a.com');
      expect(accepted('business', { url: 'a.com' }).website).toBe('https://a.com');
      expect(accepted('business', { phone: '123' }).phone).toBe('123');
      expect(refusal('business', { businessName: 'Cafe' })).toBe('Please enter at least a website URL or phone number');
    });

    it.each([['url'], ['code'], ['text']])('accepts a coupon with only a %s', (field) => {
      const value = field === 'url' ? 'example.com/deal' : 'x';
      expect(validateContent('coupon', { [field]: value }).ok).toBe(true);
    });

    it.each([['url'], ['facebookUrl'], ['instagramUrl'], ['twitterUrl']])(
      'accepts social content with only %s',
      (field) => {
        expect(accepted('social', { [field]: 'example.com/me' })[field as 'url']).toBe('https://example.com/me');
      },
    );
  });

  describe('step 4: empty encoded content', () => {
    it('refuses a Facebook page that is only a site prefix, @ or slash', () => {
      expect(refusal('facebook', { pageId: 'https://www.facebook.com/' })).toBe(EMPTY_PAYLOAD);
      expect(refusal('facebook', { pageId: '@' })).toBe(EMPTY_PAYLOAD);
    });

    it('refuses an Instagram username that is only a site prefix or @', () => {
      expect(refusal('instagram', { username: 'instagram.com/' })).toBe(EMPTY_PAYLOAD);
      expect(refusal('instagram', { username: '@' })).toBe(EMPTY_PAYLOAD);
    });

    it('refuses a WhatsApp phone without digits', () => {
      expect(refusal('whatsapp', { phone: 'call me' })).toBe(EMPTY_PAYLOAD);
      expect(refusal('whatsapp', { phone: '+' })).toBe(EMPTY_PAYLOAD);
    });

    it('reports step 3 before step 4', () => {
      expect(refusal('whatsapp', { phone: '' })).toBe('Please enter a phone number');
    });
  });

  describe('hardening', () => {
    it('refuses an unknown type', () => {
      expect(refusal('telegram', { url: 'x' })).toBe('Unknown QR code type');
      expect(refusal('__proto__', {})).toBe('Unknown QR code type');
    });

    it.each([['a string'], [42], [['url']], [true]])('refuses content that is not an object (%j)', (raw) => {
      expect(refusal('website', raw)).toBe('QR code content must be an object');
    });

    it.each([
      ['website', { url: 42 }, 'Website URL must be text'],
      ['vcard', { firstName: ['Ada'], phone: '1' }, 'First Name must be text'],
      ['vcard', { firstName: 'Ada', phone: 123 }, 'Phone must be text'],
      ['wifi', { ssid: 'x', password: 'y', encryption: 1 }, 'Encryption must be text'],
      ['links', { links: 'example.com' }, 'Links Collection must be a list'],
      ['links', { links: ['example.com'] }, 'Each link must have a URL and an optional title'],
      ['links', { links: [{ url: 5 }] }, 'URL must be text'],
      ['images', { images: 'a.png' }, 'Image URLs must be a list'],
      ['images', { images: ['a.png'] }, 'Each image must have a URL'],
      ['coupon', { code: { $ne: '' } }, 'Coupon Code must be text'],
    ] as const)('refuses %s content with a field of the wrong type: %j', (type, raw, message) => {
      expect(refusal(type, raw)).toBe(message);
    });

    it('refuses a field of the wrong type before reporting missing content', () => {
      expect(refusal('vcard', { phone: 7 })).toBe('Phone must be text');
    });

    it('drops unknown fields', () => {
      expect(accepted('website', { url: 'example.com', isAdmin: true, __proto__: { x: 1 } })).toEqual({
        url: 'https://example.com',
      });
    });

    it.each(QR_TYPE_IDS)('returns every field of %s content and nothing else', (type) => {
      const content = accepted(type, VALID[type]);
      expect(Object.keys(content).sort()).toEqual(Object.keys(emptyContent(type)).sort());
    });

    it.each([
      ['website', 'url'],
      ['pdf', 'pdfUrl'],
      ['video', 'videoUrl'],
      ['menu', 'menuUrl'],
      ['mp3', 'audioUrl'],
      ['vcard', 'website'],
      ['business', 'website'],
      ['social', 'twitterUrl'],
      ['coupon', 'url'],
    ] as const)('refuses javascript:, data:, file: and vbscript: URLs in %s.%s', (type, field) => {
      for (const url of [
        'javascript:alert(1)',
        'data:text/html,x',
        'file:///etc/passwd',
        'vbscript:x',
        ' JaVaScRiPt:alert(1)',
      ]) {
        expect(refusal(type, { ...VALID[type], [field]: url })).toBe(ONLY_HTTP);
      }
    });

    it('refuses javascript: URLs in links and images lists', () => {
      expect(refusal('links', { links: [{ url: 'a.com' }, { title: 'x', url: 'javascript:alert(1)' }] })).toBe(
        ONLY_HTTP,
      );
      expect(refusal('images', { images: [{ url: 'data:image/png;base64,AAAA' }] })).toBe(ONLY_HTTP);
      expect(refusal('images', { imageUrl: 'file:///x.png' })).toBe(ONLY_HTTP);
    });

    it.each([
      ['website', 'url', 'Website URL must be at most 2,048 characters'],
      ['vcard', 'company', 'Company must be at most 500 characters'],
      ['vcard', 'firstName', 'First Name must be at most 500 characters'],
      ['whatsapp', 'message', 'Message must be at most 2,000 characters'],
      ['coupon', 'text', 'Coupon Text must be at most 500 characters'],
      ['wifi', 'ssid', 'Network Name (SSID) must be at most 32 characters'],
      ['facebook', 'pageId', 'Facebook Page ID or Username must be at most 500 characters'],
      ['apps', 'appId', 'App ID must be at most 500 characters'],
    ] as const)('refuses a 100 KB %s.%s', (type, field, message) => {
      expect(refusal(type, { ...VALID[type], [field]: 'a'.repeat(100_000) })).toBe(message);
    });

    it('refuses a 100 KB link title or URL', () => {
      expect(refusal('links', { links: [{ title: 'a'.repeat(100_000), url: 'a.com' }] })).toBe(
        'Link Title must be at most 500 characters',
      );
      expect(refusal('links', { links: [{ url: 'a'.repeat(100_000) }] })).toBe('URL must be at most 2,048 characters');
    });

    it('accepts values exactly at the limit', () => {
      expect(accepted('whatsapp', { phone: '1', message: 'm'.repeat(2000) }).message).toHaveLength(2000);
      expect(accepted('vcard', { firstName: 'f'.repeat(500), phone: '1' }).firstName).toHaveLength(500);
    });

    it('refuses a malformed email address', () => {
      expect(refusal('vcard', { ...VALID.vcard, email: 'not-an-email' })).toBe('Please enter a valid email address');
      expect(refusal('business', { ...VALID.business, email: 'a@b' })).toBe('Please enter a valid email address');
    });
  });

  describe('normalisation', () => {
    it('prepends https:// and trims URLs', () => {
      expect(accepted('website', { url: '  example.com/a ' })).toEqual({ url: 'https://example.com/a' });
    });

    it.each([
      ['pdf', 'pdfUrl'],
      ['video', 'videoUrl'],
      ['menu', 'menuUrl'],
      ['mp3', 'audioUrl'],
    ] as const)('stores the typed %s URL in both url and %s', (type, field) => {
      expect(accepted(type, { [field]: 'example.com/file' })).toEqual({
        url: 'https://example.com/file',
        [field]: 'https://example.com/file',
      });
    });

    it('reads legacy content holding only url into the type-specific field', () => {
      expect(accepted('video', { url: 'example.com/v' })).toEqual({
        url: 'https://example.com/v',
        videoUrl: 'https://example.com/v',
      });
    });

    it('prefers the type-specific field over a stale url', () => {
      expect(accepted('menu', { url: 'old.com', menuUrl: 'new.com' }).url).toBe('https://new.com');
    });

    it('stores the business website in both url and website, and keeps page-only fields', () => {
      expect(
        accepted('business', {
          businessName: ' Cafe ',
          website: 'cafe.com',
          phone: '123',
          email: 'hi@cafe.com',
          address: '1 Main St',
        }),
      ).toEqual({
        businessName: 'Cafe',
        url: 'https://cafe.com',
        website: 'https://cafe.com',
        phone: '123',
        email: 'hi@cafe.com',
        address: '1 Main St',
      });
    });

    it('fills optional vCard fields with empty strings and normalises its website', () => {
      expect(accepted('vcard', { firstName: 'Ada', phone: '1', website: 'ada.dev' })).toEqual({
        firstName: 'Ada',
        lastName: '',
        phone: '1',
        email: '',
        company: '',
        website: 'https://ada.dev',
        address: '',
      });
    });

    it('defaults WiFi encryption to WPA and keeps spaces in network name and password', () => {
      expect(accepted('wifi', { ssid: ' My Net ', password: ' pass word ' })).toEqual({
        ssid: ' My Net ',
        password: ' pass word ',
        encryption: 'WPA',
      });
    });

    it('accepts an open network without a password and drops any password given', () => {
      expect(accepted('wifi', { ssid: 'Cafe', encryption: 'nopass' })).toEqual({
        ssid: 'Cafe',
        password: '',
        encryption: 'nopass',
      });
      expect(accepted('wifi', { ssid: 'Cafe', password: 'x', encryption: 'nopass' }).password).toBe('');
    });

    it('accepts encryption names in any case and refuses unknown ones', () => {
      expect(accepted('wifi', { ...VALID.wifi, encryption: 'wep' }).encryption).toBe('WEP');
      expect(refusal('wifi', { ...VALID.wifi, encryption: 'WPA4' })).toBe(
        'Encryption must be one of: WPA, WEP, nopass',
      );
    });

    it('keeps the digits of a WhatsApp phone and a leading +', () => {
      expect(accepted('whatsapp', { phone: ' +1 (555) 010-9999 ', message: ' Hi ' })).toEqual({
        phone: '+15550109999',
        message: 'Hi',
      });
      expect(accepted('whatsapp', { phone: '0044 20 7946' }).phone).toBe('0044207946');
    });

    it.each([
      ['https://www.facebook.com/LiveQR/', 'LiveQR'],
      ['http://facebook.com/LiveQR', 'LiveQR'],
      ['m.facebook.com/LiveQR?ref=bookmarks', 'LiveQR'],
      ['fb.com/LiveQR', 'LiveQR'],
      ['@LiveQR', 'LiveQR'],
      ['LiveQR//', 'LiveQR'],
      ['facebook.com/profile.php?id=100012345', 'profile.php?id=100012345'],
      ['facebook.com/pages/Cafe/123456/', 'pages/Cafe/123456'],
    ])('normalises the Facebook page %j to %j', (raw, pageId) => {
      expect(accepted('facebook', { pageId: raw })).toEqual({ pageId });
    });

    it('refuses a Facebook page with characters a page address cannot hold', () => {
      expect(refusal('facebook', { pageId: 'my page' })).toBe('Please enter a valid Facebook page ID or username');
      expect(refusal('facebook', { pageId: 'evil.com/"><script>' })).toBe(
        'Please enter a valid Facebook page ID or username',
      );
    });

    it.each([
      ['https://www.instagram.com/live.qr/', 'live.qr'],
      ['instagram.com/live_qr?igsh=abc', 'live_qr'],
      ['@liveqr', 'liveqr'],
      ['liveqr/', 'liveqr'],
    ])('normalises the Instagram username %j to %j', (raw, username) => {
      expect(accepted('instagram', { username: raw })).toEqual({ username });
    });

    it('refuses an Instagram username that is not one', () => {
      expect(refusal('instagram', { username: 'live qr' })).toBe('Please enter a valid Instagram username');
      expect(refusal('instagram', { username: 'a'.repeat(31) })).toBe('Please enter a valid Instagram username');
    });

    it('defaults the app store to iOS and accepts App Store ids as typed or pasted', () => {
      expect(accepted('apps', { appId: '284882215' })).toEqual({ store: 'ios', appId: '284882215' });
      expect(accepted('apps', { appId: 'id284882215' }).appId).toBe('284882215');
      expect(accepted('apps', { appId: 'https://apps.apple.com/us/app/facebook/id284882215' }).appId).toBe('284882215');
    });

    it('accepts Play Store package names as typed or pasted', () => {
      expect(accepted('apps', { store: 'android', appId: 'com.whatsapp' })).toEqual({
        store: 'android',
        appId: 'com.whatsapp',
      });
      expect(
        accepted('apps', {
          store: 'android',
          appId: 'https://play.google.com/store/apps/details?id=com.whatsapp&hl=en',
        }).appId,
      ).toBe('com.whatsapp');
    });

    it('refuses app ids that do not fit the store', () => {
      expect(refusal('apps', { store: 'ios', appId: 'com.whatsapp' })).toBe('Please enter a valid app ID');
      expect(refusal('apps', { store: 'android', appId: '12345' })).toBe('Please enter a valid app ID');
      expect(refusal('apps', { store: 'android', appId: 'com.x/../y' })).toBe('Please enter a valid app ID');
      expect(refusal('apps', { store: 'windows', appId: '1' })).toBe('App Store must be one of: ios, android');
    });

    it('collects images from the list, imageUrl and legacy url, without duplicates', () => {
      expect(
        accepted('images', {
          images: [{ url: 'a.com/1.png' }, { url: 'https://a.com/2.png' }],
          imageUrl: 'a.com/1.png',
          url: 'a.com/3.png',
        }),
      ).toEqual({
        url: 'https://a.com/1.png',
        imageUrl: 'https://a.com/1.png',
        images: [{ url: 'https://a.com/1.png' }, { url: 'https://a.com/2.png' }, { url: 'https://a.com/3.png' }],
      });
    });
  });

  describe('the field a refusal is about, as the request names it', () => {
    const SERVER: DestinationContext = {
      ownOrigins: ownOrigins('https://liveqr.test'),
      isBlocklisted: (host) => host === 'harmful.example',
    };

    it.each<[string, Record<string, unknown>, string]>([
      ['website', {}, 'content.url'],
      ['website', { url: 'ftp://example.com/menu' }, 'content.url'],
      ['pdf', {}, 'content.pdfUrl'],
      ['pdf', { url: 'https://exa mple.com/a.pdf' }, 'content.url'],
      ['vcard', {}, 'content.firstName'],
      ['vcard', { firstName: 'Ada' }, 'content.phone'],
      ['vcard', { firstName: 'Ada', phone: '+44 1', email: 'not-an-address' }, 'content.email'],
      ['vcard', { firstName: 'Ada', phone: '+44 1', website: 'ftp://example.com' }, 'content.website'],
      ['wifi', {}, 'content.ssid'],
      ['wifi', { ssid: 'Home' }, 'content.password'],
      ['wifi', { ssid: 'Home', password: 'secret123', encryption: 'WPA3' }, 'content.encryption'],
      ['social', {}, 'content.facebookUrl'],
      ['social', { facebookUrl: 'facebook.com/a', twitterUrl: 'mailto:someone@example.com' }, 'content.twitterUrl'],
      ['business', { businessName: 'Cafe' }, 'content.website'],
      ['business', { url: 'javascript:alert(1)' }, 'content.url'],
      ['facebook', { pageId: 'no spaces allowed' }, 'content.pageId'],
      ['facebook', { pageId: '@' }, 'content.pageId'],
      ['apps', { store: 'ios', appId: 'not an id' }, 'content.appId'],
      ['coupon', {}, 'content.code'],
      ['whatsapp', { phone: 42 }, 'content.phone'],
      ['links', {}, 'content.links'],
      ['links', { links: 'a.com' }, 'content.links'],
      ['links', { links: [{ url: 'a.com' }, 'b.com'] }, 'content.links[1]'],
      ['links', { links: [{ url: 'a.com' }, { url: 'b.com', title: 'x'.repeat(5000) }] }, 'content.links[1].title'],
      ['links', { links: [{ url: 'a.com' }, { url: 'b.com' }, { url: 'a.com' }] }, 'content.links[2].url'],
      ['links', { url: 'ftp://a.com' }, 'content.url'],
      ['images', {}, 'content.images'],
      ['images', { images: [{ url: 'a.com/1.png' }, { url: 'ftp://a.com/2.png' }] }, 'content.images[1].url'],
      ['images', { images: [{ url: 'a.com/1.png' }], imageUrl: 'javascript:x' }, 'content.imageUrl'],
      ['telegram', {}, 'type'],
    ])('puts %s %j at %s', (type, raw, field) => {
      expect(refusedField(type, raw)).toBe(field);
    });

    it('counts a list before reading its items: 1,000 links or images pass, one more is refused at the list', () => {
      const many = (count: number) => Array.from({ length: count }, (_, i) => ({ url: `https://example.com/${i}` }));
      expect(validateContent('links', { links: many(MAX_LIST_ITEMS) }).ok).toBe(true);
      expect(validateContent('images', { images: many(MAX_LIST_ITEMS) }).ok).toBe(true);
      // Item 0 is malformed too: the count is what refuses, before any item is read.
      for (const [type, name] of [
        ['links', 'links'],
        ['images', 'images'],
      ] as const) {
        const refused = validateContent(type, { [name]: ['not an item', ...many(MAX_LIST_ITEMS)] });
        expect(refused).toMatchObject({
          ok: false,
          message: CONTENT_MESSAGES.tooManyItems,
          field: `content.${name}`,
        });
      }
    });

    it('lists every accepted URL where the request gave it, so the server can look each up', () => {
      const destinationsOf = (type: string, raw: unknown) => {
        const result = validateContent(type, raw);
        if (!result.ok) throw new Error(result.message);
        return result.destinations;
      };
      expect(destinationsOf('social', { instagramUrl: 'instagram.com/a', twitterUrl: 'x.com/a' })).toEqual([
        { url: 'https://instagram.com/a', field: 'content.instagramUrl' },
        { url: 'https://x.com/a', field: 'content.twitterUrl' },
      ]);
      expect(destinationsOf('links', { links: [{ url: 'a.com' }, { title: 'B', url: 'b.com' }] })).toEqual([
        { url: 'https://a.com', field: 'content.links[0].url' },
        { url: 'https://b.com', field: 'content.links[1].url' },
      ]);
      expect(destinationsOf('pdf', { pdfUrl: 'a.com/x.pdf' })).toEqual([
        { url: 'https://a.com/x.pdf', field: 'content.pdfUrl' },
      ]);
      expect(destinationsOf('business', { url: 'a.com' })).toEqual([{ url: 'https://a.com', field: 'content.url' }]);
      expect(destinationsOf('wifi', VALID.wifi)).toEqual([]);
    });

    it('names the one URL the destination policy refuses, however many the content has', () => {
      const social = {
        facebookUrl: 'https://facebook.com/liveqr',
        instagramUrl: 'https://instagram.com/liveqr',
        twitterUrl: 'https://harmful.example/liveqr',
      };
      expect(refusedField('social', social, SERVER)).toBe('content.twitterUrl');
      expect(validateContent('social', social).ok).toBe(true);
      const links = { links: [{ url: 'a.com' }, { url: 'b.com' }, { url: 'https://liveqr.test/s/abc' }] };
      expect(validateContent('links', links, SERVER)).toMatchObject({
        ok: false,
        refusal: 'own_short_link',
        field: 'content.links[2].url',
      });
    });
  });

  describe('links', () => {
    it('defaults each title to its URL and prepends https://', () => {
      expect(accepted('links', { links: [{ url: 'a.com' }, { title: '  Docs ', url: 'http://b.com' }] })).toEqual({
        links: [
          { title: 'https://a.com', url: 'https://a.com' },
          { title: 'Docs', url: 'http://b.com' },
        ],
      });
    });

    it('refuses an item without a URL', () => {
      expect(refusal('links', { links: [{ title: 'Nothing' }] })).toBe('Please enter a URL');
    });

    it('refuses duplicates, also when they differ only by the https:// the rule prepends', () => {
      expect(refusal('links', { links: [{ url: 'a.com' }, { url: 'https://a.com' }] })).toBe(
        'This link already exists!',
      );
    });

    it('reads legacy content with a single url and title as a one-item list', () => {
      expect(accepted('links', { url: 'a.com', title: 'Site' }).links).toEqual([
        { title: 'Site', url: 'https://a.com' },
      ]);
      expect(accepted('links', { url: 'a.com' }).links).toEqual([{ title: 'Link', url: 'https://a.com' }]);
    });

    it('reads legacy content with neither url nor list as an empty list', () => {
      expect(refusal('links', { title: '' })).toBe('Please add at least one link');
    });

    it('accepts 1,000 links quickly', () => {
      const links = Array.from({ length: 1000 }, (_, i) => ({ title: `Link ${i}`, url: `example.com/page/${i}` }));
      const started = performance.now();
      const content = accepted('links', { links });
      expect(performance.now() - started).toBeLessThan(200);
      expect(content.links).toHaveLength(1000);
      expect(content.links[999]).toEqual({ title: 'Link 999', url: 'https://example.com/page/999' });
    });
  });
});
