import { CONTENT_MESSAGES, QR_TYPE_IDS, REQUIRED_CONTENT_MESSAGES } from '@liveqr/qr-content';
import { DESIGN_MESSAGES } from '@liveqr/qr-render';
import { startTestServer, type TestServer } from '../support/test-server';
import { aUser, createCode, qrApi, type QrApi, type QrUser, VALID_CONTENT } from './support/qr-client';

const SUBSCRIPTION_MESSAGE = 'You need an active subscription to create QR codes. Please subscribe to continue.';

describe('QR codes: bad input, ownership and the subscription gate', () => {
  let server: TestServer;
  let owner: QrUser;
  let api: QrApi;

  beforeAll(async () => {
    server = await startTestServer();
    owner = await aUser(server);
    api = qrApi(server, owner);
  });
  afterAll(() => server.close());

  /** Every refusal must leave nothing behind. */
  async function expectNothingStored(user: QrUser = owner) {
    expect((await qrApi(server, user).list()).json().total).toBe(0);
  }

  describe('refused with 400 and nothing stored', () => {
    it.each(QR_TYPE_IDS)("refuses empty %s content with the spec's message", async (type) => {
      const response = await api.create({ type, content: {} });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_content', message: REQUIRED_CONTENT_MESSAGES[type] });
      await expectNothingStored();
    });

    it.each([
      ['vcard', { firstName: 'Ada' }, 'Please fill in at least first name and phone number'],
      ['wifi', { ssid: 'Home', encryption: 'WPA' }, 'Please enter WiFi network name and password'],
      ['business', { businessName: 'Bistro' }, 'Please enter at least a website URL or phone number'],
      ['apps', { store: 'ios' }, 'Please enter an app ID'],
      ['links', { links: [] }, 'Please add at least one link'],
      ['social', { url: '', facebookUrl: '  ' }, 'Please enter at least one social media URL'],
      ['coupon', { url: '', code: '', text: '' }, 'Please enter a coupon code, URL, or text'],
      ['facebook', { pageId: '@' }, 'QR code content is empty. Please fill in all required fields.'],
    ])('refuses %s content %j', async (type, content, message) => {
      const response = await api.create({ type, content });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      await expectNothingStored();
    });

    it.each([
      ['website', { url: 'javascript:alert(1)' }],
      ['website', { url: 'JaVa\tScript:alert(1)' }],
      ['pdf', { pdfUrl: 'data:text/html;base64,PHNjcmlwdD4=' }],
      ['menu', { menuUrl: 'file:///etc/passwd' }],
      ['links', { links: [{ title: 'ok', url: 'https://example.com' }, { url: 'javascript:alert(1)' }] }],
      ['social', { facebookUrl: 'data:text/html,hi' }],
      ['vcard', { firstName: 'Ada', phone: '1', website: 'javascript:alert(1)' }],
      ['images', { images: [{ url: 'file:///tmp/a.png' }] }],
    ])('refuses a dangerous URL in %s content %j', async (type, content) => {
      const response = await api.create({ type, content });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(CONTENT_MESSAGES.onlyHttp);
      await expectNothingStored();
    });

    it('refuses an unknown type', async () => {
      const response = await api.create({ type: 'telepathy', content: { url: 'https://example.com' } });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(CONTENT_MESSAGES.unknownType);
      await expectNothingStored();
    });

    it.each([
      [{ type: 'website', content: { url: 42 } }, 'URL must be text'],
      [{ type: 'links', content: { links: 'https://example.com' } }, 'must be a list'],
      [{ type: 'website', content: 'https://example.com' }, CONTENT_MESSAGES.contentNotObject],
      [{ type: 'website', content: ['https://example.com'] }, CONTENT_MESSAGES.contentNotObject],
      [{ type: 'website', content: { url: 'https://example.com' }, name: 7 }, 'QR Code Name must be text'],
      [
        { type: 'website', content: { url: 'https://example.com' }, isTracked: 'yes' },
        'isTracked must be true or false',
      ],
      [
        { type: 'website', content: { url: 'https://example.com' }, customization: 'red' },
        'The design must be an object',
      ],
      [{ type: 'website', content: { url: 'https://example.com' }, owner: 'x' }, 'property owner should not exist'],
    ])('refuses fields of the wrong type: %j', async (payload, message) => {
      const response = await api.create(payload);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json().message)).toContain(message);
      await expectNothingStored();
    });

    it.each([
      ['website', { url: `https://example.com/${'a'.repeat(100_000)}` }],
      ['vcard', { firstName: 'a'.repeat(100_000), phone: '1' }],
      ['whatsapp', { phone: '1', message: 'a'.repeat(100_000) }],
    ])('refuses a 100 KB field in %s content', async (type, content) => {
      const response = await api.create({ type, content });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/must be at most [\d,]+ characters/);
      await expectNothingStored();
    });

    it('refuses a 100 KB name', async () => {
      const response = await api.create({
        type: 'website',
        content: { url: 'example.com' },
        name: 'a'.repeat(100_000),
      });
      expect(response.statusCode).toBe(400);
      await expectNothingStored();
    });

    it('refuses a 10 MB body with 413', async () => {
      const response = await api.create({
        type: 'website',
        content: { url: 'example.com', filler: 'a'.repeat(10 * 1024 * 1024) },
      });
      expect(response.statusCode).toBe(413);
      await expectNothingStored();
    });

    it.each([
      [
        { foreground: '#777777', background: '#888888' },
        DESIGN_MESSAGES.lowContrast({ label: 'foreground colour', ratio: 1.2 }),
      ],
      [{ foreground: '#ffffff', background: '#000000' }, DESIGN_MESSAGES.inverted({ label: 'foreground colour' })],
      [{ foreground: 'reddish' }, DESIGN_MESSAGES.colour({ label: 'foreground colour' })],
      [{ modulePattern: 'hearts' }, DESIGN_MESSAGES.modulePattern()],
      [{ logo: { image: 'data:image/png;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+' } }, DESIGN_MESSAGES.logoMismatch()],
    ])('refuses customization %j', async (customization, message) => {
      const response = await api.create({ type: 'website', content: { url: 'example.com' }, customization });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_customization', message });
      await expectNothingStored();
    });

    it('refuses content too long to fit in a QR code', async () => {
      const long = 'a'.repeat(490);
      const content = { firstName: long, lastName: long, phone: '1', company: long, address: long, email: '' };
      const response = await api.create({
        type: 'vcard',
        content: { ...content, website: `https://${'b'.repeat(2000)}.com` },
        isTracked: false,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('content_too_long');
      await expectNothingStored();
    });

    it('refuses an invalid edit and keeps the code as it was', async () => {
      const code = await createCode(api, { type: 'website', content: { url: 'example.com' } });
      const response = await api.update(code.id, { name: 'New', content: { url: 'javascript:alert(1)' } });
      expect(response.statusCode).toBe(400);
      expect((await api.get(code.id)).json()).toEqual(code);
      const low = await api.update(code.id, { customization: { foreground: '#eeeeee' } });
      expect(low.statusCode).toBe(400);
      expect((await api.get(code.id)).json()).toEqual(code);
      await api.remove(code.id);
    });
  });

  it('accepts 1,000 links in one list', async () => {
    const links = Array.from({ length: 1000 }, (_, i) => ({ title: `Link ${i}`, url: `https://example.com/${i}` }));
    const response = await api.create({ type: 'links', content: { links } });
    expect(response.statusCode).toBe(201);
    expect(response.json().content.links).toHaveLength(1000);
    await api.remove(response.json().id);
  });

  describe('ownership', () => {
    let intruder: QrApi;
    let code: { id: string; name: string };

    beforeAll(async () => {
      intruder = qrApi(server, await aUser(server));
      code = await createCode(api, { type: 'website', content: { url: 'example.com' }, name: 'Mine' });
    });

    it("lists only the caller's codes", async () => {
      expect((await intruder.list()).json()).toMatchObject({ items: [], total: 0 });
    });

    it.each([
      ['reads', (other: QrApi, id: string) => other.get(id)],
      ['edits', (other: QrApi, id: string) => other.update(id, { name: 'Stolen' })],
      ['toggles', (other: QrApi, id: string) => other.toggle(id)],
      ['downloads', (other: QrApi, id: string) => other.image(id)],
      ['deletes', (other: QrApi, id: string) => other.remove(id)],
    ])("answers 404 when another user %s the owner's code", async (_action, call) => {
      const response = await call(intruder, code.id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'qr_code_not_found', message: 'QR code not found' });
      expect((await api.get(code.id)).json()).toMatchObject({ name: 'Mine', isActive: true });
    });

    it('answers 404 for an id that is not a uuid', async () => {
      expect((await api.get('not-an-id')).statusCode).toBe(404);
    });

    it.each([
      ['GET', '/api/qr-codes'],
      ['POST', '/api/qr-codes'],
      ['GET', '/api/qr-codes/00000000-0000-4000-8000-000000000000'],
      ['PATCH', '/api/qr-codes/00000000-0000-4000-8000-000000000000'],
      ['POST', '/api/qr-codes/00000000-0000-4000-8000-000000000000/toggle'],
      ['DELETE', '/api/qr-codes/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/qr-codes/00000000-0000-4000-8000-000000000000/image'],
    ] as const)('answers %s %s with 401 without a session', async (method, url) => {
      expect((await server.inject({ method, url, payload: {} })).statusCode).toBe(401);
    });
  });

  describe('subscription gate', () => {
    let unsubscribed: QrUser;

    beforeAll(async () => {
      unsubscribed = await aUser(server, { subscribed: false });
    });

    it("refuses creating without an active subscription with 402 and the spec's message", async () => {
      const response = await qrApi(server, unsubscribed).create({ type: 'website', content: { url: 'example.com' } });
      expect(response.statusCode).toBe(402);
      expect(response.json()).toMatchObject({ error: 'subscription_required', message: SUBSCRIPTION_MESSAGE });
      await expectNothingStored(unsubscribed);
    });

    it('checks the subscription before the content (spec order)', async () => {
      const response = await qrApi(server, unsubscribed).create({ type: 'website', content: {} });
      expect(response.statusCode).toBe(402);
    });

    it('refuses editing once the subscription is cancelled, but still allows toggling and deleting', async () => {
      const user = await aUser(server);
      const mine = qrApi(server, user);
      const code = await createCode(mine, { type: 'website', content: { url: 'example.com' } });
      const cancelled = await server.inject({
        method: 'POST',
        url: '/api/billing/test/portal',
        cookies: user.cookies,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'when=now',
      });
      expect(cancelled.statusCode).toBeLessThan(400);

      const edit = await mine.update(code.id, { name: 'Renamed' });
      expect(edit.statusCode).toBe(402);
      expect(edit.json().message).toBe(SUBSCRIPTION_MESSAGE);
      expect((await mine.get(code.id)).json().name).toBe(code.name);
      expect((await mine.toggle(code.id)).json().isActive).toBe(false);
      expect((await mine.remove(code.id)).statusCode).toBe(204);
    });
  });

  it('creates every type for a subscribed user (control for the refusals above)', async () => {
    for (const [type, content] of Object.entries(VALID_CONTENT)) {
      expect((await api.create({ type, content })).statusCode).toBe(201);
    }
  });
});
