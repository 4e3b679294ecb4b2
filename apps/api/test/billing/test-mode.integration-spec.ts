import { GetSubscriptionStatusQuery } from '@liveqr/api/billing';
import { QueryBus } from '@nestjs/cqrs';
import { startTestServer, type TestServer } from '../support/test-server';
import { addMember, aTeamWorkspace } from '../workspaces/support/workspaces';
import { aSignedInUser, billingClient } from './support/billing-client';

describe('billing in local test mode (no Stripe keys)', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each([
    ['GET', '/api/billing'],
    ['GET', '/api/billing/status'],
    ['POST', '/api/billing/checkout'],
    ['POST', '/api/billing/portal'],
    ['POST', '/api/billing/resume'],
    ['GET', '/api/billing/test/checkout'],
    ['POST', '/api/billing/test/checkout'],
    ['GET', '/api/billing/test/portal'],
  ] as const)('answers %s %s with 401 without a session', async (method, url) => {
    const response = await server.inject({ method, url });
    expect(response.statusCode).toBe(401);
  });

  it('shows the Monthly Plan to anyone', async () => {
    const response = await server.inject({ method: 'GET', url: '/api/billing/plan' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: 'monthly',
      name: 'Monthly Plan',
      amountCents: 500,
      currency: 'usd',
      interval: 'month',
      description: 'All features included',
      highlight: 'Cancel anytime',
    });
    expect(response.json().features).toHaveLength(6);
  });

  it('says a new user has no subscription, in test mode', async () => {
    const billing = billingClient(server, await aSignedInUser(server));
    expect((await billing.status()).json()).toEqual({
      active: false,
      reason: 'none',
      message: 'No subscription found. Please subscribe to create QR codes.',
    });
    expect((await billing.overview()).json()).toMatchObject({
      mode: 'test',
      subscription: null,
      status: { active: false },
    });
  });

  it('subscribes through the local test checkout and returns to /billing with the success banner', async () => {
    const user = await aSignedInUser(server);
    const billing = billingClient(server, user);

    const checkout = await billing.checkout();
    expect(checkout.statusCode).toBe(200);
    expect(checkout.json()).toEqual({ url: '/api/billing/test/checkout' });

    const page = await billing.get('/api/billing/test/checkout');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('Test mode — no card is charged');
    expect(page.body).toContain('Pay $5.00 / month (test)</button>');

    const paid = await billing.postForm('/api/billing/test/checkout');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(/^\/billing\?success=1&session_id=test_[0-9a-f-]{36}$/);

    expect((await billing.status()).json()).toEqual({ active: true });
    const overview = (await billing.overview()).json();
    expect(overview.subscription).toMatchObject({
      status: 'active',
      planType: 'monthly',
      active: true,
      canManage: true,
    });
    expect(new Date(overview.subscription.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now());
    // The gate other contexts ask, over the query bus.
    await expect(server.app.get(QueryBus).execute(new GetSubscriptionStatusQuery(user.id))).resolves.toEqual({
      active: true,
    });
  });

  it("writes the test checkout in the visitor's language: German from the browser at sign-up", async () => {
    const billing = billingClient(server, await aSignedInUser(server, { acceptLanguage: 'de-CH, en;q=0.5' }));

    const page = await billing.get('/api/billing/test/checkout');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('<title>Test-Bezahlung · LiveQR</title>');
    expect(page.body).toContain('Testmodus – es wird keine Karte belastet');
    expect(page.body).toContain('<h1>LiveQR abonnieren</h1>');
    expect(page.body).toContain('<strong>Monatstarif</strong> — 5,00\u00a0$ pro Monat');
    expect(page.body).toContain('5,00\u00a0$ pro Monat bezahlen (Test)</button>');
    expect(page.body).toContain('Abbrechen und zurück</a>');
    expect(page.body).not.toContain('Subscribe to LiveQR');
  });

  it("writes the test management page in the profile's language, which wins over the browser's", async () => {
    const user = await aSignedInUser(server, { acceptLanguage: 'de' });
    const billing = billingClient(server, user);
    const profile = await server.inject({ method: 'GET', url: '/api/profile', cookies: user.cookies });
    const { firstName, lastName, accountType } = profile.json();
    const saved = await server.inject({
      method: 'PUT',
      url: '/api/profile',
      cookies: user.cookies,
      payload: { firstName, lastName, accountType, language: 'es' },
    });
    expect(saved.statusCode).toBe(200);
    await billing.postForm('/api/billing/test/checkout');
    const renewsOn = new Date((await billing.overview()).json().subscription.currentPeriodEnd);
    const date = new Intl.DateTimeFormat('es', { dateStyle: 'long', timeZone: 'UTC' }).format(renewsOn);

    const page = await server.inject({
      method: 'GET',
      url: '/api/billing/test/portal',
      cookies: user.cookies,
      headers: { 'accept-language': 'fr' },
    });
    expect(page.body).toContain('<html lang="es">');
    expect(page.body).toContain('Modo de prueba: no se cobra ninguna tarjeta');
    expect(page.body).toContain('<h1>Gestionar la suscripción</h1>');
    expect(page.body).toContain(`Tu Plan mensual (5,00\u00a0US$ al mes) se renueva el ${date}.`);
    expect(date).toMatch(/^\d{1,2} de [a-z]+ de \d{4}$/);
    expect(page.body).toContain('Cancelar al final del periodo</button>');
    expect(page.body).toContain('Cancelar ahora</button>');
    expect(page.body).toContain('Volver a Suscripción y facturación</a>');
  });

  it('refuses Subscribe while already active', async () => {
    const billing = billingClient(server, await aSignedInUser(server));
    await billing.postForm('/api/billing/test/checkout');
    const again = await billing.checkout();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'You already have an active subscription',
      error: 'already_subscribed',
    });
  });

  it('cancels at period end (still active) and then now (expired) on the local management page', async () => {
    const billing = billingClient(server, await aSignedInUser(server));
    await billing.postForm('/api/billing/test/checkout');

    expect((await billing.portal()).json()).toEqual({ url: '/api/billing/test/portal' });
    const page = await billing.get('/api/billing/test/portal');
    expect(page.body).toContain('Test mode — no card is charged');
    expect(page.body).toContain('Cancel at period end');

    const atPeriodEnd = await billing.postForm('/api/billing/test/portal', { when: 'period_end' });
    expect(atPeriodEnd.statusCode).toBe(303);
    expect(atPeriodEnd.headers.location).toBe('/billing');
    expect((await billing.status()).json()).toEqual({ active: true });
    expect((await billing.overview()).json().subscription).toMatchObject({ cancelAtPeriodEnd: true, active: true });

    await billing.postForm('/api/billing/test/portal', { when: 'now' });
    expect((await billing.status()).json()).toEqual({
      active: false,
      reason: 'expired',
      message: 'Your subscription has expired. Please renew to continue creating QR codes.',
    });
  });

  it('resumes a subscription cancelled for the period end: it renews again on the same date', async () => {
    const billing = billingClient(server, await aSignedInUser(server));
    await billing.postForm('/api/billing/test/checkout');
    const renewsOn = (await billing.overview()).json().subscription.currentPeriodEnd;
    await billing.postForm('/api/billing/test/portal', { when: 'period_end' });

    const resumed = await billing.resume();
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toEqual({
      status: 'active',
      planType: 'monthly',
      active: true,
      currentPeriodEnd: renewsOn,
      cancelAtPeriodEnd: false,
      canManage: true,
    });
    expect((await billing.overview()).json().subscription).toMatchObject({ cancelAtPeriodEnd: false, active: true });
    expect((await billing.status()).json()).toEqual({ active: true });
  });

  it.each([
    ['that never subscribed', async () => undefined],
    [
      'whose plan renews anyway',
      async (billing: ReturnType<typeof billingClient>) => {
        await billing.postForm('/api/billing/test/checkout');
      },
    ],
    [
      'whose plan was cancelled at once (lapsed)',
      async (billing: ReturnType<typeof billingClient>) => {
        await billing.postForm('/api/billing/test/checkout');
        await billing.postForm('/api/billing/test/portal', { when: 'now' });
      },
    ],
  ])('refuses Resume for an account %s with 409 nothing_to_resume, changing nothing', async (_, arrange) => {
    const billing = billingClient(server, await aSignedInUser(server));
    await arrange(billing);
    const before = (await billing.overview()).json();

    const response = await billing.resume();
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: 'nothing_to_resume',
      message:
        'There is nothing to resume: only a subscription cancelled for the end of its period can be resumed, until that date.',
    });
    expect((await billing.overview()).json()).toEqual(before);
  });

  it('refuses an unknown cancellation choice', async () => {
    const billing = billingClient(server, await aSignedInUser(server));
    const response = await billing.postForm('/api/billing/test/portal', { when: 'yesterday' });
    expect(response.statusCode).toBe(400);
  });

  it('refuses Manage Subscription without a customer id', async () => {
    const response = await billingClient(server, await aSignedInUser(server)).portal();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'no_customer' });
  });

  it("never shows or changes another user's subscription", async () => {
    const alice = billingClient(server, await aSignedInUser(server));
    const bob = billingClient(server, await aSignedInUser(server));
    await alice.postForm('/api/billing/test/checkout');

    expect((await bob.overview()).json()).toMatchObject({
      subscription: null,
      status: { active: false, reason: 'none' },
    });
    expect((await bob.portal()).statusCode).toBe(400);
    await bob.postForm('/api/billing/test/portal', { when: 'now' });
    expect((await alice.status()).json()).toEqual({ active: true });

    // Bob's Resume never touches Alice's cancellation.
    await alice.postForm('/api/billing/test/portal', { when: 'period_end' });
    expect((await bob.resume()).statusCode).toBe(409);
    expect((await alice.overview()).json().subscription.cancelAtPeriodEnd).toBe(true);
  });

  it("subscribes a team workspace from its own pages, which name it and lead back to the team's billing page", async () => {
    const owner = await aSignedInUser(server);
    const team = await aTeamWorkspace(server, owner);
    const inTeam = billingClient(server, owner, team);
    // The browser follows the addresses the API gives without the header: their query names the team.
    const browser = billingClient(server, owner);

    const checkout = (await inTeam.checkout()).json().url;
    expect(checkout).toBe(`/api/billing/test/checkout?workspace=${team}`);
    const page = await browser.get(checkout);
    expect(page.body).toContain(`action="/api/billing/test/checkout?workspace=${team}"`);
    expect(page.body).toContain(`href="/w/${team}/billing?canceled=1"`);
    const paid = await browser.postForm(checkout);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(new RegExp(`^/w/${team}/billing\\?success=1&session_id=test_`));
    expect((await inTeam.status()).json()).toEqual({ active: true });
    expect((await browser.status()).json()).toMatchObject({ active: false, reason: 'none' });

    const portal = (await inTeam.portal()).json().url;
    expect(portal).toBe(`/api/billing/test/portal?workspace=${team}`);
    const manage = await browser.get(portal);
    expect(manage.body).toContain(`action="/api/billing/test/portal?workspace=${team}"`);
    expect(manage.body).toContain(`href="/w/${team}/billing"`);
    const cancelled = await browser.postForm(portal, { when: 'now' });
    expect(cancelled.headers.location).toBe(`/w/${team}/billing`);
    expect((await inTeam.status()).json()).toMatchObject({ active: false });
  });

  it("lets only a team's owner pay for it, not an admin", async () => {
    const owner = await aSignedInUser(server);
    const admin = await aSignedInUser(server);
    const team = await aTeamWorkspace(server, owner);
    await addMember(server, team, admin, 'admin');

    const paid = await billingClient(server, admin).postForm(`/api/billing/test/checkout?workspace=${team}`);
    expect(paid.statusCode).toBe(403);
    expect(paid.json().error).toBe('WORKSPACE_ROLE_TOO_LOW');
    expect((await billingClient(server, owner, team).status()).json()).toMatchObject({ active: false });
  });

  it('has no Stripe webhook in test mode', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(503);
  });
});
