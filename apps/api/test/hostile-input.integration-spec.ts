import { startTestServer, type TestServer } from './support/test-server';

/**
 * Input an attacker would send to break the server: every case is a clear 4xx with a stable code
 * and a reason, never a 500, and never a stack trace — even in development, where 500s show one.
 */
describe('hostile input', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: 'development' });
  });
  afterAll(() => server.close());

  const postJson = (url: string, payload: string) =>
    server.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
  const signUpBody = (firstName: string) =>
    `{"firstName":"${firstName}","lastName":"Lovelace","email":"hostile.${Date.now()}@example.com","password":"plum-kettle-42","confirmPassword":"plum-kettle-42"}`;
  const userCount = async () =>
    Number(
      (
        await server.app
          .get((await import('@mikro-orm/postgresql')).EntityManager)
          .fork()
          .execute('select count(*) as n from users')
      )[0].n,
    );

  function expectRefusal(response: Awaited<ReturnType<TestServer['inject']>>, status: number, code: string) {
    expect({ status: response.statusCode, code: response.json().error }).toEqual({ status, code });
    expect(response.json().message).toEqual(expect.any(String));
    expect(response.json().detail).toBeUndefined();
    expect(response.body).not.toMatch(/\n\s+at /);
  }

  it('refuses a NUL character in a field, naming the field, and stores nothing', async () => {
    const before = await userCount();
    const response = await postJson('/api/auth/sign-up', signUpBody('Ada\\u0000'));
    expectRefusal(response, 400, 'INVALID_CHARACTERS');
    expect(response.json().message).toContain('body.firstName');
    expect(response.json().field).toBe('firstName');
    expect(await userCount()).toBe(before);
  });

  it('refuses an unpaired surrogate in a value or a key', async () => {
    expectRefusal(await postJson('/api/auth/sign-up', signUpBody('Ada\\ud800')), 400, 'INVALID_CHARACTERS');
    expectRefusal(await postJson('/api/auth/sign-in', '{"\\udc00":1}'), 400, 'INVALID_CHARACTERS');
  });

  it('refuses a NUL character in the query string, which is no field of a form', async () => {
    const response = await server.inject({ method: 'GET', url: '/api/auth/providers?x=%00' });
    expectRefusal(response, 400, 'INVALID_CHARACTERS');
    expect(response.json().field).toBeUndefined();
  });

  it('refuses JSON nested 10,000 deep, and 33 deep, but parses 32 levels', async () => {
    const nested = (depth: number) => `{"email":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)},"password":"x"}`;
    expectRefusal(await postJson('/api/auth/sign-in', nested(10_000)), 400, 'JSON_TOO_DEEP');
    expectRefusal(await postJson('/api/auth/sign-in', nested(33)), 400, 'JSON_TOO_DEEP');
    // 32 levels are parsed; the validator then refuses an array for an e-mail address.
    const parsed = await postJson('/api/auth/sign-in', nested(32));
    expect(parsed.statusCode).toBe(400);
    expect(parsed.json().message).toEqual(expect.arrayContaining(['Email is required']));
  });

  it('refuses a body over the limit with 413 and a reason', async () => {
    const response = await postJson('/api/auth/sign-in', JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }));
    expectRefusal(response, 413, 'BODY_TOO_LARGE');
  });

  it('refuses malformed JSON and bytes that are not UTF-8', async () => {
    expectRefusal(await postJson('/api/auth/sign-in', '{"email":'), 400, 'INVALID_JSON');
    const latin1 = Buffer.concat([Buffer.from('{"email":"'), Buffer.from([0xe9, 0xff]), Buffer.from('"}')]);
    expectRefusal(
      await server.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: { 'content-type': 'application/json' },
        payload: latin1,
      }),
      400,
      'INVALID_UTF8',
    );
  });
});
