import { randomBytes } from 'node:crypto';
import type { QrTypeId } from '@liveqr/qr-content';
import { decode as decodeJpeg } from 'jpeg-js';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { TestServer } from '../../support/test-server';
import { TEST_PASSWORD } from '../../support/test-password';
import { markEmailVerified } from '../../support/verified-email';

export interface QrUser {
  id: string;
  cookies: Record<string, string>;
}

type InjectResponse = Awaited<ReturnType<TestServer['inject']>>;

/**
 * Signs a new user up through identity's endpoint; `subscribed` pays through billing's local test
 * checkout; `verified` confirms the address (needed for API keys and webhooks).
 */
export async function aUser(server: TestServer, { subscribed = true, verified = false } = {}): Promise<QrUser> {
  const response = await server.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: `qr.${randomBytes(5).toString('hex')}@example.com`,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
    },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const user = { id: response.json().user.id as string, cookies: cookiesOf(response) };
  if (verified) await markEmailVerified(server, user.id);
  if (subscribed) {
    const paid = await server.inject({
      method: 'POST',
      url: '/api/billing/test/checkout',
      cookies: user.cookies,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    if (paid.statusCode !== 303) throw new Error(`test checkout failed: ${paid.statusCode} ${paid.body}`);
  }
  return user;
}

function cookiesOf(response: InjectResponse): Record<string, string> {
  return Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
}

/** Valid content of every type, as a user would type it (schemes left off, handles with '@'). */
export const VALID_CONTENT: { [T in QrTypeId]: Record<string, unknown> } = {
  website: { url: 'example.com/spring' },
  pdf: { pdfUrl: 'https://files.example.com/brochure.pdf' },
  images: { images: [{ url: 'https://img.example.com/1.jpg' }, { url: 'https://img.example.com/2.jpg' }] },
  video: { videoUrl: 'https://videos.example.com/watch?v=1' },
  wifi: { ssid: 'Cafe Guest', password: 'p@ss;word', encryption: 'WPA' },
  menu: { menuUrl: 'bistro.example.com/menu' },
  business: { businessName: 'Bistro', website: 'bistro.example.com', phone: '+1 555 0100' },
  vcard: { firstName: 'Ada', lastName: 'Lovelace', phone: '+44 20 7946 0000', email: 'ada@example.com' },
  mp3: { audioUrl: 'https://audio.example.com/episode-12.mp3' },
  apps: { store: 'android', appId: 'com.example.shop' },
  links: { links: [{ title: 'Shop', url: 'example.com/shop' }, { url: 'https://example.com/blog' }] },
  coupon: { code: 'SPRING10', text: '10% off' },
  facebook: { pageId: '@LiveQR' },
  instagram: { username: '@live.qr' },
  social: { facebookUrl: 'facebook.com/liveqr', twitterUrl: 'x.com/liveqr' },
  whatsapp: { phone: '+1 (555) 010-9999', message: 'Table for 4?' },
};

export function qrApi(server: TestServer, user: QrUser) {
  const as = { cookies: user.cookies };
  return {
    list: (query: Record<string, string | number | string[]> = {}) =>
      server.inject({ method: 'GET', url: '/api/qr-codes', query: stringify(query), ...as }),
    create: (payload: Record<string, unknown>) =>
      server.inject({ method: 'POST', url: '/api/qr-codes', payload, ...as }),
    get: (id: string) => server.inject({ method: 'GET', url: `/api/qr-codes/${id}`, ...as }),
    update: (id: string, payload: Record<string, unknown>) =>
      server.inject({ method: 'PATCH', url: `/api/qr-codes/${id}`, payload, ...as }),
    toggle: (id: string) => server.inject({ method: 'POST', url: `/api/qr-codes/${id}/toggle`, ...as }),
    remove: (id: string) => server.inject({ method: 'DELETE', url: `/api/qr-codes/${id}`, ...as }),
    image: (id: string, query: Record<string, string | number> = {}) =>
      server.inject({ method: 'GET', url: `/api/qr-codes/${id}/image`, query: stringify(query), ...as }),
    checkDesign: (payload: Record<string, unknown>) =>
      server.inject({ method: 'POST', url: '/api/qr-codes/design-check', payload, ...as }),
    applyBrandKit: (id: string, brandKitId: string) =>
      server.inject({ method: 'POST', url: `/api/qr-codes/${id}/apply-brand-kit`, payload: { brandKitId }, ...as }),
    folders: {
      list: () => server.inject({ method: 'GET', url: '/api/folders', ...as }),
      create: (payload: Record<string, unknown>) =>
        server.inject({ method: 'POST', url: '/api/folders', payload, ...as }),
      update: (id: string, payload: Record<string, unknown>) =>
        server.inject({ method: 'PATCH', url: `/api/folders/${id}`, payload, ...as }),
      remove: (id: string) => server.inject({ method: 'DELETE', url: `/api/folders/${id}`, ...as }),
      restore: (deletionId: string) =>
        server.inject({ method: 'POST', url: '/api/folders/restore', payload: { deletionId }, ...as }),
    },
    tags: {
      list: () => server.inject({ method: 'GET', url: '/api/tags', ...as }),
      create: (payload: Record<string, unknown>) => server.inject({ method: 'POST', url: '/api/tags', payload, ...as }),
      update: (id: string, payload: Record<string, unknown>) =>
        server.inject({ method: 'PATCH', url: `/api/tags/${id}`, payload, ...as }),
      remove: (id: string) => server.inject({ method: 'DELETE', url: `/api/tags/${id}`, ...as }),
      restore: (deletionId: string) =>
        server.inject({ method: 'POST', url: '/api/tags/restore', payload: { deletionId }, ...as }),
    },
    /** POST /api/qr-codes/bulk/{action}: status, move, tags, delete, restore, images. */
    bulk: (action: string, payload: Record<string, unknown>) =>
      server.inject({ method: 'POST', url: `/api/qr-codes/bulk/${action}`, payload, ...as }),
    brandKits: {
      list: () => server.inject({ method: 'GET', url: '/api/brand-kits', ...as }),
      create: (payload: Record<string, unknown>) =>
        server.inject({ method: 'POST', url: '/api/brand-kits', payload, ...as }),
      get: (id: string) => server.inject({ method: 'GET', url: `/api/brand-kits/${id}`, ...as }),
      update: (id: string, payload: Record<string, unknown>) =>
        server.inject({ method: 'PATCH', url: `/api/brand-kits/${id}`, payload, ...as }),
      remove: (id: string) => server.inject({ method: 'DELETE', url: `/api/brand-kits/${id}`, ...as }),
    },
  };
}

export type QrApi = ReturnType<typeof qrApi>;

/** Uploads a file's bytes for a code, failing loudly when the API refuses them. */
export async function uploadFile(
  server: TestServer,
  user: QrUser,
  kind: string,
  body: Buffer,
  fileName: string,
): Promise<{ id: string; url: string }> {
  const response = await server.inject({
    method: 'POST',
    url: '/api/uploads',
    query: { kind, fileName },
    headers: { 'content-type': 'application/octet-stream' },
    payload: body,
    cookies: user.cookies,
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Creates a code and returns its JSON, failing loudly when the API refuses it. */
export async function createCode(api: QrApi, payload: Record<string, unknown>) {
  const response = await api.create(payload);
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

function stringify(query: Record<string, string | number | string[]>): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(query).map(([key, value]) => [key, Array.isArray(value) ? value : String(value)]),
  );
}

/** What a phone camera would read from an image, with a real decoder (jsQR, as the first tests did; designs use all three). */
export function decode(format: 'png' | 'jpg', body: Buffer): string | null {
  const { width, height, data } =
    format === 'png' ? PNG.sync.read(body) : decodeJpeg(body, { useTArray: true, formatAsRGBA: true });
  const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), width, height);
  return code ? code.data : null;
}
