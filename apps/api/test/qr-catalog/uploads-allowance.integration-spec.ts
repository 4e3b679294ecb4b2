import { MikroORM } from '@mikro-orm/postgresql';
import { startTestServer, type TestServer } from '../support/test-server';
import { aUser, type QrUser } from './support/qr-client';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const GB = 1024 * 1024 * 1024;

/** Each account's uploads: a storage quota and an hourly rate, with clear messages. */
describe('upload allowance', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const upload = (user: QrUser) =>
    server.inject({
      method: 'POST',
      url: '/api/uploads',
      query: { kind: 'document', fileName: 'menu.pdf' },
      headers: { 'content-type': 'application/octet-stream' },
      payload: PDF,
      cookies: user.cookies,
    });
  const usage = (user: QrUser) => server.inject({ method: 'GET', url: '/api/uploads/usage', cookies: user.cookies });
  /** Files the account already keeps, `bytes` in all, uploaded `hoursAgo`. */
  const alreadyStored = (user: QrUser, bytes: number, hoursAgo = 2) =>
    server.app
      .get(MikroORM)
      .em.getConnection()
      .execute(
        `insert into uploads (id, user_id, kind, content_type, size, file_name, storage_key, created_at)
         values (gen_random_uuid(), ?, 'document', 'application/pdf', ?, 'old.pdf', 'none', now() - make_interval(hours => ?))`,
        [user.id, bytes, hoursAgo],
      );

  it('reports the storage used against the quota of 1 GB', async () => {
    const user = await aUser(server);
    expect((await upload(user)).statusCode).toBe(201);
    expect((await usage(user)).json()).toEqual({
      usedBytes: PDF.length,
      quotaBytes: GB,
      uploadsLastHour: 1,
      uploadsPerHour: 30,
    });
  });

  it('refuses a file that does not fit in the storage left, and stores nothing of it', async () => {
    const user = await aUser(server);
    await alreadyStored(user, GB - 10);
    const refused = await upload(user);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({
      error: 'storage_quota_exceeded',
      message: 'Your files may take up 1024 MB in all; this file does not fit in the 0.0 MB left.',
    });
    expect((await usage(user)).json().usedBytes).toBe(GB - 10);
    // Another account is not affected.
    expect((await upload(await aUser(server))).statusCode).toBe(201);
  });

  it('refuses the 31st upload within an hour and says when to try again', async () => {
    const user = await aUser(server);
    for (let done = 0; done < 30; done++) expect((await upload(user)).statusCode).toBe(201);
    const refused = await upload(user);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'upload_rate_limited', retryAfterSeconds: expect.any(Number) });
    expect(refused.json().message).toMatch(
      /^You have uploaded 30 files in the last hour\. Please try again in \d+ minutes\.$/,
    );
  });

  it('needs a session to read the usage', async () => {
    expect((await server.inject({ method: 'GET', url: '/api/uploads/usage' })).statusCode).toBe(401);
  });
});
