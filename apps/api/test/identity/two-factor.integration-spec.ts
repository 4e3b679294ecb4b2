import { type MailInbox, startMailInbox } from '@liveqr/api/testing';
import { Secret, TOTP } from 'otpauth';
import { Client } from 'pg';
import { createApiKey, withKey } from '../developer-platform/support/api-keys';
import { useMovableClock } from '../support/clock';
import { startTestServer, type TestServer } from '../support/test-server';
import { startGoogleMock, type GoogleMock } from './support/google-mock';
import { cookie, cookiesOf, getSession, newAccount, signIn, signUp } from './support/identity-client';

type Cookies = Record<string, string>;

const STEP_MS = 30_000;

describe('two-factor sign-in (TOTP)', () => {
  let server: TestServer;
  let inbox: MailInbox;
  let google: GoogleMock;
  let clock: ReturnType<typeof useMovableClock>;

  beforeAll(async () => {
    inbox = await startMailInbox();
    google = await startGoogleMock();
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
  beforeEach(() => (clock = useMovableClock()));
  afterEach(() => clock.restore());

  /** The code an authenticator app shows now for the secret. */
  const codeNow = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  /** The code of the next time step: each step's code is accepted once. */
  const nextCode = (secret: string) => {
    clock.advance(STEP_MS);
    return codeNow(secret);
  };

  /** A signed-up account whose address was confirmed through the mailed link. */
  async function confirmedAccount() {
    const account = await signUp(server, newAccount());
    const mail = await inbox.nextMailTo(account.input.email, { containing: 'verify-email?token=' });
    const token = /https:\/\/liveqr\.test\/verify-email\?token=([\w-]+)/.exec(mail.text)?.[1];
    const verified = await server.inject({ method: 'POST', url: '/api/auth/email/verify', payload: { token } });
    expect(verified.statusCode).toBe(200);
    return account;
  }

  const startEnrolment = (cookies: Cookies) => server.inject({ method: 'POST', url: '/api/account/mfa/totp', cookies });
  const confirmEnrolment = (cookies: Cookies, code: string) =>
    server.inject({ method: 'POST', url: '/api/account/mfa/totp/confirm', cookies, payload: { code } });
  const secondStep = (ticket: string, code: string, extra: { rememberDevice?: boolean; cookies?: Cookies } = {}) =>
    server.inject({
      method: 'POST',
      url: '/api/auth/sign-in/mfa',
      payload: { ticket, code, rememberDevice: extra.rememberDevice },
      cookies: extra.cookies,
    });
  const turnOff = (cookies: Cookies, payload: Record<string, unknown>) =>
    server.inject({ method: 'DELETE', url: '/api/account/mfa/totp', cookies, payload });
  const activityOf = async (cookies: Cookies): Promise<string[]> =>
    (await server.inject({ method: 'GET', url: '/api/account/activity', cookies }))
      .json()
      .events.map((event: { type: string }) => event.type);

  /** A confirmed account with two-factor on: its secret and recovery codes. */
  async function accountWithTwoFactor() {
    const account = await confirmedAccount();
    const { secret } = (await startEnrolment(account.cookies)).json();
    const confirmed = await confirmEnrolment(account.cookies, codeNow(secret));
    expect(confirmed.statusCode).toBe(200);
    return { ...account, secret: secret as string, recoveryCodes: confirmed.json().recoveryCodes as string[] };
  }

  /** Password sign-in up to its MFA_REQUIRED answer: the ticket. */
  async function ticketOf(email: string, password: string, cookies?: Cookies): Promise<string> {
    const answer = await server.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password },
      cookies,
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ error: 'MFA_REQUIRED', ticket: expect.any(String) });
    return answer.json().ticket;
  }

  it('turns on only for a confirmed address', async () => {
    const { cookies } = await signUp(server);
    const refused = await startEnrolment(cookies);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('TWO_FACTOR_NEEDS_VERIFIED_EMAIL');
  });

  it('enrols with a pending secret that a code confirms, answering 10 recovery codes stored hashed', async () => {
    const { cookies, user } = await confirmedAccount();
    expect((await confirmEnrolment(cookies, '123456')).json().error).toBe('TWO_FACTOR_NOT_PENDING');

    const first = (await startEnrolment(cookies)).json();
    const pending = await startEnrolment(cookies);
    expect(pending.statusCode).toBe(200);
    const { secret, otpauthUrl } = pending.json();
    expect(secret).not.toBe(first.secret);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('LiveQR');
    expect(decodeURIComponent(url.pathname)).toContain(user.email);
    // Not on before it is confirmed: sign-in is unchanged, and the replaced secret's codes do nothing.
    expect((await getSession(server, cookies)).statusCode).toBe(200);
    expect((await confirmEnrolment(cookies, codeNow(first.secret))).json().error).toBe('MFA_CODE_INVALID');
    expect((await confirmEnrolment(cookies, 'not-a-code')).json().error).toBe('MFA_CODE_INVALID');

    const confirmed = await confirmEnrolment(cookies, codeNow(secret));
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);

    expect((await startEnrolment(cookies)).json()).toMatchObject({ statusCode: 409, error: 'TWO_FACTOR_ALREADY_ON' });
    const status = await server.inject({ method: 'GET', url: '/api/account/mfa/totp', cookies });
    expect(status.json()).toEqual({ enabled: true, recoveryCodesLeft: 10 });

    // A dump of the database alone gives neither the secret nor a recovery code.
    const db = new Client({ connectionString: server.config.database.url });
    await db.connect();
    const stored = await db.query(
      'select f.sealed_secret, r.code_hash from totp_factors f join recovery_codes r using (user_id) where user_id = $1',
      [user.id],
    );
    await db.end();
    const dump = JSON.stringify(stored.rows);
    expect(dump).not.toContain(secret);
    for (const code of recoveryCodes) {
      expect(dump).not.toContain(code);
      expect(dump).not.toContain(code.replace('-', ''));
    }
    expect(await activityOf(cookies)).toContain('two_factor_enabled');
  });

  it('asks for the second step after a right password, then signs in exactly as sign-in does', async () => {
    const { input, secret } = await accountWithTwoFactor();
    const ticket = await ticketOf(input.email, input.password);
    const firstStep = await signIn(server, input.email, input.password);
    expect(firstStep.cookies.filter((set) => set.value)).toEqual([]);

    const signedIn = await secondStep(ticket, nextCode(secret));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({
      user: { email: input.email },
      accessToken: expect.any(String),
      expiresIn: 900,
    });
    expect(Object.keys(cookiesOf(signedIn))).toEqual(
      expect.arrayContaining(['liveqr_access', 'liveqr_refresh', 'liveqr_signed_in']),
    );
    expect((await getSession(server, cookiesOf(signedIn))).statusCode).toBe(200);
    // A ticket is spent once.
    expect((await secondStep(ticket, nextCode(secret))).json()).toMatchObject({
      statusCode: 401,
      error: 'MFA_TICKET_INVALID',
    });
  });

  it('refuses a code that was already used within its window', async () => {
    const { input, secret } = await accountWithTwoFactor();
    const code = nextCode(secret);
    expect((await secondStep(await ticketOf(input.email, input.password), code)).statusCode).toBe(200);
    const replay = await secondStep(await ticketOf(input.email, input.password), code);
    expect(replay.json()).toMatchObject({ statusCode: 400, error: 'MFA_CODE_INVALID' });
  });

  it('accepts each recovery code once, and shows its use in the activity', async () => {
    const { input, recoveryCodes } = await accountWithTwoFactor();
    const [recovery] = recoveryCodes;
    const signedIn = await secondStep(await ticketOf(input.email, input.password), ` ${recovery.toUpperCase()} `);
    expect(signedIn.statusCode).toBe(200);
    const again = await secondStep(await ticketOf(input.email, input.password), recovery);
    expect(again.json().error).toBe('MFA_CODE_INVALID');

    const cookies = cookiesOf(signedIn);
    const status = await server.inject({ method: 'GET', url: '/api/account/mfa/totp', cookies });
    expect(status.json()).toEqual({ enabled: true, recoveryCodesLeft: 9 });
    const activity = await activityOf(cookies);
    expect(activity.filter((type) => type === 'recovery_code_used')).toHaveLength(1);
  });

  it('counts wrong codes as failed sign-ins of the address, and ends a ticket after five', async () => {
    const { input, secret } = await accountWithTwoFactor();
    const ticket = await ticketOf(input.email, input.password);
    // The password attempt is still counted: three attempts cost nothing, the fourth makes the next wait.
    for (let i = 0; i < 3; i += 1) expect((await secondStep(ticket, '000000')).statusCode).toBe(400);
    const waiting = await secondStep(ticket, codeNow(secret));
    expect(waiting.json()).toMatchObject({ statusCode: 429, error: 'TOO_MANY_SIGN_IN_ATTEMPTS', retryAfterSeconds: 1 });
    clock.advance(1000);
    expect((await secondStep(ticket, '000000')).statusCode).toBe(400);
    clock.advance(2000);
    expect((await secondStep(ticket, '000000')).statusCode).toBe(400);
    clock.advance(4000);
    // Five wrong codes: the ticket is gone, even for the right one.
    expect((await secondStep(ticket, nextCode(secret))).json()).toMatchObject({
      statusCode: 401,
      error: 'MFA_TICKET_INVALID',
    });
  });

  it('refuses a forged or expired ticket', async () => {
    const { input, secret } = await accountWithTwoFactor();
    expect((await secondStep('forged-ticket', nextCode(secret))).json().error).toBe('MFA_TICKET_INVALID');
    const ticket = await ticketOf(input.email, input.password);
    clock.advance(5 * 60 * 1000 + 1000);
    expect((await secondStep(ticket, codeNow(secret))).json().error).toBe('MFA_TICKET_INVALID');
  });

  it('skips the second step on a remembered device until "sign out everywhere"', async () => {
    const { input, secret } = await accountWithTwoFactor();
    const signedIn = await secondStep(await ticketOf(input.email, input.password), nextCode(secret), {
      rememberDevice: true,
    });
    const device = cookie(signedIn, 'liveqr_trusted_device');
    expect(device).toMatchObject({ httpOnly: true, path: '/api/auth', maxAge: 30 * 24 * 60 * 60 });
    const deviceCookie = { liveqr_trusted_device: device?.value ?? '' };

    const remembered = await server.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: input.email, password: input.password },
      cookies: deviceCookie,
    });
    expect(remembered.statusCode).toBe(200);
    // Another browser, and a wrong password on this one, are not helped by it.
    await ticketOf(input.email, input.password);
    const wrong = await server.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: input.email, password: 'wrong-password' },
      cookies: deviceCookie,
    });
    expect(wrong.json().error).toBe('INVALID_CREDENTIALS');

    const everywhere = await server.inject({
      method: 'POST',
      url: '/api/auth/sign-out-everywhere',
      cookies: cookiesOf(remembered),
    });
    expect(everywhere.statusCode).toBe(204);
    await ticketOf(input.email, input.password, deviceCookie);
  });

  it('turns off only with the password and a code, and forgets remembered devices', async () => {
    const { input, secret, cookies } = await accountWithTwoFactor();
    const signedIn = await secondStep(await ticketOf(input.email, input.password), nextCode(secret), {
      rememberDevice: true,
    });
    expect(cookie(signedIn, 'liveqr_trusted_device')?.value).toBeTruthy();

    expect((await turnOff(cookies, { password: input.password })).statusCode).toBe(400);
    expect((await turnOff(cookies, { code: nextCode(secret) })).statusCode).toBe(400);
    expect((await turnOff(cookies, { password: 'wrong-password', code: nextCode(secret) })).json().error).toBe(
      'WRONG_CURRENT_PASSWORD',
    );
    expect((await turnOff(cookies, { password: input.password, code: '000000' })).json().error).toBe(
      'MFA_CODE_INVALID',
    );
    expect((await turnOff(cookies, { password: input.password, code: nextCode(secret) })).statusCode).toBe(204);
    expect((await turnOff(cookies, { password: input.password, code: nextCode(secret) })).json().error).toBe(
      'TWO_FACTOR_NOT_ON',
    );

    expect((await signIn(server, input.email, input.password)).statusCode).toBe(200);
    const db = new Client({ connectionString: server.config.database.url });
    await db.connect();
    const devices = await db.query('select 1 from trusted_devices where user_id = $1', [signedIn.json().user.id]);
    await db.end();
    expect(devices.rows).toEqual([]);
    expect(await activityOf(cookies)).toEqual(expect.arrayContaining(['two_factor_enabled', 'two_factor_disabled']));
  });

  it('asks for the second step after Google too, on the sign-in page', async () => {
    const googleUser = { sub: 'google-2fa', email: 'grace.2fa@example.com', email_verified: true, given_name: 'Grace' };
    const signInWithGoogle = async () => {
      await google.setUser(googleUser);
      const start = await server.inject({ method: 'GET', url: '/api/auth/google' });
      const consent = await fetch(new URL(String(start.headers.location)), { redirect: 'manual' });
      const callback = new URL(String(consent.headers.get('location')));
      return server.inject({
        method: 'GET',
        url: `${callback.pathname}${callback.search}`,
        cookies: { liveqr_oauth_state: cookie(start, 'liveqr_oauth_state')?.value ?? '' },
      });
    };
    const created = await signInWithGoogle();
    expect(created.headers.location).toBe('/auth/callback');
    const cookies = cookiesOf(created);
    const { secret } = (await startEnrolment(cookies)).json();
    expect((await confirmEnrolment(cookies, codeNow(secret))).statusCode).toBe(200);

    const again = await signInWithGoogle();
    expect(cookiesOf(again)['liveqr_access']).toBeUndefined();
    const ticket = /^\/login#mfa=([\w-]+)$/.exec(String(again.headers.location))?.[1];
    expect(ticket).toBeDefined();
    const signedIn = await secondStep(ticket ?? '', nextCode(secret));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.email).toBe(googleUser.email);

    // Without a password, a code alone turns it off.
    expect((await turnOff(cookiesOf(signedIn), { password: '', code: nextCode(secret) })).statusCode).toBe(204);
  });

  it('leaves API keys working without a second step', async () => {
    const { input, secret, cookies, user } = await accountWithTwoFactor();
    const key = await createApiKey(server, { id: user.id, cookies });
    expect((await withKey(server, key.secret, 'GET', '/api/v1/qr-codes')).statusCode).toBe(200);
    expect((await secondStep(await ticketOf(input.email, input.password), nextCode(secret))).statusCode).toBe(200);
  });
});
