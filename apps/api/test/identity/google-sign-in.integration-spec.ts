import { startTestServer, type TestServer } from '../support/test-server';
import { startGoogleMock, type GoogleMock } from './support/google-mock';
import { cookie, cookiesOf, getSession, newAccount, signUp } from './support/identity-client';

interface GoogleUser {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

describe('sign-in with Google', () => {
  let server: TestServer;
  let google: GoogleMock;

  beforeAll(async () => {
    google = await startGoogleMock();
    const issuer = google.issuerUrl;
    server = await startTestServer({
      GOOGLE_CLIENT_ID: 'liveqr-test-client',
      GOOGLE_CLIENT_SECRET: 'liveqr-test-secret',
      GOOGLE_AUTHORIZATION_URL: `${issuer}/authorize`,
      GOOGLE_TOKEN_URL: `${issuer}/token`,
      GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
    });
  });
  afterAll(async () => {
    await server.close();
    await google.stop();
  });

  /** Start → Google's consent (the mock answers at once) → our callback, as the browser would. */
  async function signInWithGoogle(user: GoogleUser, options: { forgeState?: boolean; remember?: boolean } = {}) {
    await google.setUser(user);
    const start = await server.inject({ method: 'GET', url: `/api/auth/google?remember=${options.remember ?? false}` });
    expect(start.statusCode).toBe(302);
    const authorize = new URL(String(start.headers.location));
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${server.config.publicUrl}/api/auth/google/callback`);
    const consent = await fetch(authorize, { redirect: 'manual' });
    const callback = new URL(String(consent.headers.get('location')));
    if (options.forgeState) callback.searchParams.set('state', 'forged-state');
    return server.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      cookies: { liveqr_oauth_state: cookie(start, 'liveqr_oauth_state')?.value ?? '' },
    });
  }

  it('says Google is configured', async () => {
    expect((await server.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({ google: true });
  });

  it('creates an account on first sign-in and lands on /auth/callback signed in', async () => {
    const answer = await signInWithGoogle(
      { sub: 'google-1', email: 'Alan@Example.com', email_verified: true, given_name: 'Alan', family_name: 'Turing' },
      { remember: true },
    );
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/auth/callback');
    expect(cookie(answer, 'liveqr_refresh')?.maxAge).toBe(30 * 24 * 60 * 60);
    const session = await getSession(server, cookiesOf(answer));
    expect(session.json().user).toMatchObject({ email: 'Alan@Example.com', firstName: 'Alan', lastName: 'Turing' });
    // The same Google account again: the same user.
    const again = await signInWithGoogle({ sub: 'google-1', email: 'alan@example.com', email_verified: true });
    expect((await getSession(server, cookiesOf(again))).json().user.id).toBe(session.json().user.id);
  });

  it('links an existing account with the same verified address instead of duplicating it', async () => {
    const { user, input } = await signUp(server, newAccount({ email: 'Linked.User@example.com' }));
    const answer = await signInWithGoogle({ sub: 'google-2', email: 'linked.user@EXAMPLE.com', email_verified: true });
    expect(answer.headers.location).toBe('/auth/callback');
    expect((await getSession(server, cookiesOf(answer))).json().user).toMatchObject({
      id: user.id,
      email: input.email,
    });
    const em = server.app.get((await import('@mikro-orm/postgresql')).EntityManager).fork();
    const [row] = await em.execute("select count(*) as n from users where lower(email) = 'linked.user@example.com'");
    expect(Number(row.n)).toBe(1);
  });

  it('refuses to link an address Google did not verify', async () => {
    await signUp(server, newAccount({ email: 'unverified@example.com' }));
    const answer = await signInWithGoogle({ sub: 'google-3', email: 'unverified@example.com', email_verified: false });
    expect(answer.headers.location).toBe('/auth/callback?error=auth_failed');
    expect(cookie(answer, 'liveqr_access')).toBeUndefined();
  });

  it('refuses a callback with a forged state', async () => {
    const answer = await signInWithGoogle(
      { sub: 'google-4', email: 'forged@example.com', email_verified: true },
      { forgeState: true },
    );
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/auth/callback?error=auth_failed');
    expect(cookie(answer, 'liveqr_access')).toBeUndefined();
  });

  it('refuses a callback without the state cookie, and a provider error', async () => {
    const noCookie = await server.inject({ method: 'GET', url: '/api/auth/google/callback?code=abc&state=xyz' });
    expect(noCookie.headers.location).toBe('/auth/callback?error=auth_failed');
    const start = await server.inject({ method: 'GET', url: '/api/auth/google' });
    const state = new URL(String(start.headers.location)).searchParams.get('state');
    const denied = await server.inject({
      method: 'GET',
      url: `/api/auth/google/callback?error=access_denied&state=${state}`,
      cookies: { liveqr_oauth_state: cookie(start, 'liveqr_oauth_state')?.value ?? '' },
    });
    expect(denied.headers.location).toBe('/auth/callback?error=auth_failed');
  });
});
