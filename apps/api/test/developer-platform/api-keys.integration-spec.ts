import { createHash } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { aUser, createCode, qrApi, type QrUser } from '../qr-catalog/support/qr-client';
import { useMovableClock } from '../support/clock';
import { startTestServer, type TestServer } from '../support/test-server';

const DAY_MS = 24 * 60 * 60 * 1000;
import { createApiKey, withKey } from './support/api-keys';
import { eventually } from './support/webhook-receiver';

describe('personal API keys', () => {
  let server: TestServer;
  let ada: QrUser;

  beforeAll(async () => {
    server = await startTestServer();
    ada = await aUser(server, { verified: true });
  });
  afterAll(() => server.close());

  const sql = <T extends object[]>(query: string, params: unknown[] = []) =>
    server.app.get(MikroORM).em.getConnection().execute<T>(query, params);

  it('lives through create, use on /api/v1, last-used, and revoke', async () => {
    const created = await server.inject({
      method: 'POST',
      url: '/api/account/api-keys',
      cookies: ada.cookies,
      payload: { name: '  Inventory sync ', scopes: ['write', 'read'] },
    });
    expect(created.statusCode).toBe(201);
    const key = created.json();
    expect(key).toMatchObject({ name: 'Inventory sync', scopes: ['read', 'write'], lastUsedAt: null, revokedAt: null });
    expect(key.secret).toMatch(/^lq_live_[A-Za-z0-9_-]{43}$/);
    expect(key.secret.startsWith(key.prefix)).toBe(true);

    // Stored as a hash only; the list never shows the secret again.
    const [row] = await sql<{ secret_hash: string }[]>('select secret_hash from api_keys where id = ?', [key.id]);
    expect(row.secret_hash).toBe(createHash('sha256').update(key.secret).digest('hex'));
    const listed = await server.inject({ method: 'GET', url: '/api/account/api-keys', cookies: ada.cookies });
    expect(listed.json()).toEqual([expect.objectContaining({ id: key.id, prefix: key.prefix })]);
    expect(listed.body).not.toContain(key.secret);

    // Create, list, update the destination and read analytics through the versioned API.
    const code = await withKey(server, key.secret, 'POST', '/api/v1/qr-codes', {
      type: 'website',
      name: 'Spring',
      content: { url: 'example.com/spring' },
    });
    expect(code.statusCode).toBe(201);
    const id = code.json().id as string;
    const list = await withKey(server, key.secret, 'GET', '/api/v1/qr-codes');
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((item: { id: string }) => item.id)).toContain(id);
    const updated = await withKey(server, key.secret, 'PATCH', `/api/v1/qr-codes/${id}`, {
      content: { url: 'https://example.com/summer' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().content.url).toBe('https://example.com/summer');
    const analytics = await withKey(server, key.secret, 'GET', `/api/v1/analytics/qr-codes/${id}?range=30days`);
    expect(analytics.statusCode).toBe(200);
    expect(analytics.json()).toMatchObject({ qrCode: { id }, range: '30days', totalScans: 0 });
    expect(analytics.headers['ratelimit-limit']).toBe('600');
    expect(Number(analytics.headers['ratelimit-remaining'])).toBe(600 - 4);

    const afterUse = (
      await server.inject({ method: 'GET', url: '/api/account/api-keys', cookies: ada.cookies })
    ).json();
    expect(afterUse[0].lastUsedAt).toEqual(expect.any(String));

    const revoked = await server.inject({
      method: 'DELETE',
      url: `/api/account/api-keys/${key.id}`,
      cookies: ada.cookies,
    });
    expect(revoked.statusCode).toBe(204);
    const refused = await withKey(server, key.secret, 'GET', '/api/v1/qr-codes');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toBe('API_KEY_REVOKED');
    // Revoking twice changes nothing.
    expect(
      (await server.inject({ method: 'DELETE', url: `/api/account/api-keys/${key.id}`, cookies: ada.cookies }))
        .statusCode,
    ).toBe(204);

    const activity = (
      await server.inject({ method: 'GET', url: '/api/account/activity', cookies: ada.cookies })
    ).json();
    const types = JSON.stringify(activity);
    expect(types).toContain('api_key_created');
    expect(types).toContain('api_key_revoked');
  });

  it('refuses a key once it has expired', async () => {
    const key = await createApiKey(server, ada, { expiresAt: new Date(Date.now() + DAY_MS).toISOString() });
    expect((await withKey(server, key.secret, 'GET', '/api/v1/qr-codes')).statusCode).toBe(200);
    const clock = useMovableClock();
    try {
      clock.advance(DAY_MS + 1000);
      const refused = await withKey(server, key.secret, 'GET', '/api/v1/qr-codes');
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error).toBe('API_KEY_EXPIRED');
    } finally {
      clock.restore();
    }
  });

  it.each([
    ['too short', 'lq_live_abc'],
    ['foreign characters', `lq_live_${'!'.repeat(43)}`],
    ['unknown', `lq_live_${'A'.repeat(43)}`],
  ])('refuses a malformed or unknown key (%s)', async (_case, secret) => {
    const refused = await withKey(server, secret, 'GET', '/api/v1/qr-codes');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toBe('API_KEY_INVALID');
  });

  it('needs the read scope to read and the write scope to change', async () => {
    const reader = await createApiKey(server, ada, { scopes: ['read'] });
    const writer = await createApiKey(server, ada, { scopes: ['write'] });
    const payload = { type: 'website', content: { url: 'example.com' } };
    const refusedWrite = await withKey(server, reader.secret, 'POST', '/api/v1/qr-codes', payload);
    expect(refusedWrite.statusCode).toBe(403);
    expect(refusedWrite.json()).toMatchObject({ error: 'API_KEY_SCOPE_MISSING', requiredScope: 'write' });
    const refusedRead = await withKey(server, writer.secret, 'GET', '/api/v1/qr-codes');
    expect(refusedRead.statusCode).toBe(403);
    expect(refusedRead.json()).toMatchObject({ error: 'API_KEY_SCOPE_MISSING', requiredScope: 'read' });
    expect((await withKey(server, writer.secret, 'POST', '/api/v1/qr-codes', payload)).statusCode).toBe(201);
  });

  it.each([
    ['GET', '/api/profile'],
    ['PUT', '/api/profile'],
    ['POST', '/api/auth/password/change'],
    ['GET', '/api/auth/session'],
    ['DELETE', '/api/account'],
    ['POST', '/api/account/email'],
    ['GET', '/api/account/api-keys'],
    ['POST', '/api/account/api-keys'],
    ['GET', '/api/billing'],
    ['POST', '/api/billing/checkout'],
    ['POST', '/api/billing/portal'],
    // The web app's unversioned path of a public route: scripts use /api/v1.
    ['GET', '/api/qr-codes'],
  ] as const)('refuses a key on %s %s, which is no part of the public API', async (method, url) => {
    const key = await createApiKey(server, ada);
    const refused = await withKey(server, key.secret, method, url, method === 'GET' ? undefined : {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('API_KEY_NOT_ALLOWED');
  });

  it("keeps one user's keys and codes from another", async () => {
    const bob = await aUser(server, { verified: true });
    const adasKey = await createApiKey(server, ada);
    const bobsCode = await createCode(qrApi(server, bob), { type: 'website', content: { url: 'example.com/bob' } });
    expect((await withKey(server, adasKey.secret, 'GET', `/api/v1/qr-codes/${bobsCode.id}`)).statusCode).toBe(404);
    expect((await withKey(server, adasKey.secret, 'GET', `/api/v1/analytics/qr-codes/${bobsCode.id}`)).statusCode).toBe(
      404,
    );
    const revokeOthers = await server.inject({
      method: 'DELETE',
      url: `/api/account/api-keys/${adasKey.id}`,
      cookies: bob.cookies,
    });
    expect(revokeOthers.statusCode).toBe(404);
    expect(revokeOthers.json().error).toBe('API_KEY_NOT_FOUND');
    const bobsList = await server.inject({ method: 'GET', url: '/api/account/api-keys', cookies: bob.cookies });
    expect(bobsList.json()).toEqual([]);
    expect((await withKey(server, adasKey.secret, 'GET', '/api/v1/qr-codes')).statusCode).toBe(200);
  });

  it.each([
    ['no name', { name: '  ', scopes: ['read'] }, 400, 'Bad Request'],
    ['no scopes', { name: 'Script', scopes: [] }, 400, 'Bad Request'],
    ['an unknown scope', { name: 'Script', scopes: ['admin'] }, 400, 'Bad Request'],
    ['a name too long', { name: 'x'.repeat(101), scopes: ['read'] }, 400, 'Bad Request'],
    ['an expiry that is no date', { name: 'Script', scopes: ['read'], expiresAt: 'soon' }, 400, 'Bad Request'],
    [
      'an expiry in the past',
      { name: 'Script', scopes: ['read'], expiresAt: '2020-01-01T00:00:00Z' },
      400,
      'API_KEY_EXPIRY_IN_PAST',
    ],
  ])('refuses to create a key with %s', async (_case, payload, status, error) => {
    const before = await sql<{ count: string }[]>('select count(*) from api_keys where user_id = ?', [ada.id]);
    const response = await server.inject({
      method: 'POST',
      url: '/api/account/api-keys',
      cookies: ada.cookies,
      payload,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toBe(error);
    const after = await sql<{ count: string }[]>('select count(*) from api_keys where user_id = ?', [ada.id]);
    expect(after[0].count).toBe(before[0].count);
  });

  it('caps the active keys of one account', async () => {
    const carol = await aUser(server, { subscribed: false, verified: true });
    for (let i = 0; i < 25; i++) await createApiKey(server, carol);
    const refused = await server.inject({
      method: 'POST',
      url: '/api/account/api-keys',
      cookies: carol.cookies,
      payload: { name: 'One too many', scopes: ['read'] },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('API_KEY_LIMIT_REACHED');
  });
});

describe('API keys on two replicas', () => {
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    a = await startTestServer();
    // One secret, as replicas have: two Nest apps in one process share passport's strategies.
    b = await startTestServer({ DATABASE_URL: a.config.database.url as string, JWT_SECRET: a.config.jwtSecret });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('stops a key on every replica once one of them revoked it', async () => {
    const user = await aUser(a, { subscribed: false, verified: true });
    const key = await createApiKey(a, user);
    // Replica B has read the key and trusts what it read for a while.
    expect((await withKey(b, key.secret, 'GET', '/api/v1/webhooks')).statusCode).toBe(200);
    const revoked = await a.inject({ method: 'DELETE', url: `/api/account/api-keys/${key.id}`, cookies: user.cookies });
    expect(revoked.statusCode).toBe(204);
    const refused = await eventually(
      async () => {
        const response = await withKey(b, key.secret, 'GET', '/api/v1/webhooks');
        return response.statusCode === 401 ? response : undefined;
      },
      'replica B to refuse the revoked key',
      10_000,
    );
    expect(refused.json().error).toBe('API_KEY_REVOKED');
  });
});

describe('API key rate limits', () => {
  const LIMIT = 100;
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ API_KEY_REQUESTS_PER_MINUTE: String(LIMIT) });
  });
  afterAll(() => server.close());

  it('answers 10,000 requests in a minute from one key with its allowance, then 429 with Retry-After', async () => {
    const user = await aUser(server, { subscribed: false, verified: true });
    const key = await createApiKey(server, user);
    const statuses = new Map<number, number>();
    let refusal: Awaited<ReturnType<typeof withKey>> | undefined;
    for (let sent = 0; sent < 10_000; sent += 500) {
      const batch = await Promise.all(
        Array.from({ length: 500 }, () => withKey(server, key.secret, 'GET', '/api/v1/analytics/qr-codes')),
      );
      for (const response of batch) {
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode === 429) refusal ??= response;
      }
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: LIMIT, 429: 10_000 - LIMIT });
    expect(refusal?.json()).toMatchObject({ error: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: expect.any(Number) });
    expect(refusal?.headers).toMatchObject({ 'ratelimit-limit': String(LIMIT), 'ratelimit-remaining': '0' });
    expect(Number(refusal?.headers['retry-after'])).toBeGreaterThan(0);

    // Another key of the same user has its own allowance.
    const other = await createApiKey(server, user);
    expect((await withKey(server, other.secret, 'GET', '/api/v1/analytics/qr-codes')).statusCode).toBe(200);
  });
});
