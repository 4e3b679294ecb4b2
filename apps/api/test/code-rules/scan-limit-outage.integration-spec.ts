import { aUser, createCode, qrApi } from '../qr-catalog/support/qr-client';
import { databaseOutage } from '../scan-analytics/support/database-outage';
import { scan } from '../scan-analytics/support/scan-client';
import { startTestServer, type TestServer } from '../support/test-server';

describe('A code with a scan limit while the database is away', () => {
  let server: TestServer;
  let outage: ReturnType<typeof databaseOutage>;

  beforeAll(async () => {
    server = await startTestServer();
    outage = databaseOutage(server);
  });
  afterAll(async () => {
    await outage.start();
    await server.close();
  });

  it('keeps answering with its destination, uncounted, and counts again once the database is back', async () => {
    const api = qrApi(server, await aUser(server));
    const code = await createCode(api, {
      type: 'website',
      content: { url: 'https://example.com/limited' },
      expiry: { scanLimit: 1 },
    });
    // Resolved and cached, but no scan counted yet: a HEAD learns only that the code answers.
    const head = await server.inject({ method: 'HEAD', url: `/s/${code.slug}` });
    expect(head.statusCode).toBe(200);

    await outage.stop();
    const during = await Promise.all([1, 2, 3].map((n) => scan(server, code.slug, { ip: `198.51.100.${n}` })));
    expect(during.map((response) => response.headers.location)).toEqual(Array(3).fill('https://example.com/limited'));

    await outage.start();
    expect((await scan(server, code.slug)).statusCode).toBe(302);
    expect((await scan(server, code.slug)).statusCode).toBe(410);
  });
});
