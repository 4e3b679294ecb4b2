import { type MailInbox, startMailInbox } from '@liveqr/api/testing';
import { startTestServer, type TestServer } from '../support/test-server';
import { cookie, cookiesOf, getSession, newAccount, signIn, signUp } from './support/identity-client';

describe('password reset', () => {
  let server: TestServer;
  let inbox: MailInbox;

  beforeAll(async () => {
    inbox = await startMailInbox();
    server = await startTestServer({ SMTP_URL: inbox.smtpUrl, PUBLIC_URL: 'https://liveqr.test' });
  });
  afterAll(async () => {
    await server.close();
    await inbox.close();
  });

  const forgot = (email: string) =>
    server.inject({ method: 'POST', url: '/api/auth/password/forgot', payload: { email } });
  const check = (token: string) =>
    server.inject({ method: 'POST', url: '/api/auth/password/reset/check', payload: { token } });
  const reset = (token: string, password = 'brand-new', confirmPassword = password) =>
    server.inject({ method: 'POST', url: '/api/auth/password/reset', payload: { token, password, confirmPassword } });

  /** Asks for a reset of `email` and reads the token from the link in the mail. */
  async function resetTokenFor(email: string): Promise<string> {
    expect((await forgot(email)).statusCode).toBe(200);
    const mail = await inbox.nextMailTo(email, { containing: 'Subject: Reset your LiveQR password' });
    const link = /https:\/\/liveqr\.test\/reset-password\?type=recovery&token=([\w-]+)/.exec(mail.text);
    if (!link) throw new Error(`no reset link in:\n${mail.text}`);
    return link[1];
  }

  it('answers the same whether or not the address exists, and mails only existing accounts', async () => {
    const { input } = await signUp(server);
    const known = await forgot(input.email);
    const unknown = await forgot('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    await inbox.nextMailTo(input.email, { containing: 'Subject: Reset your LiveQR password' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.received.some((mail) => mail.to.includes('nobody-here@example.com'))).toBe(false);
  });

  it('marks the session cookies Secure when the public URL is https', async () => {
    const { response } = await signUp(server);
    expect(cookie(response, 'liveqr_access')?.secure).toBe(true);
    expect(cookie(response, 'liveqr_refresh')?.secure).toBe(true);
  });

  it('refuses an empty or malformed address', async () => {
    expect((await forgot('')).json().message).toContain('Email is required');
    expect((await forgot('nope')).json().message).toContain('Please enter a valid email address');
  });

  it('mails a link that sets a new password once and signs out every session', async () => {
    const { input, cookies } = await signUp(server, newAccount({ email: 'Reset.Me@Example.com' }));
    const token = await resetTokenFor('reset.me@example.com');
    expect((await check(token)).statusCode).toBe(204);
    expect((await reset(token, 'brand-new', 'brand-neu')).json().message).toBe('Passwords do not match');
    expect((await reset(token, '12345')).json().message).toBe('Password must be at least 6 characters');
    expect((await reset(token)).statusCode).toBe(204);
    expect((await getSession(server, cookies)).statusCode).toBe(401);
    const refresh = await server.inject({ method: 'POST', url: '/api/auth/refresh', cookies });
    expect(refresh.statusCode).toBe(401);
    expect((await signIn(server, input.email, input.password)).statusCode).toBe(401);
    expect((await signIn(server, input.email, 'brand-new')).statusCode).toBe(200);
    // Used: the same link works no more.
    const reused = await reset(token, 'another-one');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('Invalid or expired reset link');
    expect((await check(token)).statusCode).toBe(400);
    expect((await signIn(server, input.email, 'another-one')).statusCode).toBe(401);
  });

  it('refuses an expired link', async () => {
    const { input } = await signUp(server);
    const token = await resetTokenFor(input.email);
    const em = server.app.get((await import('@mikro-orm/postgresql')).EntityManager).fork();
    await em.execute("update password_reset_tokens set expires_at = now() - interval '1 second'");
    expect((await check(token)).json().message).toBe('Invalid or expired reset link');
    expect((await reset(token)).statusCode).toBe(400);
    expect((await signIn(server, input.email, input.password)).statusCode).toBe(200);
  });

  it('makes links expire after one hour', async () => {
    const { input } = await signUp(server);
    await resetTokenFor(input.email);
    const em = server.app.get((await import('@mikro-orm/postgresql')).EntityManager).fork();
    const [row] = await em.execute(
      `select extract(epoch from (t.expires_at - t.created_at)) as seconds from password_reset_tokens t
       join users u on u.id = t.user_id where u.email = ?`,
      [input.email],
    );
    expect(Number(row.seconds)).toBe(3600);
  });

  it('refuses malformed tokens', async () => {
    for (const token of ['', 'garbage', 'x'.repeat(300)]) {
      expect((await reset(token)).statusCode).toBe(400);
      expect((await check(token)).statusCode).toBe(400);
    }
    const wrongShape = await server.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token: { $ne: null }, password: 'brand-new', confirmPassword: 'brand-new' },
    });
    expect(wrongShape.statusCode).toBe(400);
  });

  it("changes only the password of the link's owner, whoever uses it", async () => {
    const ada = await signUp(server);
    const grace = await signUp(server);
    const adasToken = await resetTokenFor(ada.input.email);
    // Grace, signed in, uses Ada's link: it is Ada's password that changes, never Grace's.
    const used = await server.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      cookies: grace.cookies,
      payload: { token: adasToken, password: 'taken-over', confirmPassword: 'taken-over' },
    });
    expect(used.statusCode).toBe(204);
    expect((await signIn(server, grace.input.email, 'taken-over')).statusCode).toBe(401);
    expect((await signIn(server, grace.input.email, grace.input.password)).statusCode).toBe(200);
    expect(cookiesOf(await signIn(server, ada.input.email, 'taken-over'))['liveqr_access']).toBeTruthy();
  });
});

