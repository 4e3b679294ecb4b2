import { startTestServer, type TestServer } from '../support/test-server';
import { aSignedInUser, billingClient } from './support/billing-client';

describe('billing in production without Stripe keys', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
    });
  });
  afterAll(() => server.close());

  it('is disabled and says so, instead of falling back to test mode', async () => {
    const billing = billingClient(server, await aSignedInUser(server));
    expect((await billing.overview()).json()).toMatchObject({ mode: 'disabled' });

    const checkout = await billing.checkout();
    expect(checkout.statusCode).toBe(503);
    expect(checkout.json()).toMatchObject({
      error: 'billing_disabled',
      message: expect.stringContaining('Billing is disabled'),
    });
    expect((await billing.portal()).statusCode).toBe(503);
  });

  it('serves no test checkout: nobody can activate a plan for free', async () => {
    const billing = billingClient(server, await aSignedInUser(server));
    expect((await billing.get('/api/billing/test/checkout')).statusCode).toBe(404);
    expect((await billing.postForm('/api/billing/test/checkout')).statusCode).toBe(404);
    expect((await billing.status()).json()).toMatchObject({ active: false });
  });
});
