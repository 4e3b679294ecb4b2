import { startTestServer, type TestServer } from '../support/test-server';
import { cookiesOf, newAccount, signUp } from './support/identity-client';

const CHROME_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** A public address the shipped database places in the United Kingdom. */
const UK_ADDRESS = '81.2.69.142';

describe('recent activity', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: '1' });
  });
  afterAll(() => server.close());

  const activity = (cookies: Record<string, string>) =>
    server.inject({ method: 'GET', url: '/api/account/activity', cookies });
  const em = async () => server.app.get((await import('@mikro-orm/postgresql')).EntityManager).fork();

  it('lists sign-ins with time, browser, system, approximate place and method, and keeps no IP address', async () => {
    const { input } = await signUp(server);
    const signedIn = await server.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'user-agent': CHROME_ON_MAC, 'x-forwarded-for': UK_ADDRESS },
      payload: { email: input.email, password: input.password },
    });
    const cookies = cookiesOf(signedIn);
    await server.inject({ method: 'POST', url: '/api/auth/sign-out-everywhere', cookies });
    const again = cookiesOf(
      await server.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: input.email, password: input.password },
      }),
    );
    const { events } = (await activity(again)).json();
    expect(events.map((event: { type: string }) => event.type)).toEqual([
      'signed_in',
      'signed_out_everywhere',
      'signed_in',
      'signed_up',
    ]);
    expect(events[2]).toEqual({
      type: 'signed_in',
      occurredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      method: 'password',
      browser: 'Chrome',
      operatingSystem: 'Mac OS',
      city: expect.any(String),
      country: 'GB',
    });
    const rows = await (
      await em()
    ).execute('select * from account_events where user_id = ?', [signedIn.json().user.id]);
    expect(JSON.stringify(rows)).not.toContain(UK_ADDRESS);
  });

  it('shows 90 days and forgets what is older', async () => {
    const { cookies, user } = await signUp(server);
    await (
      await em()
    ).execute(
      "insert into account_events (id, user_id, type, occurred_at) values (gen_random_uuid(), ?, 'signed_in', now() - interval '91 days')",
      [user.id],
    );
    expect((await activity(cookies)).json().events.map((event: { type: string }) => event.type)).toEqual(['signed_up']);
    await server.inject({ method: 'POST', url: '/api/auth/sign-out', cookies });
    const [{ n }] = await (await em()).execute('select count(*) as n from account_events where user_id = ?', [user.id]);
    expect(Number(n)).toBe(2);
  });

  it('shows each user only their own activity', async () => {
    const ada = await signUp(server, newAccount());
    const grace = await signUp(server, newAccount());
    await server.inject({ method: 'POST', url: '/api/auth/sign-out-everywhere', cookies: ada.cookies });
    expect((await activity(grace.cookies)).json().events).toHaveLength(1);
  });
});
