/**
 * A demo account on a running LiveQR, made through its API as a customer would make it: signed up,
 * subscribed in the local test checkout, with one styled code of every public page type (the pages
 * a scan lands on) and a few styled website codes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { request } from 'playwright-core';
import { ROOT } from './built-server.mjs';

const SAMPLES = join(ROOT, 'tools/support/samples');

/** Looks that show what the designer does; each passes the renderer's contrast and scan checks. */
const DESIGNS = [
  { foreground: '#1d4ed8', modulePattern: 'rounded', finderFrame: 'extra-rounded', finderCentre: 'circle' },
  {
    foreground: {
      type: 'linear',
      angle: 45,
      stops: [
        { offset: 0, colour: '#7c3aed' },
        { offset: 1, colour: '#db2777' },
      ],
    },
    modulePattern: 'dots',
    finderFrame: 'circle',
    finderCentre: 'circle',
  },
  {
    foreground: '#14532d',
    background: '#f0fdf4',
    modulePattern: 'classy',
    finderFrame: 'leaf',
    finderCentre: 'leaf',
    frame: { caption: 'Scan me', template: 'rounded-banner', colour: '#14532d' },
  },
  {
    foreground: '#111827',
    finderColour: '#dc2626',
    modulePattern: 'diamonds',
    finderFrame: 'rounded',
    finderCentre: 'diamond',
  },
  {
    foreground: '#9a3412',
    background: '#fff7ed',
    modulePattern: 'vertical-bars',
    finderFrame: 'rounded',
    finderCentre: 'rounded',
  },
];

/** One code of each public page type: name and content, the files uploaded first. */
const PUBLIC_PAGE_CODES = {
  vcard: async () => ({
    name: 'Business card',
    content: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+44 20 7946 0000',
      email: 'ada@example.com',
      company: 'Analytical Engines',
      website: 'example.com',
    },
  }),
  business: async () => ({
    name: 'Bistro Lumen',
    content: {
      businessName: 'Bistro Lumen',
      website: 'bistro-lumen.example.com',
      phone: '+33 1 23 45 67 89',
      email: 'hello@bistro-lumen.example.com',
      address: '12 Rue des Fleurs, Paris',
    },
  }),
  links: async () => ({
    name: 'Our links',
    content: {
      links: [
        { title: 'Shop', url: 'example.com/shop' },
        { title: 'Blog', url: 'example.com/blog' },
        { title: 'Newsletter', url: 'example.com/newsletter' },
      ],
    },
  }),
  images: async (upload) => ({
    name: 'Summer gallery',
    content: {
      images: [
        { url: await upload('image', join(ROOT, 'apps/shell/src/og-image.png')) },
        { url: await upload('image', join(ROOT, 'apps/shell/src/icon-512.png')) },
      ],
    },
  }),
  coupon: async () => ({
    name: 'Spring sale',
    content: { code: 'SPRING10', text: '10% off everything until Sunday', url: 'shop.example.com' },
  }),
  social: async () => ({
    name: 'Follow us',
    content: { facebookUrl: 'facebook.com/liveqr', instagramUrl: 'instagram.com/liveqr', twitterUrl: 'x.com/liveqr' },
  }),
  pdf: async (upload) => ({
    name: 'Spring menu',
    content: { pdfUrl: await upload('document', join(SAMPLES, 'menu.pdf')) },
  }),
  video: async (upload) => ({
    name: 'Shop tour',
    content: { videoUrl: await upload('video', join(SAMPLES, 'clip.webm')) },
  }),
  mp3: async (upload) => ({
    name: 'Podcast episode 12',
    content: { audioUrl: await upload('audio', join(SAMPLES, 'episode.wav')) },
  }),
};

const WEBSITE_CODES = [
  { name: 'Autumn campaign', content: { url: 'example.com/autumn' } },
  { name: 'Product labels', content: { url: 'example.com/products' } },
];

/**
 * The public page types as the API's committed contract lists them (apps/api/openapi.json), so a
 * type added there without a demo code here fails loudly rather than going unmeasured.
 */
export function publicPageTypes() {
  const contract = JSON.parse(readFileSync(join(ROOT, 'apps/api/openapi.json'), 'utf8'));
  const types = contract.components.schemas.PublicQrCodeResponseDto.properties.type.enum;
  const missing = types.filter((type) => !(type in PUBLIC_PAGE_CODES));
  if (missing.length > 0) throw new Error(`No demo code for the public page types ${missing.join(', ')}`);
  return types;
}

/**
 * Signs a new account up on `baseUrl`, subscribes it and makes its codes. Resolves with the
 * signed-in API context (its cookies serve a browser too: `api.storageState()`) and the codes made,
 * `{ id, type, slug, name }`, the public page types first.
 */
export async function makeDemoAccount(baseUrl) {
  const api = await request.newContext({ baseURL: baseUrl });
  await call(
    api.post('/api/auth/sign-up', {
      data: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: `demo.${Date.now()}@example.com`,
        password: 'plum-kettle-42',
        confirmPassword: 'plum-kettle-42',
      },
    }),
  );
  await call(api.post('/api/billing/test/checkout', { form: {}, maxRedirects: 0 }));

  const upload = async (kind, file) => {
    const name = file.split('/').pop();
    const { url } = await call(
      api.post(`/api/uploads?kind=${kind}&fileName=${encodeURIComponent(name)}`, {
        headers: { 'content-type': 'application/octet-stream' },
        data: readFileSync(file),
      }),
    );
    return url;
  };
  const specs = [
    ...(await Promise.all(
      publicPageTypes().map(async (type) => ({ type, ...(await PUBLIC_PAGE_CODES[type](upload)) })),
    )),
    ...WEBSITE_CODES.map((code) => ({ type: 'website', ...code })),
  ];
  const codes = [];
  // One after another, so the list shows them in this order (newest first).
  for (const [index, { type, name, content }] of specs.entries()) {
    const customization = DESIGNS[index % DESIGNS.length];
    const { id, slug } = await call(api.post('/api/qr-codes', { data: { type, name, content, customization } }));
    codes.push({ id, type, slug, name });
  }
  return { api, codes };
}

/** The response's JSON (or nothing); any answer but 2xx/3xx throws with what the server said. */
async function call(pending) {
  const response = await pending;
  if (response.status() >= 400) {
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  }
  return (response.headers()['content-type'] ?? '').includes('json') ? response.json() : undefined;
}
