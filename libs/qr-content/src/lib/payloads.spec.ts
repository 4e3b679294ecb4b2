import type { QrContentMap } from './content';
import { encodePayload, isTrackable, trackedPayload, trackedTarget, trackingUnavailableReason } from './payloads';
import { QR_TYPE_IDS } from './types';
import type { QrTypeId } from './types';
import { validateContent } from './validation';

const context = { publicUrl: 'https://liveqr.example/', id: 'c0ffee-42' };

/** Content as validation stores it, so the payload tests start from what the API holds. */
function stored<T extends QrTypeId>(type: T, raw: Record<string, unknown>): QrContentMap[T] {
  const result = validateContent(type, raw);
  if (!result.ok) throw new Error(result.message);
  return result.content;
}

const payload = <T extends QrTypeId>(type: T, raw: Record<string, unknown>) =>
  encodePayload(type, stored(type, raw), context);
const target = <T extends QrTypeId>(type: T, raw: Record<string, unknown>) =>
  trackedTarget(type, stored(type, raw), context.id);

describe('encodePayload', () => {
  it.each([
    ['website', { url: 'example.com/a' }, 'https://example.com/a'],
    ['pdf', { pdfUrl: 'example.com/a.pdf' }, 'https://example.com/a.pdf'],
    ['video', { videoUrl: 'http://example.com/a.mp4' }, 'http://example.com/a.mp4'],
    ['menu', { menuUrl: 'example.com/menu' }, 'https://example.com/menu'],
    ['mp3', { audioUrl: 'example.com/a.mp3' }, 'https://example.com/a.mp3'],
  ] as const)('encodes the URL of a %s code', (type, raw, url) => {
    expect(payload(type, raw)).toBe(url);
  });

  it('encodes the Facebook profile URL of the normalised handle', () => {
    expect(payload('facebook', { pageId: '@LiveQR/' })).toBe('https://www.facebook.com/LiveQR');
  });

  it('encodes the Instagram profile URL of the normalised handle', () => {
    expect(payload('instagram', { username: 'instagram.com/live.qr/' })).toBe('https://www.instagram.com/live.qr');
  });

  it('encodes a wa.me link from the digits, without the +', () => {
    expect(payload('whatsapp', { phone: '+1 (555) 010-9999' })).toBe('https://wa.me/15550109999');
  });

  it('adds the WhatsApp message URL-encoded', () => {
    expect(payload('whatsapp', { phone: '15550109999', message: 'Hi & bye? 100% 😀\nok' })).toBe(
      'https://wa.me/15550109999?text=Hi%20%26%20bye%3F%20100%25%20%F0%9F%98%80%0Aok',
    );
  });

  it('encodes App Store links with an id prefix for numeric ids', () => {
    expect(payload('apps', { appId: '284882215' })).toBe('https://apps.apple.com/app/id284882215');
  });

  it('encodes Play Store links for android', () => {
    expect(payload('apps', { store: 'android', appId: 'com.whatsapp' })).toBe(
      'https://play.google.com/store/apps/details?id=com.whatsapp',
    );
  });

  it('encodes vCard text for a vcard code', () => {
    expect(payload('vcard', { firstName: 'Ada', phone: '1' })).toBe(
      'BEGIN:VCARD\r\nVERSION:3.0\r\nN:;Ada;;;\r\nFN:Ada\r\nTEL:1\r\nEND:VCARD\r\n',
    );
  });

  it('encodes the WIFI: text for a wifi code', () => {
    expect(payload('wifi', { ssid: 'Home', password: 'p;w' })).toBe('WIFI:T:WPA;S:Home;P:p\\;w;;');
  });

  it.each([
    ['business', { phone: '1' }],
    ['links', { links: [{ url: 'a.com' }] }],
    ['images', { images: [{ url: 'a.com/1.png' }] }],
  ] as const)('encodes the public %s page URL', (type, raw) => {
    expect(payload(type, raw)).toBe(`https://liveqr.example/${type}/c0ffee-42`);
  });

  it('encodes the coupon URL when only a URL is set, the coupon page otherwise', () => {
    expect(payload('coupon', { url: 'shop.com/deal' })).toBe('https://shop.com/deal');
    expect(payload('coupon', { url: 'shop.com/deal', code: 'SAVE' })).toBe('https://liveqr.example/coupon/c0ffee-42');
    expect(payload('coupon', { text: '10% off' })).toBe('https://liveqr.example/coupon/c0ffee-42');
  });

  it('encodes the one social URL when exactly one is set, the social page otherwise', () => {
    expect(payload('social', { twitterUrl: 'x.com/liveqr' })).toBe('https://x.com/liveqr');
    expect(payload('social', { twitterUrl: 'x.com/liveqr', url: 'liveqr.example' })).toBe(
      'https://liveqr.example/social/c0ffee-42',
    );
  });

  it('escapes the id in page URLs', () => {
    expect(
      encodePayload('links', stored('links', { url: 'a.com' }), { publicUrl: 'https://q.example', id: 'a/b?c' }),
    ).toBe('https://q.example/links/a%2Fb%3Fc');
  });
});

