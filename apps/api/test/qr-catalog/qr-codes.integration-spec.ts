import { QrCodeChangedEvent, QrCodeCreatedEvent, QrCodeDeletedEvent } from '@liveqr/shared/contracts';
import { EventBus } from '@nestjs/cqrs';
import { startTestServer, type TestServer } from '../support/test-server';
import { aUser, createCode, decode, qrApi, type QrApi, VALID_CONTENT } from './support/qr-client';

const PUBLIC_URL = 'https://liveqr.test';

describe('QR codes: create, read, edit, toggle, delete, download', () => {
  let server: TestServer;
  let api: QrApi;

  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL });
    api = qrApi(server, await aUser(server));
  });
  afterAll(() => server.close());

  it('creates a tracked website code: dynamic, active, counts at 0, default name, short slug payload', async () => {
    const response = await api.create({ type: 'website', content: { url: 'example.com/spring' } });
    expect(response.statusCode).toBe(201);
    const code = response.json();
    expect(code).toMatchObject({
      name: 'Website QR Code',
      type: 'website',
      content: { url: 'https://example.com/spring' },
      customization: {
        foreground: { type: 'solid', colour: '#000000' },
        background: '#ffffff',
        transparentBackground: false,
        modulePattern: 'square',
        finderFrame: 'square',
        finderCentre: 'square',
        errorCorrection: 'M',
      },
      symbol: { version: 3, modules: 29, errorCorrection: 'M', effectiveErrorCorrection: 'M', minimumSize: 128 },
      isDynamic: true,
      isActive: true,
      isTracked: true,
      scanCount: 0,
      uniqueScanCount: 0,
      imageUrl: `/api/qr-codes/${code.id}/image`,
    });
    expect(code.slug).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(code.payload).toBe(`${PUBLIC_URL}/s/${code.slug}`);
  });

  it('encodes the payload itself when tracking is off', async () => {
    const code = await createCode(api, { type: 'website', content: { url: 'https://example.com' }, isTracked: false });
    expect(code.isTracked).toBe(false);
    expect(code.payload).toBe('https://example.com');
  });

  it('never tracks a wifi code, and says why', async () => {
    const code = await createCode(api, { type: 'wifi', content: VALID_CONTENT.wifi, isTracked: true });
    expect(code.isTracked).toBe(false);
    expect(code.payload).toBe('WIFI:T:WPA;S:Cafe Guest;P:p@ss\\;word;;');
    expect(code.trackingUnavailableReason).toMatch(/WiFi/);
  });

  it.each(Object.entries(VALID_CONTENT))('creates a %s code from valid content', async (type, content) => {
    const response = await api.create({ type, content, name: `My ${type}` });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ type, name: `My ${type}` });
  });

  it('reads one code back with its content', async () => {
    const created = await createCode(api, { type: 'vcard', content: VALID_CONTENT.vcard, name: 'Card' });
    const response = await api.get(created.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(created);
  });

  it('edits name, content and customization; a tracked code keeps its slug and payload', async () => {
    const created = await createCode(api, { type: 'menu', content: { menuUrl: 'bistro.example.com/lunch' } });
    const response = await api.update(created.id, {
      name: 'Dinner',
      content: { menuUrl: 'bistro.example.com/dinner' },
      customization: { foreground: 'rgb(26 35 126)', modulePattern: 'dots' },
    });
    expect(response.statusCode).toBe(200);
    const edited = response.json();
    expect(edited).toMatchObject({
      name: 'Dinner',
      content: { url: 'https://bistro.example.com/dinner', menuUrl: 'https://bistro.example.com/dinner' },
      customization: { foreground: { type: 'solid', colour: '#1a237e' }, modulePattern: 'dots' },
      slug: created.slug,
      payload: created.payload,
    });
    expect(new Date(edited.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(created.updatedAt).getTime());
    expect((await api.get(created.id)).json()).toEqual(edited);
  });

  it('changes the payload of an untracked code when its content changes', async () => {
    const created = await createCode(api, { type: 'website', content: { url: 'a.example.com' }, isTracked: false });
    const edited = (await api.update(created.id, { content: { url: 'b.example.com' } })).json();
    expect(edited.payload).toBe('https://b.example.com');
  });

  it('toggles a code inactive and back', async () => {
    const created = await createCode(api, { type: 'website', content: { url: 'example.com' } });
    const off = await api.toggle(created.id);
    expect(off.statusCode).toBe(200);
    expect(off.json().isActive).toBe(false);
    expect((await api.get(created.id)).json().isActive).toBe(false);
    expect((await api.toggle(created.id)).json().isActive).toBe(true);
  });

  it('deletes a code', async () => {
    const created = await createCode(api, { type: 'website', content: { url: 'example.com' } });
    const response = await api.remove(created.id);
    expect(response.statusCode).toBe(204);
    expect((await api.get(created.id)).statusCode).toBe(404);
    expect((await api.remove(created.id)).statusCode).toBe(404);
  });

  it('announces creation, edits, toggles and deletions for the scan cache and webhooks', async () => {
    const published: unknown[] = [];
    const subscription = server.app.get(EventBus).subscribe((event) => published.push(event));
    try {
      const code = await createCode(api, { type: 'website', content: { url: 'example.com' } });
      await api.update(code.id, { name: 'Renamed' });
      await api.toggle(code.id);
      await api.remove(code.id);
      const mine = published.filter((event) => (event as { qrCodeId?: string }).qrCodeId === code.id);
      const actor = { userId: expect.any(String), apiKeyId: null };
      const renamed = { kind: 'edited', destination: null, rules: false, details: true } as const;
      expect(mine).toEqual([
        new QrCodeCreatedEvent(code.id, expect.any(String), code.slug, actor),
        new QrCodeChangedEvent(code.id, expect.any(String), code.slug, renamed, actor),
        new QrCodeChangedEvent(code.id, expect.any(String), code.slug, { kind: 'status', active: false }, actor),
        new QrCodeDeletedEvent(code.id, expect.any(String), code.slug, actor),
      ]);
    } finally {
      subscription.unsubscribe();
    }
  });

  it('documents every route in the OpenAPI document, with request and response schemas', async () => {
    const document = (await server.inject({ method: 'GET', url: '/api/docs-json' })).json();
    expect(Object.keys(document.paths['/api/qr-codes']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(document.paths['/api/qr-codes/{id}']).sort()).toEqual(['delete', 'get', 'patch']);
    expect(document.paths['/api/qr-codes/{id}/toggle']).toHaveProperty('post');
    expect(document.paths['/api/qr-codes/{id}/image']).toHaveProperty('get');
    expect(document.paths['/api/uploads']).toHaveProperty('post.requestBody.content.application/octet-stream');
    expect(document.paths['/api/uploads/{id}']).toHaveProperty('get');
    expect(document.components.schemas).toHaveProperty(
      'CreateQrCodeRequestDto.discriminator.mapping',
      expect.objectContaining({ website: expect.any(String), wifi: expect.any(String) }),
    );
    expect(document.components.schemas).toHaveProperty('WebsiteQrCodeResponseDto.properties.payload.example');
    expect(document.components.schemas).toHaveProperty('QrCodePageResponseDto.properties.total');
  });

  describe('image downloads', () => {
    it.each(['png', 'jpg'] as const)('downloads a %s that decodes to the tracked payload', async (format) => {
      const code = await createCode(api, { type: 'website', content: { url: 'example.com' }, name: 'Spring menu' });
      const response = await api.image(code.id, { format, size: 400 });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(format === 'png' ? 'image/png' : 'image/jpeg');
      expect(response.headers['content-disposition']).toContain(`attachment; filename="Spring menu.${format}"`);
      expect(decode(format, response.rawPayload)).toBe(code.payload);
    });

    it('downloads an SVG with the customisation applied', async () => {
      const code = await createCode(api, {
        type: 'website',
        content: { url: 'example.com' },
        customization: { foreground: '#1a237e' },
      });
      const response = await api.image(code.id, { format: 'svg' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.body).toContain('<svg');
      expect(response.body).toContain('#1a237e');
    });

    it('defaults to a 500 px PNG of the untracked payload when tracking is off', async () => {
      const code = await createCode(api, { type: 'vcard', content: VALID_CONTENT.vcard, isTracked: false });
      const response = await api.image(code.id);
      expect(response.headers['content-type']).toBe('image/png');
      expect(decode('png', response.rawPayload)).toBe(code.payload);
      expect(response.rawPayload.readUInt32BE(16)).toBe(500);
    });

    it('names the file with the code name, keeping non-ASCII names intact', async () => {
      const code = await createCode(api, { type: 'website', content: { url: 'example.com' }, name: 'Café "Süd"' });
      const disposition = (await api.image(code.id, { format: 'svg' })).headers['content-disposition'] as string;
      expect(disposition).toContain('filename="Cafe _Sud_.svg"');
      expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('Café "Süd".svg')}`);
    });

    it.each([
      [{ size: 0 }, 'The size must be a whole number of pixels from 128 to 4096'],
      [{ size: -1 }, 'The size must be a whole number of pixels from 128 to 4096'],
      [{ size: 127 }, 'The size must be a whole number of pixels from 128 to 4096'],
      [{ size: 99999 }, 'The size must be a whole number of pixels from 128 to 4096'],
      [{ size: 'big' }, 'The size must be a whole number of pixels from 128 to 4096'],
      [{ format: 'exe' }, 'The format must be one of: png, jpg, svg, pdf, eps'],
      [{ format: 'gif' }, 'The format must be one of: png, jpg, svg, pdf, eps'],
    ])('refuses image options %j with 400 and the reason', async (query, reason) => {
      const code = await createCode(api, { type: 'website', content: { url: 'example.com' } });
      const response = await api.image(code.id, query);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(reason);
    });
  });
});
