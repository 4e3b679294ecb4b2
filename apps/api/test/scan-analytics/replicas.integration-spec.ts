import { setTimeout as sleep } from 'node:timers/promises';
import { aUser, createCode, qrApi, type QrApi } from '../qr-catalog/support/qr-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { scan, withDatabase } from './support/scan-client';

/** The `application_name` of each replica's listener for messages between replicas (platform's postgres-broadcast.ts). */
const LISTENER_NAME = 'liveqr-broadcast';

/** Scans until the answer is the expected one, for at most 10 s; returns the last answer. */
async function scanUntil(
  server: TestServer,
  slug: string,
  expected: (response: Awaited<ReturnType<typeof scan>>) => boolean,
) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await scan(server, slug);
    if (expected(response) || Date.now() > deadline) return response;
    await sleep(50);
  }
}

/** Waits, at most 10 s, until both replicas' eviction listeners are connected to the shared database. */
async function bothListening(server: TestServer): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const listeners = await withDatabase(server, async (client) => {
      const { rows } = await client.query<{ count: string }>(
        'select count(*) from pg_stat_activity where datname = current_database() and application_name = $1',
        [LISTENER_NAME],
      );
      return Number(rows[0].count);
    });
    if (listeners === 2) return;
    if (Date.now() > deadline) throw new Error(`${listeners} eviction listeners connected, not 2`);
    await sleep(50);
  }
}

describe('Slug cache across replicas sharing one database', () => {
  let a: TestServer;
  let b: TestServer;
  let api: QrApi;

  beforeAll(async () => {
    a = await startTestServer();
    // Replicas share the database and the server secret (the sessions' and the visitor hashes' key).
    b = await startTestServer({
      DATABASE_URL: a.config.database.url ?? '',
      JWT_SECRET: a.config.jwtSecret,
      RUN_MIGRATIONS: 'false',
    });
    api = qrApi(a, await aUser(a));
    // Both listeners connect in the background; the tests are about what they hear, not about them connecting.
    await bothListening(a);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('follows an edit made through another replica', async () => {
    const code = await createCode(api, { type: 'website', content: { url: 'https://example.com/before' } });
    expect((await scan(b, code.slug)).headers.location).toBe('https://example.com/before'); // cached by B

    expect((await api.update(code.id, { content: { url: 'https://example.com/after' } })).statusCode).toBe(200);

    const response = await scanUntil(b, code.slug, ({ headers }) => headers.location === 'https://example.com/after');
    expect(response.headers.location).toBe('https://example.com/after');
  });

  it('stops redirecting a code switched off through another replica', async () => {
    const code = await createCode(api, { type: 'website', content: { url: 'https://example.com/toggled' } });
    expect((await scan(b, code.slug)).statusCode).toBe(302);

    expect((await api.toggle(code.id)).statusCode).toBe(200);

    expect((await scanUntil(b, code.slug, ({ statusCode }) => statusCode === 410)).statusCode).toBe(410);
  });

  it('answers 404 for a code deleted through another replica', async () => {
    const code = await createCode(api, { type: 'website', content: { url: 'https://example.com/deleted' } });
    expect((await scan(b, code.slug)).statusCode).toBe(302);

    expect((await api.remove(code.id)).statusCode).toBe(204);

    expect((await scanUntil(b, code.slug, ({ statusCode }) => statusCode === 404)).statusCode).toBe(404);
  });

  it('forgets every cached slug when its listener reconnects: notifications sent meanwhile are lost', async () => {
    const code = await createCode(api, { type: 'website', content: { url: 'https://example.com/missed' } });
    expect((await scan(b, code.slug)).statusCode).toBe(302);
    // A change nobody is told of, like one whose notification went out while B's listener was away.
    await withDatabase(a, (client) => client.query('update qr_codes set is_active = false where id = $1', [code.id]));
    expect((await scan(b, code.slug)).statusCode).toBe(302); // B still answers from its cache

    await withDatabase(a, (client) =>
      client.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = $1',
        [LISTENER_NAME],
      ),
    );

    expect((await scanUntil(b, code.slug, ({ statusCode }) => statusCode === 410)).statusCode).toBe(410);
    await bothListening(a); // back, so later changes are heard again
  });
});
