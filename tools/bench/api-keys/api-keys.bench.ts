/**
 * What a personal API key costs per request: GET /api/v1/analytics/qr-codes with a key (lookup by
 * hash, per-key rate limit, last-used) against the same list with a session's cookie, in the same
 * run. Targets: at most 1.5x with the rate limit counted in Redis, 2x in PostgreSQL alone (one
 * upsert per request). Usage: see README.md.
 */
import { aUser } from '../../../apps/api/test/qr-catalog/support/qr-client';
import { createApiKey } from '../../../apps/api/test/developer-platform/support/api-keys';
import { startTestServer, type TestServer } from '../../../apps/api/test/support/test-server';
import { compareAlternating, msPerCall } from '../support/alternating';

const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 9);
const SLICE_MS = Number(process.env['BENCH_SLICE_MS'] ?? 300);
const REDIS_URL = process.env['BENCH_REDIS_URL'];
const MAX_RATIO = REDIS_URL ? 1.5 : 2;

describe('API key cost per request', () => {
  let server: TestServer;
  let session: () => Promise<void>;
  let apiKey: () => Promise<void>;

  beforeAll(async () => {
    // A limit no benchmark reaches: the count is measured, not the refusal.
    server = await startTestServer({
      API_KEY_REQUESTS_PER_MINUTE: '100000000',
      ...(REDIS_URL ? { REDIS_URL } : {}),
    });
    const user = await aUser(server, { subscribed: false });
    const { secret } = await createApiKey(server, user);
    const ok = async (response: Promise<{ statusCode: number }>) => {
      const { statusCode } = await response;
      if (statusCode !== 200) throw new Error(`answered ${statusCode}`);
    };
    session = () => ok(server.inject({ method: 'GET', url: '/api/analytics/qr-codes', cookies: user.cookies }));
    apiKey = () =>
      ok(
        server.inject({
          method: 'GET',
          url: '/api/v1/analytics/qr-codes',
          headers: { authorization: `Bearer ${secret}` },
        }),
      );
    await msPerCall(SLICE_MS, session);
    await msPerCall(SLICE_MS, apiKey);
  });
  afterAll(() => server.close());

  it('a keyed request against a session request', async () => {
    const { baselineMs, subjectMs, ratio } = await compareAlternating(ROUNDS, SLICE_MS, session, apiKey);
    console.log(
      `${REDIS_URL ? 'Redis' : 'PostgreSQL'} limits: session ${baselineMs.toFixed(2)} ms, API key ${subjectMs.toFixed(2)} ms, ratio ${ratio.toFixed(2)} (target <= ${MAX_RATIO})`,
    );
    expect(ratio).toBeLessThanOrEqual(MAX_RATIO);
  });
});
