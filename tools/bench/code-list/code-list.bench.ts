/**
 * GET /api/qr-codes with a folder + tag + text filter for a user with 10,000 codes against the same
 * request for a user with 10 codes, in the same run (target: at most 2x; the other scenarios are
 * printed for information). Usage: see README.md.
 */
import { MikroORM } from '@mikro-orm/postgresql';
import { aUser, qrApi, type QrApi } from '../../../apps/api/test/qr-catalog/support/qr-client';
import { startTestServer, type TestServer } from '../../../apps/api/test/support/test-server';
import { compareAlternating, msPerCall } from '../support/alternating';
import { seedOrganisedCodes as seed } from '../support/seed-codes';

const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 9);
const SLICE_MS = Number(process.env['BENCH_SLICE_MS'] ?? 300);
const BIG = 10_000;
const SMALL = 10;
/** Other users' codes, so the owner's indexes have to do their job. */
const NOISE_USERS = 4;
const MAX_RATIO = 2;

/** The first folder and tag of an account, and a word some names carry. */
interface Account {
  api: QrApi;
  folderId: string;
  tagId: string;
}

type Request = (account: Account) => Promise<{ statusCode: number }>;

const SCENARIOS: Array<{ name: string; request: Request; target?: number }> = [
  {
    name: 'folder + tag + text',
    request: ({ api, folderId, tagId }) => api.list({ folderId, tagIds: tagId, search: 'menu' }),
    target: MAX_RATIO,
  },
  { name: 'page 1, no filter', request: ({ api }) => api.list() },
  { name: 'sorted by name', request: ({ api }) => api.list({ sort: 'name', direction: 'asc' }) },
  { name: 'sorted by scans', request: ({ api }) => api.list({ sort: 'scans' }) },
  { name: 'sorted by last scan', request: ({ api }) => api.list({ sort: 'lastScan' }) },
  { name: 'folder with subfolders', request: ({ api, folderId }) => api.list({ folderId, includeSubfolders: 'true' }) },
  { name: 'page 20 of 50 per page', request: ({ api }) => api.list({ page: 20, pageSize: 50 }) },
];

describe('Code list speed with folders, tags and filters', () => {
  let server: TestServer;
  let big: Account;
  let small: Account;

  beforeAll(async () => {
    server = await startTestServer();
    const { em } = server.app.get(MikroORM);
    const bigUser = await aUser(server, { subscribed: false });
    const smallUser = await aUser(server, { subscribed: false });
    big = { api: qrApi(server, bigUser), ...(await seed(em, bigUser.id, BIG)) };
    small = { api: qrApi(server, smallUser), ...(await seed(em, smallUser.id, SMALL)) };
    for (let i = 0; i < NOISE_USERS; i++) await seed(em, crypto.randomUUID(), BIG);
    // What autovacuum would have done on a live database by now.
    await em.getConnection().execute('vacuum analyze qr_codes');
    await em.getConnection().execute('vacuum analyze qr_code_tags');
    await em.getConnection().execute('vacuum analyze qr_folders');
    // Warm-up: JIT, connection pool, PostgreSQL caches.
    for (const { request } of SCENARIOS) {
      await msPerCall(SLICE_MS, () => ok(request(small)));
      await msPerCall(SLICE_MS, () => ok(request(big)));
    }
  }, 600_000);
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

async function ok(response: Promise<{ statusCode: number }>): Promise<void> {
  const { statusCode } = await response;
  if (statusCode !== 200) throw new Error(`list answered ${statusCode}`);
}
