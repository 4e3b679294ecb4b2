import { existsSync } from 'node:fs';
import { ScanRecorder, ScanSpool } from '@liveqr/api/scan-analytics';
import { aUser, createCode, qrApi } from '../qr-catalog/support/qr-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { databaseOutage } from './support/database-outage';
import { countersOf, scan, scansOf } from './support/scan-client';

describe('Scan recording through a real database outage', () => {
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

  it('answers every scan during the outage and stores exactly as many scans as were answered', async () => {
    const api = qrApi(server, await aUser(server));
    const code = await createCode(api, { type: 'website', content: { url: 'https://example.com/outage' } });
    expect((await scan(server, code.slug, { ip: '8.8.8.8' })).statusCode).toBe(302); // resolved and cached

    const before = Array.from({ length: 40 }, (_, i) => scan(server, code.slug, { ip: `1.1.1.${i}` }));
    await outage.stop();
    const during = Array.from({ length: 40 }, (_, i) => scan(server, code.slug, { ip: `1.1.1.${i}` }));
    const answered = await Promise.all([...before, ...during]);
    expect(answered.every((response) => response.statusCode === 302)).toBe(true);

    const spool = server.app.get(ScanSpool);
    expect(existsSync(spool.path)).toBe(true);
    // Readiness sends traffic elsewhere while the database is away; liveness keeps the process.
    expect((await server.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(503);
    expect((await server.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);

    await outage.start();
    expect((await server.inject({ method: 'GET', url: '/api/health/ready' })).json()).toMatchObject({ database: 'up' });
    await server.app.get(ScanRecorder).replaySpool();
    expect(existsSync(spool.path)).toBe(false);
    expect(await scansOf(server, code.id)).toHaveLength(81);
    expect(await countersOf(server, code.id)).toEqual({ scanCount: 81, uniqueScanCount: 41 });
  });
});
