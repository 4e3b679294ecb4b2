import { startTestServer, type TestServer } from '../support/test-server';
import { aTeamWorkspace } from '../workspaces/support/workspaces';
import { aSignedInUser, billingClient } from './support/billing-client';
import {
  anEvent,
  anInvoiceEvent,
  aStripeSubscription,
  checkoutCompleted,
  signed,
  WEBHOOK_SECRET,
  type SubscriptionFields,
} from './support/stripe-events';
import { StripeStandIn, stripeError } from './support/stripe-stand-in';

const PUBLIC_URL = 'https://liveqr.test';
const T0 = Math.floor(Date.now() / 1000);

describe('billing with Stripe (SDK against a local stand-in for the Stripe API)', () => {
  let server: TestServer;
  const stripe = new StripeStandIn();
  let serial = 0;

  beforeAll(async () => {
    const apiUrl = await stripe.start();
    server = await startTestServer({
      PUBLIC_URL,
      STRIPE_SECRET_KEY: 'sk_test_liveqr',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: apiUrl,
    });
  });
  afterAll(async () => {
    await server.close();
    await stripe.stop();
  });

  const deliver = (event: object, secret?: string) =>
    server.inject({ method: 'POST', url: '/api/billing/webhook', ...signed(event, secret) });

  /** A user whose Stripe checkout completed: subscription `sub_N` of customer `cus_N`, active. */
  async function aSubscriber(fields: SubscriptionFields = {}) {
    const user = await aSignedInUser(server);
    const n = ++serial;
    const ids = { subscription: `sub_${n}`, customer: `cus_${n}` };
    const billing = billingClient(server, user);
    await billing.checkout();
    stripe.subscriptions.set(
      ids.subscription,
      aStripeSubscription({ id: ids.subscription, customer: ids.customer, ...fields }),
    );
    const completed = await deliver(checkoutCompleted({ userId: user.id, ...ids }, T0));
    expect(completed.statusCode).toBe(200);
    return { user, billing, ...ids };
  }

  const subscriptionEvent = (
    type: string,
    created: number,
    fields: SubscriptionFields & { id: string; customer: string },
  ) => anEvent(`customer.subscription.${type}`, aStripeSubscription(fields), created);

  describe('Subscribe', () => {
    it('opens a Checkout session in subscription mode with the monthly price and URLs back to /billing', async () => {
      const user = await aSignedInUser(server);
      const response = await billingClient(server, user).checkout();

      expect(response.statusCode).toBe(200);
      expect(response.json().url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/);
      const [price] = stripe.callsTo('POST', '/v1/prices');
      expect(price.params).toMatchObject({
        currency: 'usd',
        unit_amount: '500',
        'recurring[interval]': 'month',
        lookup_key: 'liveqr_monthly_500_usd',
      });
      const session = stripe.callsTo('POST', '/v1/checkout/sessions').at(-1);
      expect(session?.params).toMatchObject({
        mode: 'subscription',
        'line_items[0][price]': 'price_1',
        'line_items[0][quantity]': '1',
        customer_email: user.email,
        client_reference_id: user.id,
        'subscription_data[metadata][userId]': user.id,
        success_url: `${PUBLIC_URL}/billing?success=1&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${PUBLIC_URL}/billing?canceled=1`,
      });
    });

    it('creates the price once and reuses it', async () => {
      await billingClient(server, await aSignedInUser(server)).checkout();
      expect(stripe.callsTo('POST', '/v1/prices')).toHaveLength(1);
    });

    it('opens one Checkout session for two Subscribe clicks at once', async () => {
      const billing = billingClient(server, await aSignedInUser(server));
      const before = stripe.callsTo('POST', '/v1/checkout/sessions').length;
      const [first, second] = await Promise.all([billing.checkout(), billing.checkout()]);
      expect(first.statusCode).toBe(200);
      expect(second.json().url).toBe(first.json().url);
      expect(stripe.callsTo('POST', '/v1/checkout/sessions')).toHaveLength(before + 1);
    });

    it('refuses Subscribe while active', async () => {
      const { billing } = await aSubscriber();
      const response = await billing.checkout();
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('You already have an active subscription');
    });

    it("reuses the user's Stripe customer after a cancellation", async () => {
      const { billing, subscription, customer } = await aSubscriber();
      await deliver(subscriptionEvent('deleted', T0 + 5, { id: subscription, customer, status: 'canceled' }));
      expect((await billing.checkout()).statusCode).toBe(200);
      const session = stripe.callsTo('POST', '/v1/checkout/sessions').at(-1);
      expect(session?.params['customer']).toBe(customer);
      expect(session?.params['customer_email']).toBeUndefined();
    });
  });

  describe('Manage Subscription', () => {
    it("opens the Customer Portal for the user's own customer, returning to /billing", async () => {
      const { billing, customer } = await aSubscriber();
      const response = await billing.portal();
      expect(response.json()).toEqual({ url: 'https://billing.stripe.test/p/session_1' });
      expect(stripe.callsTo('POST', '/v1/billing_portal/sessions').at(-1)?.params).toEqual({
        customer,
        return_url: `${PUBLIC_URL}/billing`,
      });
    });

    it("leads a team workspace's Checkout and Customer Portal back to the team's billing page", async () => {
      const owner = await aSignedInUser(server);
      const team = await aTeamWorkspace(server, owner);
      const billing = billingClient(server, owner, team);
      expect((await billing.checkout()).statusCode).toBe(200);
      expect(stripe.callsTo('POST', '/v1/checkout/sessions').at(-1)?.params).toMatchObject({
        client_reference_id: team,
        success_url: `${PUBLIC_URL}/w/${team}/billing?success=1&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${PUBLIC_URL}/w/${team}/billing?canceled=1`,
      });

      const ids = { subscription: `sub_team_${++serial}`, customer: `cus_team_${serial}` };
      stripe.subscriptions.set(ids.subscription, aStripeSubscription({ id: ids.subscription, customer: ids.customer }));
      expect((await deliver(checkoutCompleted({ userId: team, ...ids }, T0))).statusCode).toBe(200);
      expect((await billing.portal()).statusCode).toBe(200);
      expect(stripe.callsTo('POST', '/v1/billing_portal/sessions').at(-1)?.params).toEqual({
        customer: ids.customer,
        return_url: `${PUBLIC_URL}/w/${team}/billing`,
      });
    });

    it('refuses without a customer id', async () => {
      const response = await billingClient(server, await aSignedInUser(server)).portal();
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('no_customer');
    });

    it.each([
      { code: 'customer_not_found', answer: stripeError(404, 'resource_missing', 'No such customer', 'customer') },
      { code: 'invalid_customer', answer: stripeError(400, undefined, 'Invalid customer', 'customer') },
      {
        code: 'portal_not_configured_test',
        answer: stripeError(
          400,
          undefined,
          'No configuration provided and your test mode default configuration has not been created.',
        ),
      },
      {
        code: 'stripe_auth_error',
        answer: {
          status: 401,
          body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
        },
      },
    ])('maps a Stripe portal error to $code', async ({ answer, code }) => {
      const { billing } = await aSubscriber();
      stripe.portalError = answer;
      try {
        expect((await billing.portal()).json()).toMatchObject({ error: code });
      } finally {
        stripe.portalError = undefined;
      }
    });
  });

  describe('Resume', () => {
    it('withdraws the cancellation at period end in Stripe and stores what Stripe answers', async () => {
      const { billing, subscription, customer } = await aSubscriber();
      stripe.subscriptions.set(
        subscription,
        aStripeSubscription({ id: subscription, customer, cancelAtPeriodEnd: true }),
      );
      await deliver(subscriptionEvent('updated', T0 + 10, { id: subscription, customer, cancelAtPeriodEnd: true }));
      expect((await billing.overview()).json().subscription.cancelAtPeriodEnd).toBe(true);

      const response = await billing.resume();
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'active', active: true, cancelAtPeriodEnd: false });
      expect(stripe.callsTo('POST', `/v1/subscriptions/${subscription}`).at(-1)?.params).toEqual({
        cancel_at_period_end: 'false',
      });
      expect((await billing.overview()).json().subscription.cancelAtPeriodEnd).toBe(false);
    });

    it('refuses with 409 nothing_to_resume when the plan is not cancelled, without calling Stripe', async () => {
      const { billing, subscription } = await aSubscriber();
      const response = await billing.resume();
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe('nothing_to_resume');
      expect(stripe.callsTo('POST', `/v1/subscriptions/${subscription}`)).toEqual([]);
    });

    it('maps a Stripe failure to resume_failed and keeps the cancellation', async () => {
      const { billing, subscription, customer } = await aSubscriber();
      await deliver(subscriptionEvent('updated', T0 + 10, { id: subscription, customer, cancelAtPeriodEnd: true }));
      stripe.updateError = { status: 500, body: { error: { type: 'api_error', message: 'Something went wrong' } } };
      try {
        const response = await billing.resume();
        expect(response.statusCode).toBe(502);
        expect(response.json().error).toBe('resume_failed');
      } finally {
        stripe.updateError = undefined;
      }
      expect((await billing.overview()).json().subscription.cancelAtPeriodEnd).toBe(true);
    });
  });

  describe('webhook', () => {
    it('refuses a missing or wrong signature with 400 and changes nothing', async () => {
      const { billing, subscription, customer } = await aSubscriber();
      const event = subscriptionEvent('deleted', T0 + 10, { id: subscription, customer, status: 'canceled' });
      const unsigned = await server.inject({
        method: 'POST',
        url: '/api/billing/webhook',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(event),
      });
      expect(unsigned.statusCode).toBe(400);
      expect((await deliver(event, 'whsec_someone_else')).statusCode).toBe(400);
      const tampered = signed(event);
      const forged = await server.inject({
        method: 'POST',
        url: '/api/billing/webhook',
        headers: tampered.headers,
        payload: tampered.payload.replace('canceled', 'active'),
      });
      expect(forged.statusCode).toBe(400);
      expect((await billing.status()).json()).toEqual({ active: true });
    });

    it('activates the subscription on checkout.session.completed (re-reading it from Stripe)', async () => {
      const { billing, customer } = await aSubscriber();
      expect((await billing.status()).json()).toEqual({ active: true });
      expect((await billing.overview()).json().subscription).toMatchObject({
        status: 'active',
        planType: 'monthly',
        canManage: true,
      });
      expect(stripe.calls.some((call) => call.path.startsWith('/v1/subscriptions/'))).toBe(true);
      expect(customer).toMatch(/^cus_/);
    });

    it('processes a replayed event id once (200, no-op)', async () => {
      const { billing, subscription, customer } = await aSubscriber();
      const pastDue = subscriptionEvent('updated', T0 + 20, { id: subscription, customer, status: 'past_due' });
      expect((await deliver(pastDue)).statusCode).toBe(200);
      await deliver(subscriptionEvent('updated', T0 + 30, { id: subscription, customer, status: 'active' }));
      const replay = await deliver(pastDue);
      expect(replay.statusCode).toBe(200);
      expect((await billing.status()).json()).toEqual({ active: true });
    });

    it('answers 200 for an unknown customer and changes nothing', async () => {
      const response = await deliver(
        subscriptionEvent('updated', T0, { id: 'sub_stranger', customer: 'cus_stranger' }),
      );
      expect(response.statusCode).toBe(200);
      const invoice = await deliver(anInvoiceEvent('invoice.paid', 'sub_stranger', 'cus_stranger', T0));
      expect(invoice.statusCode).toBe(200);
      const foreignCheckout = await deliver(
        checkoutCompleted({ userId: 'order-42', customer: 'cus_stranger', subscription: 'sub_stranger' }, T0),
      );
      expect(foreignCheckout.statusCode).toBe(200);
    });

    it('counts past_due as inactive and a cancelled-at-period-end subscription as active', async () => {
      const { billing, subscription, customer } = await aSubscriber();
      await deliver(subscriptionEvent('updated', T0 + 10, { id: subscription, customer, cancelAtPeriodEnd: true }));
      expect((await billing.status()).json()).toEqual({ active: true });
      expect((await billing.overview()).json().subscription.cancelAtPeriodEnd).toBe(true);
      await deliver(subscriptionEvent('updated', T0 + 20, { id: subscription, customer, status: 'past_due' }));
      expect((await billing.status()).json()).toMatchObject({ active: false, reason: 'inactive' });
    });

    it('keeps the newest state when updates arrive out of order', async () => {
      const { billing, subscription, customer } = await aSubscriber();
      await deliver(subscriptionEvent('updated', T0 + 20, { id: subscription, customer, status: 'past_due' }));
      await deliver(subscriptionEvent('updated', T0 + 10, { id: subscription, customer, status: 'active' }));
      expect((await billing.overview()).json().subscription.status).toBe('past_due');
    });

    it('stays cancelled when a late created event arrives after deleted', async () => {
      const { billing, subscription, customer } = await aSubscriber();
      await deliver(subscriptionEvent('deleted', T0 + 20, { id: subscription, customer, status: 'canceled' }));
      await deliver(subscriptionEvent('created', T0 + 1, { id: subscription, customer, status: 'incomplete' }));
      expect((await billing.status()).json()).toMatchObject({ active: false, reason: 'expired' });
    });

    it('links the user when subscription events come before checkout.session.completed', async () => {
      const user = await aSignedInUser(server);
      const billing = billingClient(server, user);
      await billing.checkout();
      const ids = { id: 'sub_early', customer: 'cus_early', userId: user.id };
      await deliver(subscriptionEvent('created', T0 + 1, { ...ids, status: 'incomplete' }));
      await deliver(subscriptionEvent('updated', T0 + 2, { ...ids, status: 'active' }));
      stripe.subscriptions.set('sub_early', aStripeSubscription(ids));
      await deliver(checkoutCompleted({ userId: user.id, subscription: 'sub_early', customer: 'cus_early' }, T0));
      expect((await billing.status()).json()).toEqual({ active: true });
    });

    it('re-reads Stripe when two states carry the same second', async () => {
      const { billing, subscription, customer } = await aSubscriber();
      await deliver(subscriptionEvent('updated', T0 + 40, { id: subscription, customer, status: 'past_due' }));
      stripe.subscriptions.set(subscription, aStripeSubscription({ id: subscription, customer, status: 'active' }));
      await deliver(subscriptionEvent('updated', T0 + 40, { id: subscription, customer, status: 'past_due' }));
      expect((await billing.status()).json()).toEqual({ active: true });
    });

    it('follows invoice.payment_failed and invoice.paid by re-reading the subscription', async () => {
      const { billing, subscription, customer } = await aSubscriber();
      stripe.subscriptions.set(subscription, aStripeSubscription({ id: subscription, customer, status: 'past_due' }));
      await deliver(anInvoiceEvent('invoice.payment_failed', subscription, customer, T0 + 50));
      expect((await billing.status()).json()).toMatchObject({ active: false, reason: 'inactive' });

      const renewed = new Date(Date.now() + 60 * 86_400_000);
      stripe.subscriptions.set(subscription, aStripeSubscription({ id: subscription, customer, periodEnd: renewed }));
      await deliver(anInvoiceEvent('invoice.paid', subscription, customer, T0 + 60));
      expect((await billing.status()).json()).toEqual({ active: true });
      expect((await billing.overview()).json().subscription.currentPeriodEnd).toBe(
        new Date(Math.floor(renewed.getTime() / 1000) * 1000).toISOString(),
      );
    });

    it("does not let one user's events touch another user's subscription", async () => {
      const alice = await aSubscriber();
      const bob = await aSubscriber();
      await deliver(
        subscriptionEvent('deleted', T0 + 70, { id: bob.subscription, customer: bob.customer, status: 'canceled' }),
      );
      expect((await alice.billing.status()).json()).toEqual({ active: true });
      expect((await bob.billing.status()).json()).toMatchObject({ active: false });
    });
  });
});

describe('billing with a configured STRIPE_PRICE_ID', () => {
  const stripe = new StripeStandIn();
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      STRIPE_SECRET_KEY: 'sk_test_liveqr',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_ID: 'price_configured',
      STRIPE_API_URL: await stripe.start(),
    });
  });
  afterAll(async () => {
    await server.close();
    await stripe.stop();
  });

  it('checks out with that price and creates none', async () => {
    expect((await billingClient(server, await aSignedInUser(server)).checkout()).statusCode).toBe(200);
    expect(stripe.callsTo('POST', '/v1/checkout/sessions')[0].params['line_items[0][price]']).toBe('price_configured');
    expect(stripe.calls.filter((call) => call.path === '/v1/prices')).toEqual([]);
  });
});