describe('trackedTarget', () => {
  it.each([
    ['website', { url: 'a.com' }, 'https://a.com'],
    ['pdf', { pdfUrl: 'a.com/x.pdf' }, 'https://a.com/x.pdf'],
    ['video', { videoUrl: 'a.com/v' }, 'https://a.com/v'],
    ['menu', { menuUrl: 'a.com/m' }, 'https://a.com/m'],
    ['mp3', { audioUrl: 'a.com/a.mp3' }, 'https://a.com/a.mp3'],
    ['facebook', { pageId: 'LiveQR' }, 'https://www.facebook.com/LiveQR'],
    ['instagram', { username: 'liveqr' }, 'https://www.instagram.com/liveqr'],
    ['whatsapp', { phone: '+1 555', message: 'hi' }, 'https://wa.me/1555?text=hi'],
    ['apps', { appId: '1' }, 'https://apps.apple.com/app/id1'],
    ['coupon', { url: 'a.com/deal' }, 'https://a.com/deal'],
    ['social', { instagramUrl: 'instagram.com/liveqr' }, 'https://instagram.com/liveqr'],
  ] as const)('redirects a tracked %s scan to the destination', (type, raw, url) => {
    expect(target(type, raw)).toEqual({ kind: 'redirect', url });
  });

  it.each([
    ['vcard', { firstName: 'Ada', phone: '1' }],
    ['business', { phone: '1' }],
    ['links', { links: [{ url: 'a.com' }] }],
    ['images', { imageUrl: 'a.com/1.png' }],
    ['coupon', { code: 'SAVE' }],
    ['social', { url: 'a.com', twitterUrl: 'x.com/a' }],
  ] as const)('lands a tracked %s scan on its public page', (type, raw) => {
    expect(target(type, raw)).toEqual({ kind: 'page', path: `/${type}/c0ffee-42` });
  });

  it.each(['pdf', 'video', 'mp3'] as const)(
    'opens a %s file uploaded to us in our viewer, an outside file directly',
    (type) => {
      const upload = 'https://liveqr.example/api/uploads/0b6f3c2e-8a41-4f0e-9d6c-2f5b7a1e4c90';
      const field = { pdf: 'pdfUrl', video: 'videoUrl', mp3: 'audioUrl' }[type];
      expect(trackedTarget(type, stored(type, { [field]: upload }), context.id, context.publicUrl)).toEqual({
        kind: 'page',
        path: `/${type}/c0ffee-42`,
      });
      expect(encodePayload(type, stored(type, { [field]: upload }), context)).toBe(
        `https://liveqr.example/${type}/c0ffee-42`,
      );
      expect(
        trackedTarget(
          type,
          stored(type, { [field]: 'https://files.example.com/api/uploads/0b6f3c2e-8a41-4f0e-9d6c-2f5b7a1e4c90' }),
          context.id,
          context.publicUrl,
        ),
      ).toMatchObject({ kind: 'redirect' });
    },
  );

  it('never tracks wifi, and says why', () => {
    expect(target('wifi', { ssid: 'Home', password: 'secret123' })).toEqual({
      kind: 'untrackable',
      reason: 'WiFi codes connect the phone to a network directly, so scans cannot be counted.',
    });
  });
});

describe('isTrackable', () => {
  it('is false only for wifi', () => {
    expect(QR_TYPE_IDS.filter((type) => !isTrackable(type))).toEqual(['wifi']);
    expect(trackingUnavailableReason('wifi')).toBe(
      'WiFi codes connect the phone to a network directly, so scans cannot be counted.',
    );
    expect(trackingUnavailableReason('website')).toBeUndefined();
  });
});

describe('trackedPayload', () => {
  it('encodes the scan redirect URL, with or without a trailing slash on the public URL', () => {
    expect(trackedPayload('https://liveqr.example', 'Ab3x9')).toBe('https://liveqr.example/s/Ab3x9');
    expect(trackedPayload('https://liveqr.example/', 'Ab3x9')).toBe('https://liveqr.example/s/Ab3x9');
  });

  it('encodes the short link on a custom domain, over https and without /s/', () => {
    expect(trackedPayload('http://localhost:3000', 'Ab3x9', 'qr.brand.test')).toBe('https://qr.brand.test/Ab3x9');
    expect(trackedPayload('https://liveqr.example', 'Ab3x9', null)).toBe('https://liveqr.example/s/Ab3x9');
  });
});
