import { newAccount, signUp } from './identity/support/identity-client';
import { startTestServer, type TestServer } from './support/test-server';

/** Account data and credentials never stay in a browser or proxy cache. */
describe('Cache-Control', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('sends no-store on every auth answer, signed in or not', async () => {
    const account = newAccount();
    const answers = [
      await server.inject({ method: 'POST', url: '/api/auth/sign-up', payload: account }),
      await server.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: account.email, password: account.password },
      }),
      await server.inject({ method: 'GET', url: '/api/auth/providers' }),
      await server.inject({ method: 'POST', url: '/api/auth/password/forgot', payload: { email: account.email } }),
    ];
    for (const answer of answers)
      expect({ url: answer.raw.req.url, header: answer.headers['cache-control'] }).toEqual({
        url: answer.raw.req.url,
        header: 'no-store',
      });
  });

  it('sends no-store on every answer to a signed-in caller, in every context', async () => {
    const { cookies } = await signUp(server);
    for (const url of ['/api/auth/session', '/api/profile', '/api/account/activity', '/api/qr-codes', '/api/billing']) {
      const answer = await server.inject({ method: 'GET', url, cookies });
      expect({ url, status: answer.statusCode, header: answer.headers['cache-control'] }).toEqual({
        url,
        status: 200,
        header: 'no-store',
      });
    }
  });
});
