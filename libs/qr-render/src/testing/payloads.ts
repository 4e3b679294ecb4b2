import { encodePayload, QR_TYPE_IDS, trackedPayload, validateContent } from '@liveqr/qr-content';
import type { QrTypeId } from '@liveqr/qr-content';

const context = { publicUrl: 'https://liveqr.example', id: '7d3f2c1e-5b8a-4c6d-9e0f-1a2b3c4d5e6f' };

/** Realistic content of every type, with the characters that need escaping where a type has any. */
const CONTENT: { [T in QrTypeId]: Record<string, unknown> } = {
  website: { url: 'www.example.com/spring-menu?utm_source=qr&lang=en' },
  pdf: { pdfUrl: 'https://files.example.com/brochure%202024.pdf' },
  images: { images: [{ url: 'https://img.example.com/1.jpg' }, { url: 'https://img.example.com/2.jpg' }] },
  video: { videoUrl: 'https://videos.example.com/watch?v=dQw4w9WgXcQ' },
  wifi: { ssid: 'Café "Guest"; 5G', password: 'p@ss:word,1\\', encryption: 'WPA' },
  menu: { menuUrl: 'https://bistro.example.com/menu' },
  business: { businessName: 'Bistro', website: 'bistro.example.com', phone: '+1 555 0100' },
  vcard: {
    firstName: 'José',
    lastName: 'Müller',
    phone: '+49 30 1234567',
    email: 'jose@example.com',
    company: 'Müller & Söhne, GmbH; Berlin',
    website: 'https://mueller.example.com',
    address: 'Unter den Linden 1\n10117 Berlin',
  },
  mp3: { audioUrl: 'https://audio.example.com/episode-12.mp3' },
  apps: { store: 'android', appId: 'com.example.shop' },
  links: { links: [{ url: 'example.com/a' }, { url: 'example.com/b' }] },
  coupon: { url: 'shop.example.com/deal' },
  facebook: { pageId: 'https://www.facebook.com/LiveQR/' },
  instagram: { username: '@live.qr' },
  social: { facebookUrl: 'facebook.com/liveqr', twitterUrl: 'x.com/liveqr' },
  whatsapp: { phone: '+1 (555) 010-9999', message: 'Hello! I would like to book a table for 4 at 8pm 🍝' },
};

function payloadOf(type: QrTypeId): string {
  const result = validateContent(type, CONTENT[type]);
  if (!result.ok) throw new Error(`${type}: ${result.message}`);
  return encodePayload(type, result.content, context);
}

/** The untracked payload of each of the 16 types, as the API would encode it. */
export const TYPE_PAYLOADS: ReadonlyArray<readonly [QrTypeId, string]> = QR_TYPE_IDS.map((type) => [
  type,
  payloadOf(type),
]);

export const TRACKED_PAYLOAD = trackedPayload(context.publicUrl, 'Ab3x9Kq');
