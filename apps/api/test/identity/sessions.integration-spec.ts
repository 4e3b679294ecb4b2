import { startTestServer, type TestServer } from '../support/test-server';
import { cookie, cookiesOf, getSession, signIn, signUp } from './support/identity-client';

describe('sessions', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const refresh = (refreshToken: string) =>
    server.inject({ method: 'POST', url: '/api/auth/refresh', cookies: { liveqr_refresh: refreshToken } });

  it('rotates the refresh token, keeping the Remember me choice', async () => {
    const { input } = await signUp(server);
    const remembered = cookiesOf(await signIn(server, input.email, input.password, true));
    const rotated = await refresh(remembered['liveqr_refresh']);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().user.email).toBe(input.email);
    expect(cookie(rotated, 'liveqr_refresh')?.value).not.toBe(remembered['liveqr_refresh']);
    expect(cookie(rotated, 'liveqr_refresh')?.maxAge).toBe(30 * 24 * 60 * 60);
    expect((await getSession(server, cookiesOf(rotated))).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated refresh token is presented again', async () => {
    const { cookies } = await signUp(server);
    const first = cookies['liveqr_refresh'];
    const second = cookiesOf(await refresh(first))['liveqr_refresh'];
    const replay = await refresh(first);
    expect(replay.statusCode).toBe(401);
    // The thief's replay also ends the legitimate holder's session.
    expect((await refresh(second)).statusCode).toBe(401);
  });

  it('refuses refreshing without a cookie or with an unknown token', async () => {
    expect((await server.inject({ method: 'POST', url: '/api/auth/refresh' })).statusCode).toBe(401);
    expect((await refresh('made-up-token')).statusCode).toBe(401);
  });

  it('Log Out revokes the refresh token on the server and clears the cookies', async () => {
    const { cookies } = await signUp(server);
    const signOut = await server.inject({ method: 'POST', url: '/api/auth/sign-out', cookies });
    expect(signOut.statusCode).toBe(204);
    expect(cookie(signOut, 'liveqr_access')?.value).toBe('');
    expect(cookie(signOut, 'liveqr_refresh')?.value).toBe('');
    expect(cookie(signOut, 'liveqr_signed_in')?.value).toBe('');
    expect((await refresh(cookies['liveqr_refresh'])).statusCode).toBe(401);
  });

  it('changes the password with the current one, ending the other sessions', async () => {
    const { input, cookies } = await signUp(server);
    const other = cookiesOf(await signIn(server, input.email, input.password));
    const change = (currentPassword: string, newPassword: string, confirmPassword = newPassword) =>
      server.inject({
        method: 'POST',
        url: '/api/auth/password/change',
        cookies,
        payload: { currentPassword, newPassword, confirmPassword },
      });
    expect((await change('wrong-one', 'new-secret')).json().message).toBe('Current password is incorrect');
    expect((await change(input.password, 'new-secret', 'other')).json().message).toBe('Passwords do not match');
    expect((await change(input.password, '12345')).json().message).toBe('Password must be at least 6 characters');
    const changed = await change(input.password, 'new-secret');
    expect(changed.statusCode).toBe(204);
    // The caller's own session goes on; every other one ends, its access token included.
    expect((await getSession(server, cookies)).statusCode).toBe(200);
    expect((await getSession(server, other)).statusCode).toBe(401);
    expect((await refresh(other['liveqr_refresh'])).statusCode).toBe(401);
    expect((await signIn(server, input.email, input.password)).statusCode).toBe(401);
    expect((await signIn(server, input.email, 'new-secret')).statusCode).toBe(200);
  });

  it('deletes the account and its data after the typed confirmation only', async () => {
    const { input, cookies, user } = await signUp(server);
    await server.inject({ method: 'PUT', url: '/api/profile', cookies, payload: { phone: '123' } });
    const unconfirmed = await server.inject({
      method: 'DELETE',
      url: '/api/account',
      cookies,
      payload: { confirmation: 'yes' },
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().message).toBe('Type DELETE to confirm that the account should be deleted');
    const deleted = await server.inject({
      method: 'DELETE',
      url: '/api/account',
      cookies,
      payload: { confirmation: 'DELETE' },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await getSession(server, cookies)).statusCode).toBe(401);
    expect((await signIn(server, input.email, input.password)).statusCode).toBe(401);
    const em = server.app.get((await import('@mikro-orm/postgresql')).EntityManager).fork();
    for (const table of ['users', 'profiles']) {
      expect(await em.execute(`select 1 from ${table} where id = ?`, [user.id])).toEqual([]);
    }
    expect(await em.execute('select 1 from refresh_tokens where user_id = ?', [user.id])).toEqual([]);
  });
});
