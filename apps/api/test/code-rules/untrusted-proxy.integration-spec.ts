import { aUser, createCode, qrApi } from '../qr-catalog/support/qr-client';
import { scan } from '../scan-analytics/support/scan-client';
import { startTestServer, type TestServer } from '../support/test-server';

describe('Country rules without TRUST_PROXY', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('routes by the socket address and ignores X-Forwarded-For', async () => {
    const api = qrApi(server, await aUser(server));
    const code = await createCode(api, {
      type: 'website',
      content: { url: 'https://example.com/default' },
      routing: [{ when: { country: ['FR'] }, url: 'https://example.fr' }],
    });
    // A British socket claiming to forward for a French address.
    const claimed = await scan(server, code.slug, {
      ip: '81.2.69.142',
      headers: { 'x-forwarded-for': '212.27.48.10' },
    });
    expect(claimed.headers.location).toBe('https://example.com/default');
    const french = await scan(server, code.slug, { ip: '212.27.48.10' });
    expect(french.headers.location).toBe('https://example.fr');
  });
});
