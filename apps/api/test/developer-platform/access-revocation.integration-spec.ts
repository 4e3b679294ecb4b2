import { WebhookRetrySchedule } from '@liveqr/api/webhooks';
import { type MailInbox, startMailInbox } from '@liveqr/api/testing';
import { MikroORM } from '@mikro-orm/postgresql';
import { cookie, cookiesOf, deleteAccount, signIn } from '../identity/support/identity-client';
import { startGoogleMock, type GoogleMock } from '../identity/support/google-mock';
import { aUser, type QrUser } from '../qr-catalog/support/qr-client';
import { TEST_PASSWORD } from '../support/test-password';
import { startTestServer, type TestServer } from '../support/test-server';
import { createApiKey, withKey } from './support/api-keys';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

type Owner = QrUser & { email: string };
/** What someone who had the account made: a key already checked (and cached) by the server, and a webhook. */
interface Access {
  key: { id: string; secret: string };
  endpointId: string;
}

const NEW_PASSWORD = 'taken-back-for-good';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('API keys and webhooks need a confirmed address and end when the owner takes the account back', () => {
  let server: TestServer;
  let inbox: MailInbox;
  let google: GoogleMock;
  /** The receiver of whoever had the account, and the owner's own. */
  let theirs: WebhookReceiver;
  let ours: WebhookReceiver;

  beforeAll(async () => {
    google = await startGoogleMock();
    inbox = await startMailInbox();
    theirs = await startWebhookReceiver();
    ours = await startWebhookReceiver();
    server = await startTestServer({
      SMTP_URL: inbox.smtpUrl,
      PUBLIC_URL: 'https://liveqr.test',
      WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true',
      GOOGLE_CLIENT_ID: 'liveqr-test-client',
      GOOGLE_CLIENT_SECRET: 'liveqr-test-secret',
      GOOGLE_AUTHORIZATION_URL: `${google.issuerUrl}/authorize`,
      GOOGLE_TOKEN_URL: `${google.issuerUrl}/token`,
      GOOGLE_USERINFO_URL: `${google.issuerUrl}/userinfo`,
    });
  });
  afterAll(async () => {
    await server.close();
    await Promise.all([theirs.close(), ours.close(), google.stop(), inbox.close()]);
  });
  afterEach(() => jest.restoreAllMocks());

  const sql = <T extends object[]>(query: string, params: unknown[] = []) =>
    server.app.get(MikroORM).em.getConnection().execute<T>(query, params);

  async function anOwner(verified = true): Promise<Owner> {
    const user = await aUser(server, { verified });
    const session = await server.inject({ method: 'GET', url: '/api/auth/session', cookies: user.cookies });
    return { ...user, email: session.json().user.email };
  }

  const createEndpoint = (cookies: Record<string, string>, url: string) =>
    server.inject({ method: 'POST', url: '/api/webhooks', cookies, payload: { url, events: ['qr_code.created'] } });

  async function accessOf(owner: Owner): Promise<Access> {
    const key = await createApiKey(server, owner, { name: 'Inventory sync' });
    expect((await withKey(server, key.secret, 'GET', '/api/v1/qr-codes')).statusCode).toBe(200);
    const endpoint = await createEndpoint(owner.cookies, theirs.url);
    expect(endpoint.statusCode).toBe(201);
    return { key, endpointId: endpoint.json().id };
  }

  const createCode = (secret: string) =>
    withKey(server, secret, 'POST', '/api/v1/qr-codes', {
      type: 'website',
      name: 'Spring',
      content: { url: 'example.com/spring' },
    });

  /** The key answers 401 to reading and writing, and both lists say when and why it ended. */
  async function expectRevoked(access: Access, cookies: Record<string, string>, reason: string): Promise<void> {
    const read = await withKey(server, access.key.secret, 'GET', '/api/v1/qr-codes');
    expect(read.json()).toMatchObject({ statusCode: 401, error: 'API_KEY_REVOKED' });
    expect((await createCode(access.key.secret)).statusCode).toBe(401);
    const keys = await server.inject({ method: 'GET', url: '/api/account/api-keys', cookies });
    expect(keys.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: access.key.id, revokedAt: expect.any(String), revokedReason: reason }),
      ]),
    );
    const endpoints = await server.inject({ method: 'GET', url: '/api/webhooks', cookies });
    expect(endpoints.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: access.endpointId,
          enabled: false,
          revokedAt: expect.any(String),
          revokedReason: reason,
        }),
      ]),
    );
    // A revoked endpoint stays off: the owner makes a new one.
    const switchedOn = await server.inject({
      method: 'PATCH',
      url: `/api/webhooks/${access.endpointId}`,
      cookies,
      payload: { enabled: true },
    });
    expect(switchedOn.json()).toMatchObject({ statusCode: 409, error: 'WEBHOOK_REVOKED' });
  }

  /** A key and an endpoint made now work; the old endpoint gets nothing of what they cause. */
  async function expectNewAccessWorks(owner: Owner, cookies: Record<string, string>): Promise<void> {
    const before = theirs.received.length;
    const key = await createApiKey(server, { ...owner, cookies }, { name: 'After' });
    expect((await withKey(server, key.secret, 'GET', '/api/v1/qr-codes')).statusCode).toBe(200);
    const endpoint = await createEndpoint(cookies, ours.url);
    expect(endpoint.statusCode).toBe(201);
    const code = await createCode(key.secret);
    expect(code.statusCode).toBe(201);
    const id = code.json().id as string;
    await ours.receivedCount(1, (message) => message.body.includes(id));
    await pause(300);
    expect(theirs.received.length).toBe(before);
  }

  async function mailedResetToken(email: string): Promise<string> {
    await server.inject({ method: 'POST', url: '/api/auth/password/forgot', payload: { email } });
    const mail = await inbox.nextMailTo(email, { containing: 'Subject: Reset your LiveQR password' });
    const token = /reset-password\?type=recovery&token=([\w-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error(`no reset link in:\n${mail.text}`);
    return token;
  }

  it('refuses keys and webhooks to an account whose address is not confirmed, on every route', async () => {
    const unconfirmed = await anOwner(false);
    const key = await server.inject({
      method: 'POST',
      url: '/api/account/api-keys',
      cookies: unconfirmed.cookies,
      payload: { name: 'Script', scopes: ['read', 'write'] },
    });
    expect(key.json()).toMatchObject({ statusCode: 403, error: 'EMAIL_NOT_VERIFIED' });
    const endpoint = await createEndpoint(unconfirmed.cookies, theirs.url);
    expect(endpoint.json()).toMatchObject({ statusCode: 403, error: 'EMAIL_NOT_VERIFIED' });

    // A key made while the address counted as confirmed cannot add a webhook once it no longer does.
    const owner = await anOwner();
    const { secret } = await createApiKey(server, owner);
    await sql('update users set email_verified_at = null where id = ?', [owner.id]);
    const keyed = await withKey(server, secret, 'POST', '/api/v1/webhooks', {
      url: theirs.url,
      events: ['qr_code.created'],
    });
    expect(keyed.json()).toMatchObject({ statusCode: 403, error: 'EMAIL_NOT_VERIFIED' });
    expect(await sql('select id from webhook_endpoints where user_id in (?, ?)', [unconfirmed.id, owner.id])).toEqual(
      [],
    );
  });

  it('revokes on a password reset every key and webhook made before it, queued deliveries included, and says which', async () => {
    const owner = await anOwner();
    const access = await accessOf(owner);
    // A delivery to their endpoint fails once and waits in the queue for its retry.
    jest.spyOn(server.app.get(WebhookRetrySchedule), 'delaySeconds').mockReturnValue(3_600);
    theirs.mode = { kind: 'status', status: 503 };
    const before = theirs.received.length;
    expect((await createCode(access.key.secret)).statusCode).toBe(201);
    await theirs.receivedCount(before + 1);
    theirs.mode = { kind: 'status', status: 200 };

    const reset = await server.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token: await mailedResetToken(owner.email), password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBeLessThan(300);
    const signedIn = await signIn(server, owner.email, NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    const cookies = cookiesOf(signedIn);

    await expectRevoked(access, cookies, 'password_reset');
    // The queued retry ends unsent (an attempt skips a delivery that is not pending), and the log says why.
    const deliveries = await server.inject({
      method: 'GET',
      url: `/api/webhooks/${access.endpointId}/deliveries`,
      cookies,
    });
    expect(deliveries.json()).toEqual([
      expect.objectContaining({ status: 'failed', error: 'The endpoint was revoked', nextAttemptAt: null }),
    ]);
    expect(theirs.received.length).toBe(before + 1);

    const mail = await inbox.nextMailTo(owner.email, { containing: 'Subject: Your LiveQR password was changed' });
    expect(mail.text).toContain(`API key "Inventory sync" (${access.key.secret.slice(0, 12)}`);
    expect(mail.text).toContain(`Webhook endpoint ${theirs.url}`);
    expect(mail.text).toContain('create new ones on your account page');

    await expectNewAccessWorks(owner, cookies);
  });

  it('revokes them when the owner of the address claims the unconfirmed account with Google', async () => {
    const owner = await anOwner();
    const access = await accessOf(owner);
    // As an account could make them before a confirmed address was required.
    await sql('update users set email_verified_at = null where id = ?', [owner.id]);

    await google.setUser({ sub: `google-${owner.id}`, email: owner.email, email_verified: true, given_name: 'Vic' });
    const start = await server.inject({ method: 'GET', url: '/api/auth/google?remember=false' });
    const consent = await fetch(new URL(String(start.headers.location)), { redirect: 'manual' });
    const callback = new URL(String(consent.headers.get('location')));
    const answer = await server.inject({
      method: 'GET',
      url: `${callback.pathname}${callback.search}`,
      cookies: { liveqr_oauth_state: cookie(start, 'liveqr_oauth_state')?.value ?? '' },
    });
    expect(answer.headers.location).toBe('/auth/callback');
    const cookies = cookiesOf(answer);

    await expectRevoked(access, cookies, 'claimed_with_google');
    const mail = await inbox.nextMailTo(owner.email, {
      containing: 'Subject: Your LiveQR account now signs in with Google',
    });
    expect(mail.text).toContain('API key "Inventory sync"');
    expect(mail.text).toContain(`Webhook endpoint ${theirs.url}`);
    await expectNewAccessWorks(owner, cookies);
  });

  it('revokes them when the owner signs out everywhere, in a mail in their language', async () => {
    const owner = await anOwner();
    const access = await accessOf(owner);
    const profile = await server.inject({
      method: 'PUT',
      url: '/api/profile',
      cookies: owner.cookies,
      payload: { firstName: 'Ada', lastName: 'Lovelace', language: 'de' },
    });
    expect(profile.statusCode).toBe(200);

    const out = await server.inject({ method: 'POST', url: '/api/auth/sign-out-everywhere', cookies: owner.cookies });
    expect(out.statusCode).toBeLessThan(300);
    const cookies = cookiesOf(await signIn(server, owner.email, TEST_PASSWORD));

    await expectRevoked(access, cookies, 'signed_out_everywhere');
    const mail = await inbox.nextMailTo(owner.email, { containing: 'Alle Sitzungen Ihres LiveQR-Kontos' });
    // The inbox reads the mail's bytes one by one: only the ASCII parts compare as written.
    expect(mail.text).toContain('Damit niemand sonst Zugriff');
    expect(mail.text).toMatch(/API-Schl.+Inventory sync/);
    expect(mail.text).toContain(`Webhook-Endpunkt ${theirs.url}`);
    await expectNewAccessWorks(owner, cookies);
  });

  it('stops accepting the keys of a deleted account at once, though the server had checked them', async () => {
    const owner = await anOwner();
    const { secret } = await createApiKey(server, owner);
    expect((await withKey(server, secret, 'GET', '/api/v1/qr-codes')).statusCode).toBe(200);
    const deleted = await deleteAccount(server, owner.cookies);
    expect(deleted.statusCode).toBeLessThan(300);
    expect((await withKey(server, secret, 'GET', '/api/v1/qr-codes')).statusCode).toBe(401);
  });
});
