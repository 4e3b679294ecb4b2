import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from 'playwright-core';
import { PNG } from 'pngjs';
import { onePagePdf, toneWav } from './files';
import { WORKSPACE_ROOT } from './server';

/** Codes made through the API by a signed-in, subscribed owner (`request` carries their cookies). */

export interface CreatedCode {
  id: string;
  slug: string;
}

export async function createCode(
  request: APIRequestContext,
  baseUrl: string,
  data: { type: string; content: Record<string, unknown>; name?: string; password?: string },
): Promise<CreatedCode> {
  const response = await request.post(`${baseUrl}/api/qr-codes`, { data });
  expect(response.status()).toBe(201);
  return (await response.json()) as CreatedCode;
}

async function upload(request: APIRequestContext, baseUrl: string, kind: string, fileName: string, body: Buffer) {
  const response = await request.post(`${baseUrl}/api/uploads?kind=${kind}&fileName=${fileName}`, {
    headers: { 'content-type': 'application/octet-stream' },
    data: body,
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

/** A plain 64 px square picture, as someone would upload for a gallery. */
function squarePng(): Buffer {
  const png = new PNG({ width: 64, height: 64 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([30, 64, 175, 255], i);
  return PNG.sync.write(png);
}

type Uploader = (kind: string, fileName: string, body: Buffer) => Promise<string>;

/** Content for one code of each public page type; a file's code gets its file uploaded first. */
const PUBLIC_PAGE_CONTENT: Record<string, (upload: Uploader) => Promise<Record<string, unknown>>> = {
  vcard: async () => ({ firstName: 'Ada', lastName: 'Lovelace', phone: '+44 20 7946 0000', email: 'ada@example.com' }),
  business: async () => ({ businessName: 'Bistro', website: 'bistro.example.com', phone: '+33 1 23 45 67 89' }),
  links: async () => ({ links: [{ title: 'Shop', url: 'example.com/shop' }] }),
  images: async (upload) => ({ images: [{ url: await upload('image', 'square.png', squarePng()) }] }),
  coupon: async () => ({ code: 'SPRING10', text: '10% off', url: 'shop.example.com' }),
  social: async () => ({ facebookUrl: 'facebook.com/liveqr', instagramUrl: 'instagram.com/liveqr' }),
  pdf: async (upload) => ({ pdfUrl: await upload('document', 'menu.pdf', onePagePdf('Spring menu')) }),
  video: async (upload) => ({
    videoUrl: await upload('video', 'clip.webm', readFileSync(join(WORKSPACE_ROOT, 'tools/support/samples/clip.webm'))),
  }),
  mp3: async (upload) => ({ audioUrl: await upload('audio', 'tone.wav', toneWav(1)) }),
};

/**
 * The public page types as the API's contract lists them (`PublicQrCodeResponseDto.type` in
 * apps/api/openapi.json): a type added there without content here fails loudly.
 */
export function publicPageTypes(): string[] {
  const contract = JSON.parse(readFileSync(join(WORKSPACE_ROOT, 'apps/api/openapi.json'), 'utf8'));
  const types: string[] = contract.components.schemas.PublicQrCodeResponseDto.properties.type.enum;
  const missing = types.filter((type) => !(type in PUBLIC_PAGE_CONTENT));
  if (missing.length > 0) throw new Error(`No test content for the public page types ${missing.join(', ')}`);
  return types;
}

/** A code and the path of its public page (`/pdf/{id}`, ...). */
export interface PublicPageCode {
  id: string;
  path: string;
}

/** One code of every public page type, by type. */
export async function createPublicPageCodes(
  request: APIRequestContext,
  baseUrl: string,
): Promise<Record<string, PublicPageCode>> {
  const uploader: Uploader = (kind, fileName, body) => upload(request, baseUrl, kind, fileName, body);
  const codes: Record<string, PublicPageCode> = {};
  for (const type of publicPageTypes()) {
    const content = await PUBLIC_PAGE_CONTENT[type](uploader);
    const { id } = await createCode(request, baseUrl, { type, content, name: `My ${type} page` });
    codes[type] = { id, path: `/${type}/${id}` };
  }
  return codes;
}

/** The password of the code behind `ScanPages.password`. */
export const SCAN_PAGE_PASSWORD = 'open sesame';

/** The pages a scan shows instead of following the code, by the path that shows them. */
export interface ScanPages {
  /** No such code: 404. */
  notFound: string;
  /** Switched off by its owner: 410. */
  inactive: string;
  /** Past its expiry date: 410. */
  expired: string;
  /** Asks for SCAN_PAGE_PASSWORD first. */
  password: string;
}

export async function createScanPageCodes(request: APIRequestContext, baseUrl: string): Promise<ScanPages> {
  const website = (name: string, password?: string) =>
    createCode(request, baseUrl, { type: 'website', content: { url: 'example.com/menu' }, name, password });
  const inactive = await website('Switched off');
  expect((await request.post(`${baseUrl}/api/qr-codes/${inactive.id}/toggle`)).status()).toBe(200);
  const expired = await website('Last season');
  // A date in the past is accepted on edit: the code expires at once.
  const edited = await request.patch(`${baseUrl}/api/qr-codes/${expired.id}`, {
    data: { expiry: { at: '2020-01-01T00:00:00Z' } },
  });
  expect(edited.status()).toBe(200);
  const password = await website('Members only', SCAN_PAGE_PASSWORD);
  return {
    notFound: '/s/NoSuchCode1',
    inactive: `/s/${inactive.slug}`,
    expired: `/s/${expired.slug}`,
    password: `/s/${password.slug}`,
  };
}
