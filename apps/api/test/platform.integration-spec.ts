import { inNativeTransaction } from '@liveqr/api/platform';
import { EntityManager } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { aUser } from './qr-catalog/support/qr-client';
import { startTestServer, type TestServer } from './support/test-server';

describe('the LiveQR server', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("runs a native transaction's after-commit work once its rows can be read, and never after a rollback", async () => {
    const em = server.app.get(EntityManager);
    const readers = new Client({ connectionString: server.config.database.url });
    await readers.connect();
    try {
      await readers.query('create table after_commit_probe (id int)');
      const seen: number[] = [];
      const read = () =>
        readers
          .query<{ count: string }>('select count(*) from after_commit_probe')
          .then(({ rows }) => void seen.push(Number(rows[0].count)));
      const reads: Promise<void>[] = [];
      await inNativeTransaction(em, async (client, transaction) => {
        await client.query('insert into after_commit_probe values (1)');
        transaction.afterCommit(() => reads.push(read()));
        expect(reads).toHaveLength(0);
      });
      await expect(
        inNativeTransaction(em, async (client, transaction) => {
          await client.query('insert into after_commit_probe values (2)');
          transaction.afterCommit(() => reads.push(read()));
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      await Promise.all(reads);
      expect(seen).toEqual([1]);
    } finally {
      await readers.query('drop table if exists after_commit_probe');
      await readers.end();
    }
  });

  it('answers /api/health with the database up, after running the migrations', async () => {
    const response = await server.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'up' });
    const orm = server.app.get((await import('@mikro-orm/postgresql')).MikroORM);
    const pending = await orm.migrator.getPending();
    expect(pending).toEqual([]);
  });

  it('sends the security headers on every answer', async () => {
    const response = await server.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // HSTS only behind https.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('tags every answer with a request id, keeping a well-formed one from the caller', async () => {
    const given = await server.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(given.headers['x-request-id']).toBe('trace-12345678');
    const forged = await server.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': '<script>' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers malformed JSON with a 400 JSON error', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'INVALID_JSON' });
  });

  it('refuses a body over the global size limit with 413', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(server.config.bodyLimitBytes + 1) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413, error: 'BODY_TOO_LARGE' });
  });

  it('answers an unknown API path with a JSON 404, not the web app', async () => {
    const response = await server.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('publishes the OpenAPI document and Swagger UI under /api/docs', async () => {
    const document = await server.inject({ method: 'GET', url: '/api/docs-json' });
    expect(document.statusCode).toBe(200);
    expect(document.json()).toMatchObject({ openapi: expect.stringMatching(/^3\./), info: { title: 'LiveQR API' } });
    expect(Object.keys(document.json().paths)).toContain('/api/health');
    const ui = await server.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger-ui');
  });
});

describe('the database statement timeout', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ DATABASE_STATEMENT_TIMEOUT_MS: '300' });
  });
  afterAll(() => server.close());

  it('cancels a statement that runs past it and answers 503 with a stable code, then serves again', async () => {
    const user = await aUser(server);
    const blocker = new Client({ connectionString: server.config.database.url });
    await blocker.connect();
    try {
      // Holds the folders table so the listing waits on it: waiting counts against the timeout.
      await blocker.query('begin');
      await blocker.query('lock table qr_folders in access exclusive mode');
      const started = Date.now();
      const response = await server.inject({ method: 'GET', url: '/api/folders', cookies: user.cookies });
      expect([response.statusCode, response.json().error]).toEqual([503, 'DATABASE_TIMEOUT']);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await blocker.query('rollback');
      await blocker.end();
    }
    const again = await server.inject({ method: 'GET', url: '/api/folders', cookies: user.cookies });
    expect(again.statusCode).toBe(200);
  });
});
