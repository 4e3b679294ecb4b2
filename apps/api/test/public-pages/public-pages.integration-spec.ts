import { aUser, createCode, qrApi, type QrApi, type QrUser, VALID_CONTENT } from '../qr-catalog/support/qr-client';
import { startTestServer, type TestServer } from '../support/test-server';

describe('public pages: data, vCard download, Add Link', () => {
  let server: TestServer;
  let owner: QrUser;
  let api: QrApi;

  const page = (id: string, type: string, user?: QrUser) =>
    server.inject({ method: 'GET', url: `/api/public/qr-codes/${id}`, query: { type }, cookies: user?.cookies });
  const addLink = (id: string, payload: Record<string, unknown>, user?: QrUser) =>
    server.inject({ method: 'POST', url: `/api/qr-codes/${id}/links`, payload, cookies: user?.cookies });

  beforeAll(async () => {
    server = await startTestServer();
    owner = await aUser(server);
    api = qrApi(server, owner);
  });
  afterAll(() => server.close());

  it('gives a vcard page only the fields it shows, with the name', async () => {
    const code = await createCode(api, { type: 'vcard', content: VALID_CONTENT.vcard, name: 'Card' });
    const response = await page(code.id, 'vcard');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: code.id,
      name: 'Card',
      type: 'vcard',
      isOwner: false,
      content: { ...VALID_CONTENT.vcard, company: '', website: '', address: '' },
      colors: { foreground: '#000000', background: '#ffffff' },
    });
  });

  it('gives a business page its website, falling back to the url field', async () => {
    const code = await createCode(api, { type: 'business', content: VALID_CONTENT.business });
    const { content } = (await page(code.id, 'business')).json();
    expect(content).toEqual({
      businessName: 'Bistro',
      website: 'https://bistro.example.com',
      phone: '+1 555 0100',
      email: '',
      address: '',
    });
  });

  it.each([
    ['images', { images: ['https://img.example.com/1.jpg', 'https://img.example.com/2.jpg'] }],
    ['coupon', { code: 'SPRING10', text: '10% off', url: '' }],
    [
      'social',
      { url: '', facebookUrl: 'https://facebook.com/liveqr', instagramUrl: '', twitterUrl: 'https://x.com/liveqr' },
    ],
  ] as const)('gives a %s page its content', async (type, expected) => {
    const code = await createCode(api, { type, content: VALID_CONTENT[type] });
    expect((await page(code.id, type)).json().content).toEqual(expected);
  });

  it("answers 'QR code not found' for another type's id and 'Invalid QR code ID' for a malformed one", async () => {
    const website = await createCode(api, { type: 'website', content: VALID_CONTENT.website });
    const wrongType = await page(website.id, 'vcard');
    expect(wrongType.statusCode).toBe(404);
    expect(wrongType.json().message).toBe('QR code not found');
    const malformed = await page('not-an-id', 'vcard');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Invalid QR code ID');
    expect((await page(website.id, 'website')).statusCode).toBe(400);
  });

  it('downloads a vCard 3.0 named after the contact', async () => {
    const code = await createCode(api, {
      type: 'vcard',
      content: { firstName: 'Jean-Luc', lastName: "O'Neil", phone: '+1 555 0100', company: 'Acme, Inc.' },
    });
    const response = await server.inject({ method: 'GET', url: `/api/public/qr-codes/${code.id}/vcard` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/vcard/);
    expect(response.headers['content-disposition']).toContain('filename="Jean_Luc_O_Neil.vcf"');
    expect(response.body.split('\r\n')).toEqual(
      expect.arrayContaining(['BEGIN:VCARD', 'VERSION:3.0', "FN:Jean-Luc O'Neil", 'ORG:Acme\\, Inc.', 'END:VCARD']),
    );
  });

  it('names the vCard in the letters of the contact, with a plain ASCII name beside it', async () => {
    const code = await createCode(api, {
      type: 'vcard',
      content: { firstName: 'Żaneta', lastName: 'Łukasiewicz', phone: '+48 22 000 00 00' },
    });
    const response = await server.inject({ method: 'GET', url: `/api/public/qr-codes/${code.id}/vcard` });
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Zaneta_Lukasiewicz.vcf"; filename*=UTF-8''%C5%BBaneta_%C5%81ukasiewicz.vcf`,
    );
  });

  describe('Add Link', () => {
    let links: { id: string };
    beforeAll(async () => {
      links = await createCode(api, { type: 'links', content: VALID_CONTENT.links, name: 'My links' });
    });

    it('tells the owner they own the collection, and no one else', async () => {
      expect((await page(links.id, 'links', owner)).json().isOwner).toBe(true);
      expect((await page(links.id, 'links')).json().isOwner).toBe(false);
      expect((await page(links.id, 'links', await aUser(server, { subscribed: false }))).json().isOwner).toBe(false);
    });

    it('adds a link for the owner with https:// prepended and the title defaulting to the url', async () => {
      const response = await addLink(links.id, { url: 'example.com/new' }, owner);
      expect(response.statusCode).toBe(201);
      expect(response.json().content.links.at(-1)).toEqual({
        title: 'https://example.com/new',
        url: 'https://example.com/new',
      });
    });

    it('refuses duplicates with or without the scheme, blank and javascript: URLs', async () => {
      for (const [url, message] of [
        ['https://example.com/shop', 'This link already exists!'],
        ['example.com/shop', 'This link already exists!'],
        ['  ', 'Please enter a URL'],
        ['javascript:alert(1)', expect.stringMatching(/http/)],
      ]) {
        const response = await addLink(links.id, { url }, owner);
        expect({ url, status: response.statusCode, message: response.json().message }).toEqual({
          url,
          status: 400,
          message,
        });
      }
    });

    it('refuses a signed-out caller and a non-owner', async () => {
      const anonymous = await addLink(links.id, { url: 'example.com/anon' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toBe('You must be logged in to add links. Please sign in first.');
      const stranger = await addLink(links.id, { url: 'example.com/stranger' }, await aUser(server));
      expect(stranger.statusCode).toBe(403);
      expect(stranger.json().message).toBe('You must be the owner to add links.');
      const vcard = await createCode(api, { type: 'vcard', content: VALID_CONTENT.vcard });
      expect((await addLink(vcard.id, { url: 'example.com/x' }, owner)).statusCode).toBe(404);
    });

    it('keeps every one of 20 concurrent adds of different URLs', async () => {
      const before = (await page(links.id, 'links')).json().content.links.length;
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, index) => addLink(links.id, { url: `example.com/concurrent/${index}` }, owner)),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
      expect((await page(links.id, 'links')).json().content.links).toHaveLength(before + 20);
    });
  });
});
