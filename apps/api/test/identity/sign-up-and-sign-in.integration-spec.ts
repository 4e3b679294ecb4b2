import { startTestServer, type TestServer } from '../support/test-server';
import { cookie, cookiesOf, getSession, newAccount, signIn, signUp } from './support/identity-client';

describe('sign-up and sign-in', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const postSignUp = (payload: unknown) =>
    server.inject({ method: 'POST', url: '/api/auth/sign-up', payload: payload as object });
  const userCount = async () =>
    Number(
      (
        await server.app
          .get((await import('@mikro-orm/postgresql')).EntityManager)
          .fork()
          .execute('select count(*) as n from users')
      )[0].n,
    );

  it('signs up and answers with the user, an httpOnly SameSite=Lax session and a Bearer token', async () => {
    const { response, input } = await signUp(server);
    expect(response.json()).toMatchObject({
      user: { email: input.email, firstName: 'Ada', lastName: 'Lovelace', emailVerified: false },
      accessToken: expect.any(String),
      expiresIn: 900,
    });
    for (const name of ['liveqr_access', 'liveqr_refresh']) {
      expect(cookie(response, name)).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
      expect(cookie(response, name)?.secure).toBeFalsy();
    }
    expect(cookie(response, 'liveqr_refresh')?.path).toBe('/api/auth');
    // Readable by the web apps, and no secret: it only says a session can be read.
    expect(cookie(response, 'liveqr_signed_in')).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    expect(cookie(response, 'liveqr_signed_in')?.httpOnly).toBeFalsy();
    const session = await getSession(server, cookiesOf(response));
    expect(session.json()).toMatchObject({ user: { email: input.email } });
    const bearer = await server.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { authorization: `Bearer ${response.json().accessToken}` },
    });
    expect(bearer.statusCode).toBe(200);
  });

  it('checks that the passwords match before their length', async () => {
    const before = await userCount();
    const mismatch = await postSignUp(newAccount({ password: 'abc', confirmPassword: 'abd' }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('Passwords do not match');
    const short = await postSignUp(newAccount({ password: '12345', confirmPassword: '12345' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 6 characters');
    expect(await userCount()).toBe(before);
  });

  it.each([
    ['an empty e-mail', { email: '' }, 'Email is required'],
    ['a malformed e-mail', { email: 'not-an-address' }, 'Please enter a valid email address'],
    ['a missing first name', { firstName: '  ' }, 'First name is required'],
    ['a 1 MB name', { lastName: 'x'.repeat(1024 * 1024) }, undefined],
    ['a very long name', { lastName: 'x'.repeat(10_000) }, 'Last name must be at most 100 characters'],
  ])('refuses %s and creates nothing', async (_case, override, message) => {
    const before = await userCount();
    const response = await postSignUp(newAccount(override));
    expect([400, 413]).toContain(response.statusCode);
    if (message) expect(response.json().message).toContain(message);
    expect(await userCount()).toBe(before);
  });

  it('refuses a body of the wrong shape', async () => {
    const unknownField = await postSignUp({ ...newAccount(), isAdmin: true });
    expect(unknownField.statusCode).toBe(400);
    const wrongTypes = await postSignUp({ ...newAccount(), email: ['a@b.co'], password: 123456 });
    expect(wrongTypes.statusCode).toBe(400);
    const notAnObject = await server.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { 'content-type': 'application/json' },
      payload: '"just a string"',
    });
    expect(notAnObject.statusCode).toBe(400);
  });

  it('trims addresses and refuses a second account with the same address in another letter case', async () => {
    const { input } = await signUp(server, newAccount({ email: '  Grace.Hopper@Example.com ' }));
    expect(input.email).toContain('Grace');
    const again = await postSignUp(newAccount({ email: 'grace.hopper@EXAMPLE.COM' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('An account with this email address already exists');
    const signedIn = await signIn(server, 'GRACE.HOPPER@example.com ', newAccount().password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.email).toBe('Grace.Hopper@Example.com');
  });

  it('gives the same generic answer for a wrong password and an unknown address', async () => {
    const { input } = await signUp(server);
    const wrongPassword = await signIn(server, input.email, 'wrong-password');
    const unknown = await signIn(server, 'nobody@example.com', 'wrong-password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknown.json());
    expect(wrongPassword.json().message).toBe('Invalid email or password');
    expect(wrongPassword.cookies).toEqual([]);
  });

  it('stores passwords as argon2id hashes', async () => {
    const { user } = await signUp(server);
    const em = server.app.get((await import('@mikro-orm/postgresql')).EntityManager).fork();
    const [row] = await em.execute('select password_hash from users where id = ?', [user.id]);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('makes the refresh cookie persistent for 30 days with Remember me, a browser-session cookie without', async () => {
    const { input } = await signUp(server);
    const remembered = await signIn(server, input.email, input.password, true);
    expect(cookie(remembered, 'liveqr_refresh')?.maxAge).toBe(30 * 24 * 60 * 60);
    const notRemembered = await signIn(server, input.email, input.password, false);
    expect(cookie(notRemembered, 'liveqr_refresh')?.maxAge).toBeUndefined();
    expect(cookie(notRemembered, 'liveqr_refresh')?.expires).toBeUndefined();
    // The signed-in cookie lives exactly as long as the refresh cookie.
    expect(cookie(remembered, 'liveqr_signed_in')?.maxAge).toBe(30 * 24 * 60 * 60);
    expect(cookie(notRemembered, 'liveqr_signed_in')?.maxAge).toBeUndefined();
  });

  it('refuses a tampered, expired or foreign-secret JWT', async () => {
    const { response } = await signUp(server);
    const token: string = response.json().accessToken;
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: '00000000-0000-4000-8000-000000000000' })).toString('base64url')}.${signature}`;
    const { JwtService } = await import('@nestjs/jwt');
    const expired = new JwtService({ secret: server.config.jwtSecret }).sign(
      { sub: claims.sub, sid: claims.sid, iat: Math.floor(Date.now() / 1000) - 3600 },
      { expiresIn: 60 },
    );
    const foreign = new JwtService({ secret: 'x'.repeat(40) }).sign({ sub: claims.sub, sid: claims.sid });
    for (const bad of [tampered, expired, foreign, 'not-a-jwt']) {
      const bearer = await server.inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: { authorization: `Bearer ${bad}` },
      });
      expect(bearer.statusCode).toBe(401);
      const viaCookie = await getSession(server, { liveqr_access: bad });
      expect(viaCookie.statusCode).toBe(401);
    }
  });

  it.each([
    ['123456', 'PASSWORD_TOO_COMMON', 'This password is one of the most common ones. Please choose another.'],
    ['password', 'PASSWORD_TOO_COMMON', 'This password is one of the most common ones. Please choose another.'],
    ['Lovelace1815', 'PASSWORD_PERSONAL', 'Please choose a password that is not based on your name or email address.'],
  ])('refuses the password %j (%s) and creates nothing', async (password, code, message) => {
    const before = await userCount();
    const response = await postSignUp(newAccount({ password, confirmPassword: password }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: code, message });
    expect(await userCount()).toBe(before);
  });

  it('refuses a state-changing request from a foreign Origin, and accepts its own', async () => {
    const foreign = await server.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { origin: 'https://evil.example' },
      payload: newAccount(),
    });
    expect(foreign.statusCode).toBe(403);
    const own = await server.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { origin: server.config.publicUrl },
      payload: newAccount(),
    });
    expect(own.statusCode).toBe(200);
  });

  it('tells the web app that Google sign-in is not configured', async () => {
    expect((await server.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({ google: false });
    const start = await server.inject({ method: 'GET', url: '/api/auth/google' });
    expect(start.statusCode).toBe(404);
    expect(start.json().message).toBe('Sign-in with Google is not configured');
  });

  it('documents Bearer and cookie authentication in the OpenAPI document', async () => {
    const document = (await server.inject({ method: 'GET', url: '/api/docs-json' })).json();
    expect(document.components.securitySchemes).toMatchObject({
      bearer: { type: 'http', scheme: 'bearer' },
      cookie: { type: 'apiKey', in: 'cookie', name: 'liveqr_access' },
    });
    // Every route asks for either, unless it says it is public.
    expect(document.security).toEqual(expect.arrayContaining([{ bearer: [] }, { cookie: [] }]));
    expect(document.paths['/api/profile'].get.security).toBeUndefined();
  });
});