describe('password reset and change: links, sessions and mails', () => {
  let server: TestServer;
  let inbox: MailInbox;

  beforeAll(async () => {
    inbox = await startMailInbox();
    server = await startTestServer({ SMTP_URL: inbox.smtpUrl, PUBLIC_URL: 'https://liveqr.test' });
  });
  afterAll(async () => {
    await server.close();
    await inbox.close();
  });

  const CHANGED_SUBJECT = 'Subject: Your LiveQR password was changed';

  async function resetToken(email: string): Promise<string> {
    await server.inject({ method: 'POST', url: '/api/auth/password/forgot', payload: { email } });
    const mail = await inbox.nextMailTo(email, { containing: 'Subject: Reset your LiveQR password' });
    return /token=([\w-]+)/.exec(mail.text)?.[1] ?? '';
  }
  const reset = (token: string, password: string) =>
    server.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token, password, confirmPassword: password },
    });

  it('voids the first link when a second one is sent', async () => {
    const { input } = await signUp(server);
    const first = await resetToken(input.email);
    const second = await resetToken(input.email);
    expect((await reset(first, 'orchid-lantern-5')).json()).toMatchObject({
      statusCode: 400,
      error: 'RESET_LINK_INVALID',
    });
    expect((await reset(second, 'orchid-lantern-5')).statusCode).toBe(204);
  });

  it('refuses a common or personal new password and leaves the link usable', async () => {
    const { input } = await signUp(server);
    const token = await resetToken(input.email);
    expect((await reset(token, 'password')).json().error).toBe('PASSWORD_TOO_COMMON');
    expect((await reset(token, 'Lovelace2024')).json().error).toBe('PASSWORD_PERSONAL');
    expect((await reset(token, 'orchid-lantern-5')).statusCode).toBe(204);
  });

  it('signs out every session, confirms the address and mails the owner when a reset is completed', async () => {
    const { input, cookies } = await signUp(server);
    const elsewhere = cookiesOf(await signIn(server, input.email, input.password));
    expect((await reset(await resetToken(input.email), 'orchid-lantern-5')).statusCode).toBe(204);
    for (const session of [cookies, elsewhere]) expect((await getSession(server, session)).statusCode).toBe(401);
    const mail = await inbox.nextMailTo(input.email, { containing: CHANGED_SUBJECT });
    expect(mail.text).toContain('https://liveqr.test/forgot-password');
    const signedIn = await signIn(server, input.email, 'orchid-lantern-5');
    expect(signedIn.json().user.emailVerified).toBe(true);
  });

  it('mails the owner when the password is changed, and refuses a common one', async () => {
    const { input, cookies } = await signUp(server);
    const change = (newPassword: string) =>
      server.inject({
        method: 'POST',
        url: '/api/auth/password/change',
        cookies,
        payload: { currentPassword: input.password, newPassword, confirmPassword: newPassword },
      });
    expect((await change('123456')).json().error).toBe('PASSWORD_TOO_COMMON');
    expect((await change('orchid-lantern-5')).statusCode).toBe(204);
    await inbox.nextMailTo(input.email, { containing: CHANGED_SUBJECT });
  });
});
