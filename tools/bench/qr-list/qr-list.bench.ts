/**
 * GET /api/qr-codes page 1 for a user with 5,000 codes against the same request for a user with
 * 10 codes, in the same run (target: at most 2x for the plain page 1; the filtered variants are
 * printed for information). Usage: see README.md.
 */
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { QR_TYPE_IDS } from '@liveqr/qr-content';
import { aUser, qrApi, type QrApi } from '../../../apps/api/test/qr-catalog/support/qr-client';
import { startTestServer, type TestServer } from '../../../apps/api/test/support/test-server';
import { compareAlternating, msPerCall } from '../support/alternating';

const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 9);
const SLICE_MS = Number(process.env['BENCH_SLICE_MS'] ?? 300);
const BIG = 5000;
const SMALL = 10;
/** Other users' codes, so the owner's index has to do its job. */
const NOISE_USERS = 4;
const NOISE_PER_USER = 5000;
const MAX_RATIO = 2;

type Request = (api: QrApi) => Promise<{ statusCode: number }>;

const SCENARIOS: Array<{ name: string; request: Request; target?: number }> = [
  { name: 'page 1', request: (api) => api.list(), target: MAX_RATIO },
  { name: 'page 1 of 100 per page', request: (api) => api.list({ pageSize: 100 }) },
  { name: 'page 1, search "menu"', request: (api) => api.list({ search: 'menu' }) },
  { name: 'page 1, inactive, type website', request: (api) => api.list({ status: 'inactive', type: 'website' }) },
];

describe('My QR Codes list speed', () => {
  let server: TestServer;
  let big: QrApi;
  let small: QrApi;

  beforeAll(async () => {
    server = await startTestServer();
    const bigUser = await aUser(server, { subscribed: false });
    const smallUser = await aUser(server, { subscribed: false });
    const { em } = server.app.get(MikroORM);
    await seed(em, bigUser.id, BIG);
    await seed(em, smallUser.id, SMALL);
    for (let i = 0; i < NOISE_USERS; i++) await seed(em, crypto.randomUUID(), NOISE_PER_USER);
    // What autovacuum would have done on a live database by now.
    await em.getConnection().execute('vacuum analyze qr_codes');
    big = qrApi(server, bigUser);
    small = qrApi(server, smallUser);
    // Warm-up: JIT, connection pool, PostgreSQL caches.
    for (const { request } of SCENARIOS) {
      await msPerCall(SLICE_MS, () => ok(request(small)));
      await msPerCall(SLICE_MS, () => ok(request(big)));
    }
  });
  afterAll(() => server.close());

  it.each(SCENARIOS)(`$name: ${BIG} codes against ${SMALL} codes`, async ({ name, request, target }) => {
    const { baselineMs, subjectMs, ratio } = await compareAlternating(
      ROUNDS,
      SLICE_MS,
      () => ok(request(small)),
      () => ok(request(big)),
    );
    console.log(
      `${name}: ${SMALL} codes ${baselineMs.toFixed(2)} ms, ${BIG} codes ${subjectMs.toFixed(2)} ms, ` +
        `ratio ${ratio.toFixed(2)}${target ? ` (target <= ${target})` : ''}`,
    );
    if (target) expect(ratio).toBeLessThanOrEqual(target);
  });
});

/** Bulk rows straight into the table: the API's create path is not what is measured here. */
async function seed(em: EntityManager, userId: string, count: number): Promise<void> {
  const types = `array[${QR_TYPE_IDS.map((type) => `'${type}'`).join(',')}]`;
  await em.getConnection().execute(
    `insert into qr_codes (id, user_id, name, type, content, customization, slug, qr_image_url,
       is_active, created_at, updated_at)
     select id, ?, 'Code ' || i || case when i % 7 = 0 then ' menu' else '' end,
       (${types})[1 + i % ${QR_TYPE_IDS.length}], '{"url":"https://example.com"}', '{}',
       left(replace(id::text, '-', ''), 16), '/api/qr-codes/' || id || '/image',
       i % 5 <> 0, now() - i * interval '1 minute', now()
     from (select gen_random_uuid() as id, i from generate_series(1, ?) as i) as rows`,
    [userId, count],
  );
}

async function ok(response: Promise<{ statusCode: number }>): Promise<void> {
  const { statusCode } = await response;
  if (statusCode !== 200) throw new Error(`list answered ${statusCode}`);
}
