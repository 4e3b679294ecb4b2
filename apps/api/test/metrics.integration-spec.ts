import { freePort } from '@liveqr/api/testing';
import { ScanRollup } from '@liveqr/api/scan-analytics';
import { aUser, createCode, qrApi } from './qr-catalog/support/qr-client';
import { scan } from './scan-analytics/support/scan-client';
import { startTestServer, type TestServer } from './support/test-server';

/** One sample's value from Prometheus' text format, e.g. `name{label="x"} 3`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('Prometheus metrics', () => {
  let server: TestServer;
  let metricsUrl: string;
  const scrape = async () => (await fetch(metricsUrl)).text();

  beforeAll(async () => {
    const port = await freePort();
    server = await startTestServer({ METRICS_PORT: String(port) });
    metricsUrl = `http://127.0.0.1:${port}/metrics`;
  });
  afterAll(() => server.close());

  it('counts requests by route template and status, and the scans they stored', async () => {
    const api = qrApi(server, await aUser(server));
    const code = await createCode(api, { type: 'website', content: { url: 'https://example.com/metrics' } });
    for (let i = 0; i < 3; i++) expect((await scan(server, code.slug, { ip: `9.9.9.${i}` })).statusCode).toBe(302);
    expect((await scan(server, 'no-such-code')).statusCode).toBe(404);

    const text = await scrape();
    const scans = 'liveqr_http_request_duration_seconds_count{method="GET",route="/s/:slug",status_code="302"}';
    expect(sample(text, scans)).toBe(3);
    expect(sample(text, scans.replace('302', '404'))).toBe(1);
    expect(sample(text, 'liveqr_scans_stored_total')).toBe(3);
    expect(sample(text, 'liveqr_scans_spooled_total')).toBe(0);
    expect(sample(text, 'liveqr_scan_spool_bytes')).toBe(0);
    // The raw slug never becomes a label: one series per route, whatever the URL.
    expect(text).not.toContain(code.slug);
  });

  it('shows the roll-up backlog until the roll-up has counted it', async () => {
    const rollup = server.app.get(ScanRollup);
    await rollup.run(); // counts the earlier tests' scans
    await rollup.beforeApplicationShutdown(); // stops the background timer, so the backlog stays put
    const api = qrApi(server, await aUser(server));
    const code = await createCode(api, { type: 'website', content: { url: 'https://example.com/backlog' } });
    for (let i = 0; i < 2; i++) await scan(server, code.slug, { ip: `8.8.4.${i}` });

    const waiting = await scrape();
    expect(sample(waiting, 'liveqr_scan_rollup_queue_scans')).toBe(2);
    expect(sample(waiting, 'liveqr_scan_rollup_lag_seconds')).toBeGreaterThan(0);
    await rollup.run();
    const counted = await scrape();
    expect(sample(counted, 'liveqr_scan_rollup_queue_scans')).toBe(0);
    expect(sample(counted, 'liveqr_scan_rollup_lag_seconds')).toBe(0);
  });

  it('reports the database pool and the process', async () => {
    const text = await scrape();
    expect(sample(text, 'liveqr_db_pool_connections')).toBeGreaterThan(0);
    expect(sample(text, 'liveqr_db_pool_waiting_requests')).toBeGreaterThanOrEqual(0);
    expect(text).toContain('liveqr_process_cpu_seconds_total');
  });

  it('serves metrics only on their own port', async () => {
    // The public port answers /metrics as any unknown page (the web app's fallback), never with figures.
    expect((await server.inject({ method: 'GET', url: '/metrics' })).body).not.toContain('liveqr_');
    expect((await server.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404);
    expect((await fetch(metricsUrl.replace('/metrics', '/other'))).status).toBe(404);
  });
});
