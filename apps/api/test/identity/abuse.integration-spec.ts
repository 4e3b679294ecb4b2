import { startTestServer, type TestServer } from '../support/test-server';
import { newAccount, signUp } from './support/identity-client';

const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

describe('abuse limits', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('limits sign-ups to 20 an hour per IP address', async () => {
    const fromIp = (remoteAddress: string) =>
      server.inject({ method: 'POST', url: '/api/auth/sign-up', remoteAddress, payload: newAccount() });
    for (let attempt = 0; attempt < 20; attempt++) expect((await fromIp('203.0.113.7')).statusCode).toBe(200);
    const refused = await fromIp('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(TOO_MANY);
    expect((await fromIp('203.0.113.8')).statusCode).toBe(200);
  });

  it('limits reset requests to 5 an hour per address, answering 429 with a clear message', async () => {
    const { input } = await signUp(server, newAccount());
    const forgot = () =>
      server.inject({
        method: 'POST',
        url: '/api/auth/password/forgot',
        payload: { email: input.email.toUpperCase() },
      });
    for (let attempt = 0; attempt < 5; attempt++) expect((await forgot()).statusCode).toBe(200);
    const refused = await forgot();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(TOO_MANY);
  });

  it('refuses every state-changing request from a foreign Origin, signed in or not', async () => {
    const { cookies } = await signUp(server, newAccount());
    const foreign = { origin: 'https://attacker.example' };
    const attempts = [
      server.inject({ method: 'PUT', url: '/api/profile', cookies, headers: foreign, payload: { phone: '1' } }),
      server.inject({ method: 'POST', url: '/api/auth/sign-out', cookies, headers: foreign }),
      server.inject({
        method: 'DELETE',
        url: '/api/account',
        cookies,
        headers: foreign,
        payload: { confirmation: 'DELETE' },
      }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(403);
    // Nothing changed: the session still works and reads are not affected by Origin.
    const session = await server.inject({ method: 'GET', url: '/api/auth/session', cookies, headers: foreign });
    expect(session.statusCode).toBe(200);
  });
});
