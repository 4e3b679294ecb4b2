import { type MailInbox, startMailInbox } from '@liveqr/api/testing';
import { startTestServer, type TestServer } from '../support/test-server';
import { getSession, newAccount, signIn, signUp } from './support/identity-client';

const VERIFY_SUBJECT = 'Subject: Confirm your email address for LiveQR';

describe('e-mail verification and change', () => {
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

  async function verifyToken(email: string, containing = VERIFY_SUBJECT): Promise<string> {
    const mail = await inbox.nextMailTo(email, { containing });
    const token = /https:\/\/liveqr\.test\/verify-email\?token=([\w-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error(`no verification link in:\n${mail.text}`);
    return token;
  }
  const verify = (token: string) =>
    server.inject({ method: 'POST', url: '/api/auth/email/verify', payload: { token } });
  const resend = (cookies: Record<string, string>) =>
    server.inject({ method: 'POST', url: '/api/auth/email/verification', cookies });
  const changeEmail = (cookies: Record<string, string>, newEmail: string, currentPassword: string) =>
    server.inject({ method: 'POST', url: '/api/account/email', cookies, payload: { newEmail, currentPassword } });

  it('mails a one-time link at sign-up that confirms the address, even opened signed out', async () => {
    const { input, cookies, response } = await signUp(server);
    expect(response.json().user.emailVerified).toBe(false);
    const token = await verifyToken(input.email);
    const confirmed = await verify(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user).toMatchObject({ email: input.email, emailVerified: true });
    expect((await getSession(server, cookies)).json().user.emailVerified).toBe(true);
    expect((await verify(token)).json()).toMatchObject({ statusCode: 400, error: 'VERIFICATION_LINK_INVALID' });
  });

  it('writes the mail in the language the browser showed at sign-up', async () => {
    const account = newAccount();
    const response = await server.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      cookies: { 'liveqr.language': 'de' },
      payload: account,
    });
    expect(response.statusCode).toBe(200);
    const mail = await inbox.nextMailTo(account.email, { containing: 'Hallo Ada,' });
    expect(mail.text).toContain('Wenn Sie kein LiveQR-Konto angelegt haben');
  });

  it('resends a link on request, voiding the older one, and stops once the address is confirmed', async () => {
    const { input, cookies } = await signUp(server);
    const first = await verifyToken(input.email);
    expect((await resend(cookies)).statusCode).toBe(204);
    const second = await verifyToken(input.email);
    expect((await verify(first)).statusCode).toBe(400);
    expect((await verify(second)).statusCode).toBe(200);
    expect((await resend(cookies)).statusCode).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.received.filter((mail) => mail.to.includes(input.email.toLowerCase()))).toHaveLength(2);
  });

  it('limits resending to five an hour', async () => {
    const { cookies } = await signUp(server);
    for (let attempt = 0; attempt < 5; attempt++) expect((await resend(cookies)).statusCode).toBe(204);
    expect((await resend(cookies)).json()).toMatchObject({ statusCode: 429, error: 'TOO_MANY_ATTEMPTS' });
  });

  it('changes the address only once the new one is confirmed, and tells the old one', async () => {
    const { input, cookies } = await signUp(server);
    const other = await signUp(server);
    const newEmail = `moved.${Date.now()}@example.org`;
    expect((await changeEmail(cookies, newEmail, 'wrong-password')).json().error).toBe('WRONG_CURRENT_PASSWORD');
    expect((await changeEmail(cookies, other.input.email, input.password)).json().error).toBe('EMAIL_TAKEN');
    expect((await changeEmail(cookies, input.email.toUpperCase(), input.password)).json().error).toBe(
      'EMAIL_UNCHANGED',
    );
    const requested = await changeEmail(cookies, newEmail, input.password);
    expect(requested.statusCode).toBe(202);
    // Until the link is opened nothing changes.
    expect((await getSession(server, cookies)).json().user.email).toBe(input.email);
    const token = await verifyToken(newEmail, 'Subject: Confirm your new email address for LiveQR');
    const changed = await verify(token);
    expect(changed.json().user).toMatchObject({ email: newEmail, emailVerified: true });
    const notice = await inbox.nextMailTo(input.email, {
      containing: 'Subject: Your LiveQR email address was changed',
    });
    expect(notice.text).toContain(newEmail);
    expect((await getSession(server, cookies)).json().user.email).toBe(newEmail);
    expect((await server.inject({ method: 'GET', url: '/api/profile', cookies })).json().email).toBe(newEmail);
    expect((await signIn(server, newEmail, input.password)).statusCode).toBe(200);
    expect((await signIn(server, input.email, input.password)).statusCode).toBe(401);
  });

  it('refuses the change when the new address was taken meanwhile', async () => {
    const { input, cookies } = await signUp(server);
    const contested = `contested.${Date.now()}@example.org`;
    expect((await changeEmail(cookies, contested, input.password)).statusCode).toBe(202);
    const token = await verifyToken(contested, 'Subject: Confirm your new email address for LiveQR');
    await signUp(server, newAccount({ email: contested }));
    expect((await verify(token)).json()).toMatchObject({ statusCode: 409, error: 'EMAIL_TAKEN' });
    expect((await getSession(server, cookies)).json().user.email).toBe(input.email);
  });
});
