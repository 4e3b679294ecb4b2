import { type MailInbox, startMailInbox } from '@liveqr/api/testing';
import { useMovableClock } from '../support/clock';
import { startTestServer, type TestServer } from '../support/test-server';
import { startGoogleMock, type GoogleMock } from './support/google-mock';
import { cookie, cookiesOf, getSession, newAccount, signIn, signUp } from './support/identity-client';

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
  let inbox: MailInbox;

  beforeAll(async () => {
    google = await startGoogleMock();
    inbox = await startMailInbox();
    const issuer = google.issuerUrl;
    server = await startTestServer({
      SMTP_URL: inbox.smtpUrl,
      PUBLIC_URL: 'https://liveqr.test',
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
    await inbox.close();
  });

  /** The token of the next mailed link to `page` (e.g. /verify-email) for `email`. */
  async function mailedToken(email: string, page: string, subject: string): Promise<string> {
    const mail = await inbox.nextMailTo(email, { containing: `Subject: ${subject}` });
    const token = new RegExp(`https://liveqr\\.test${page}\\?(?:type=recovery&)?token=([\\w-]+)`).exec(mail.text)?.[1];
    if (!token) throw new Error(`no ${page} link in:\n${mail.text}`);
    return token;
  }

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

  it('links an account whose owner confirmed the address, keeping its password and sessions', async () => {
    const { user, input, cookies } = await signUp(server, newAccount({ email: 'Linked.User@example.com' }));
    const token = await mailedToken(input.email, '/verify-email', 'Confirm your email address for LiveQR');
    expect(
      (await server.inject({ method: 'POST', url: '/api/auth/email/verify', payload: { token } })).statusCode,
    ).toBe(200);
    const answer = await signInWithGoogle({ sub: 'google-2', email: 'linked.user@EXAMPLE.com', email_verified: true });
    expect(answer.headers.location).toBe('/auth/callback');
    expect((await getSession(server, cookiesOf(answer))).json().user).toMatchObject({
      id: user.id,
      email: input.email,
    });
    expect((await getSession(server, cookies)).statusCode).toBe(200);
    expect((await signIn(server, input.email, input.password)).statusCode).toBe(200);
    const em = server.app.get((await import('@mikro-orm/postgresql')).EntityManager).fork();
    const [row] = await em.execute("select count(*) as n from users where lower(email) = 'linked.user@example.com'");
    expect(Number(row.n)).toBe(1);
  });

  it("hands an account someone else created with the address, unconfirmed, to the address's Google owner alone", async () => {
    // The attacker signs up first with the victim's address and a password of their own.
    const attacker = await signUp(server, newAccount({ email: 'victim@example.com', firstName: 'Mallory' }));
    const staleReset = await server.inject({
      method: 'POST',
      url: '/api/auth/password/forgot',
      payload: { email: 'victim@example.com' },
    });
    expect(staleReset.statusCode).toBe(200);
    const resetToken = await mailedToken('victim@example.com', '/reset-password', 'Reset your LiveQR password');

    // The victim signs in with Google: Google proves they own the address.
    const answer = await signInWithGoogle({
      sub: 'google-victim',
      email: 'victim@example.com',
      email_verified: true,
      given_name: 'Victoria',
      family_name: 'Owner',
    });
    expect(answer.headers.location).toBe('/auth/callback');
    const victim = cookiesOf(answer);
    expect((await getSession(server, victim)).json().user).toMatchObject({
      id: attacker.user.id,
      firstName: 'Victoria',
      emailVerified: true,
    });

    // Nothing of the attacker's works any more: access token, refresh token, password, reset link.
    expect((await getSession(server, attacker.cookies)).statusCode).toBe(401);
    expect(
      (await server.inject({ method: 'POST', url: '/api/auth/refresh', cookies: attacker.cookies })).statusCode,
    ).toBe(401);
    expect((await signIn(server, 'victim@example.com', attacker.input.password)).statusCode).toBe(401);
    const reset = await server.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token: resetToken, password: 'attacker-wins-now', confirmPassword: 'attacker-wins-now' },
    });
    expect(reset.json()).toMatchObject({ statusCode: 400, error: 'RESET_LINK_INVALID' });
    expect((await getSession(server, victim)).statusCode).toBe(200);

    const told = await inbox.nextMailTo('victim@example.com', {
      containing: 'Subject: Your LiveQR account now signs in with Google',
    });
    expect(told.text).toContain('removed the password');
    const activity = await server.inject({ method: 'GET', url: '/api/account/activity', cookies: victim });
    expect(activity.json().events.map((event: { type: string }) => event.type)).toEqual(
      expect.arrayContaining(['claimed_with_google']),
    );
  });

  it('signs in with Google while password sign-in is locked for the address', async () => {
    const clock = useMovableClock();
    try {
      const { input } = await signUp(server, newAccount({ email: 'locked.out@example.com' }));
      await server.inject({
        method: 'POST',
        url: '/api/auth/email/verify',
        payload: {
          token: await mailedToken(input.email, '/verify-email', 'Confirm your email address for LiveQR'),
        },
      });
      for (let failures = 0; failures < 10;) {
        const guess = await signIn(server, input.email, `guess-${failures}`);
        if (guess.statusCode === 429) clock.advance(guess.json().retryAfterSeconds * 1000);
        else failures++;
      }
      expect((await signIn(server, input.email, input.password)).statusCode).toBe(429);
      const answer = await signInWithGoogle({ sub: 'google-locked', email: input.email, email_verified: true });
      expect(answer.headers.location).toBe('/auth/callback');
      expect((await getSession(server, cookiesOf(answer))).statusCode).toBe(200);
    } finally {
      clock.restore();
    }
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
