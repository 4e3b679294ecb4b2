import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { startTestServer, type TestServer } from '../support/test-server';

const VALID = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Can I move my codes to another account?' };

describe('POST /api/contact', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ SUPPORT_EMAIL: 'help@liveqr.example' });
  });
  afterAll(() => server.close());

  const send = (payload: unknown, headers: Record<string, string> = {}) =>
    server.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const storedMessages = () =>
    server.app
      .get(MikroORM)
      .em.fork()
      .getConnection()
      .execute<{ name: string; email: string; message: string }[]>(
        'select name, email, message from contact_messages order by created_at',
      );
  const mails = () => {
    const dir = server.config.mail.outboxDir;
    return existsSync(dir) ? readdirSync(dir).map((file) => readFileSync(join(dir, file), 'utf8')) : [];
  };

  it.each([
    ['an empty name', { ...VALID, name: '   ' }, 'Please enter your name'],
    ['a missing e-mail', { name: VALID.name, message: VALID.message }, 'Please enter your e-mail address'],
    ['a malformed e-mail', { ...VALID, email: 'ada@' }, 'Please enter a valid e-mail address'],
    ['an empty message', { ...VALID, message: '' }, 'Please enter a message'],
    ['a 100 KB message', { ...VALID, message: 'x'.repeat(100 * 1024) }, 'message must be at most 5000 characters'],
    ['a name that is not text', { ...VALID, name: 42 }, 'name must be text'],
    ['a message that is an object', { ...VALID, message: { text: 'hi' } }, 'message must be text'],
    ['an unknown field', { ...VALID, admin: true }, 'property admin should not exist'],
    ['a name with a line break', { ...VALID, name: 'Ada\nBcc: x@example.com' }, 'name must be on one line'],
  ])('refuses %s with a clear 400 and stores nothing', async (_case, payload, reason) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.arrayContaining([reason]));
    await expect(storedMessages()).resolves.toEqual([]);
  });

  it.each([
    ['an array', '[]', 'Bad Request'],
    ['a bare string', '"hello"', 'Bad Request'],
    ['broken JSON', '{"name":', 'INVALID_JSON'],
  ])('refuses a body that is %s with 400 and stores nothing', async (_case, body, error) => {
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error });
    await expect(storedMessages()).resolves.toEqual([]);
  });

  it('stores a valid message without a session and mails it to the support address', async () => {
    const response = await send({ ...VALID, name: '  Ada Lovelace  ' });
    expect(response.statusCode).toBe(204);
    await expect(storedMessages()).resolves.toEqual([VALID]);
    const [mail] = mails();
    expect(mail).toContain('To: help@liveqr.example');
    expect(mail).toContain('Reply-To: ada@example.com');
    expect(mail).toContain('Subject: Contact form: Ada Lovelace');
    expect(mail).toContain(VALID.message);
  });

  it('limits how many messages one address can send', async () => {
    // One message was accepted above; invalid ones did not count.
    for (let i = 0; i < 4; i++) expect((await send(VALID)).statusCode).toBe(204);
    const refused = await send(VALID);
    expect(refused.statusCode).toBe(429);
    expect((await storedMessages()).length).toBe(5);
  });
});
