/**
 * GET /api/qr-codes with a folder + tag + text filter for a user with 10,000 codes against the same
 * request for a user with 10 codes, in the same run (target: at most 2x; the other scenarios are
 * printed for information). Usage: see README.md.
 */
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { QR_TYPE_IDS } from '@liveqr/qr-content';
import { aUser, qrApi, type QrApi } from '../../../apps/api/test/qr-catalog/support/qr-client';
import { startTestServer, type TestServer } from '../../../apps/api/test/support/test-server';
import { compareAlternating, msPerCall } from '../support/alternating';

const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 9);
const SLICE_MS = Number(process.env['BENCH_SLICE_MS'] ?? 300);
const BIG = 10_000;
const SMALL = 10;
const FOLDERS = 20;
const TAGS = 10;
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

/**
 * Bulk rows straight into the tables: `count` codes spread over 20 folders (every other one a
 * subfolder of the first), each with two of 10 tags, every 7th named '... menu', with scans.
 */
async function seed(em: EntityManager, userId: string, count: number): Promise<{ folderId: string; tagId: string }> {
  const connection = em.getConnection();
  const folders = await connection.execute<Array<{ id: string }>>(
    `insert into qr_folders (id, user_id, name, created_at, updated_at)
     select gen_random_uuid(), ?, 'Folder ' || f, now(), now() from generate_series(0, ?) as f
     returning id`,
    [userId, FOLDERS - 1],
  );
  const folderIds = folders.map(({ id }) => id);
  await connection.execute('update qr_folders set parent_id = ? where id = any(?::uuid[]) ', [
    folderIds[0],
    `{${folderIds.filter((_, i) => i % 2 === 1).join(',')}}`,
  ]);
  const tags = await connection.execute<Array<{ id: string }>>(
    `insert into qr_tags (id, user_id, name, colour, created_at, updated_at)
     select gen_random_uuid(), ?, 'Tag ' || t, '#2e7d32', now(), now() from generate_series(0, ?) as t
     returning id`,
    [userId, TAGS - 1],
  );
  const tagIds = tags.map(({ id }) => id);
  const types = `array[${QR_TYPE_IDS.map((type) => `'${type}'`).join(',')}]`;
  await connection.execute(
    `insert into qr_codes (id, user_id, name, type, content, customization, slug, qr_image_url, folder_id,
       is_active, scan_count, last_scanned_at, created_at, updated_at)
     select id, ?, 'Code ' || i || case when i % 7 = 0 then ' menu' else '' end,
       (${types})[1 + i % ${QR_TYPE_IDS.length}], jsonb_build_object('url', 'https://example.com/' || i), '{}',
       left(replace(id::text, '-', ''), 16), '/api/qr-codes/' || id || '/image',
       (?::uuid[])[1 + i % ${FOLDERS}], i % 5 <> 0, i % 97, case when i % 3 = 0 then null else now() - i * interval '1 minute' end,
       now() - i * interval '1 minute', now()
     from (select gen_random_uuid() as id, i from generate_series(0, ? - 1) as i) as rows`,
    [userId, `{${folderIds.join(',')}}`, count],
  );
  await connection.execute(
    `insert into qr_code_tags (tag_id, qr_code_id)
     select (?::uuid[])[1 + t.n], c.id from
       (select id, row_number() over (order by created_at desc) - 1 as i from qr_codes where user_id = ?) c
       cross join lateral (values (c.i % ${TAGS}), ((c.i + 3) % ${TAGS})) as t(n)
     on conflict do nothing`,
    [`{${tagIds.join(',')}}`, userId],
  );
  // Folder and tag of code 0 (the newest, named '... menu'), so both accounts have a match.
  return { folderId: folderIds[0], tagId: tagIds[0] };
}

async function ok(response: Promise<{ statusCode: number }>): Promise<void> {
  const { statusCode } = await response;
  if (statusCode !== 200) throw new Error(`list answered ${statusCode}`);
}
