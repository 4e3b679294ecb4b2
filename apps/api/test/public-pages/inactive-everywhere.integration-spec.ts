import { aUser, createCode, qrApi, type QrApi } from '../qr-catalog/support/qr-client';
import { scan } from '../scan-analytics/support/scan-client';
import { startTestServer, type TestServer } from '../support/test-server';

describe('an inactive code is inactive everywhere', () => {
  let server: TestServer;
  let api: QrApi;

  beforeAll(async () => {
    server = await startTestServer();
    api = qrApi(server, await aUser(server));
  });
  afterAll(() => server.close());

  it.each([
    ['vcard', { firstName: 'Grace', lastName: 'Hopper', phone: '+1 555 0100' }, 'Hopper'],
    ['business', { businessName: 'Hopper Bistro', phone: '+1 555 0101' }, 'Hopper Bistro'],
    ['links', { links: [{ title: 'Hopper shop', url: 'shop.example.com' }] }, 'Hopper shop'],
    ['images', { images: [{ url: 'https://img.example.com/hopper.jpg' }] }, 'hopper.jpg'],
    ['coupon', { code: 'HOPPER10', text: '10% off' }, 'HOPPER10'],
    ['social', { facebookUrl: 'facebook.com/hopper', twitterUrl: 'x.com/hopper' }, 'hopper'],
  ] as const)(
    '%s: the scan, the page and its data answer 410 with nothing of the code',
    async (type, content, secret) => {
      const code = await createCode(api, { type, content, name: `${secret} code` });
      expect((await server.inject({ method: 'GET', url: `/${type}/${code.id}` })).statusCode).toBe(200);
      await api.toggle(code.id);

      const responses = {
        scan: await scan(server, code.slug),
        page: await server.inject({ method: 'GET', url: `/${type}/${code.id}` }),
        data: await server.inject({ method: 'GET', url: `/api/public/qr-codes/${code.id}`, query: { type } }),
      };
      for (const [surface, response] of Object.entries(responses)) {
        expect([surface, response.statusCode]).toEqual([surface, 410]);
        expect(response.body).not.toContain(secret);
      }
      expect(responses.page.body).toContain('This QR code is inactive');
      expect(responses.page.headers['content-type']).toMatch(/^text\/html/);
      expect(responses.data.json()).toMatchObject({ error: 'qr_code_inactive' });

      await api.toggle(code.id);
      expect(
        (await server.inject({ method: 'GET', url: `/api/public/qr-codes/${code.id}`, query: { type } })).statusCode,
      ).toBe(200);
    },
  );

  it("answers 410 for an inactive contact's .vcf, which carries the person's name", async () => {
    const code = await createCode(api, { type: 'vcard', content: { firstName: 'Ada', lastName: 'Byron', phone: '1' } });
    await api.toggle(code.id);
    const response = await server.inject({ method: 'GET', url: `/api/public/qr-codes/${code.id}/vcard` });
    expect(response.statusCode).toBe(410);
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.body).not.toContain('Byron');
  });
});
