import { eventually } from '../developer-platform/support/webhook-receiver';
import { aUser, type QrUser } from '../qr-catalog/support/qr-client';
import { startTestServer, type TestServer } from '../support/test-server';
import { aTeamWorkspace, inWorkspace } from '../workspaces/support/workspaces';
import { anEvent, aStripeSubscription, checkoutCompleted, signed, WEBHOOK_SECRET } from './support/stripe-events';
import { StripeStandIn } from './support/stripe-stand-in';

interface Entry {
  action: string;
  via: string;
  actor: { userId: string; apiKey: unknown };
  subject: { type: string; id: string; label: string | null };
  from: string | null;
  to: string | null;
}

const T0 = Math.floor(Date.now() / 1000);

describe("the plan's states in the audit log, as Stripe reports them", () => {
  const stripe = new StripeStandIn();
  let server: TestServer;
  let owner: QrUser;

  beforeAll(async () => {
    server = await startTestServer({
      STRIPE_SECRET_KEY: 'sk_test_liveqr',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: await stripe.start(),
    });
    owner = await aUser(server, { subscribed: false, verified: true });
  });
  afterAll(async () => {
    await server.close();
    await stripe.stop();
  });

  const deliver = async (event: object) => {
    const response = await server.inject({ method: 'POST', url: '/api/billing/webhook', ...signed(event) });
    expect(response.statusCode).toBe(200);
  };
  const planEntries = async (workspaceId: string): Promise<Entry[]> => {
    const response = await inWorkspace(server, owner, workspaceId)('GET', `/api/workspaces/${workspaceId}/audit-log`);
    expect(response.statusCode).toBe(200);
    return (response.json().items as Entry[]).filter((entry) => entry.subject.type === 'plan');
  };
  const planEntriesWhen = (workspaceId: string, count: number, what: string) =>
    eventually(async () => {
      const entries = await planEntries(workspaceId);
      return entries.length >= count ? entries : undefined;
    }, what);

  /** The workspace's checkout completed in Stripe: subscription `sub_<name>` of customer `cus_<name>`, active. */
  async function checkedOut(workspaceId: string, name: string) {
    const ids = { id: `sub_${name}`, customer: `cus_${name}` };
    const checkout = await inWorkspace(server, owner, workspaceId)('POST', '/api/billing/checkout');
    expect(checkout.statusCode).toBe(200);
    stripe.subscriptions.set(ids.id, aStripeSubscription(ids));
    await deliver(checkoutCompleted({ userId: workspaceId, customer: ids.customer, subscription: ids.id }, T0));
    return ids;
  }
  const updated = (ids: { id: string; customer: string }, status: 'active' | 'past_due', created: number) =>
    anEvent('customer.subscription.updated', aStripeSubscription({ ...ids, status }), created);

  it("records each move to another state once, in the owner's name through billing: a replayed or repeated state adds nothing", async () => {
    const team = await aTeamWorkspace(server, owner, 'Stripe team');
    const ids = await checkedOut(team, 'team');
    await planEntriesWhen(team, 1, 'the activation');

    const pastDue = updated(ids, 'past_due', T0 + 10);
    await deliver(pastDue);
    await planEntriesWhen(team, 2, 'the failed payment');
    // Stripe delivers the same event again, then another one that says the same.
    await deliver(pastDue);
    await deliver(updated(ids, 'past_due', T0 + 15));
    await deliver(updated(ids, 'active', T0 + 20));

    const entries = await planEntriesWhen(team, 3, 'the recovery');
    expect(entries.map((entry) => [entry.action, entry.from, entry.to])).toEqual([
      ['plan.activated', 'past_due', 'active'],
      ['plan.past_due', 'active', 'past_due'],
      ['plan.activated', 'none', 'active'],
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        via: 'billing',
        actor: { userId: owner.id, apiKey: null },
        subject: { type: 'plan', id: team, label: null },
      });
    }
  });

  it("records a personal workspace's plan too, in its own log", async () => {
    // The web app lists my workspaces first thing: that makes the personal one's row.
    expect((await server.inject({ method: 'GET', url: '/api/workspaces', cookies: owner.cookies })).statusCode).toBe(
      200,
    );
    const ids = await checkedOut(owner.id, 'personal');
    await deliver(
      anEvent('customer.subscription.deleted', aStripeSubscription({ ...ids, status: 'canceled' }), T0 + 30),
    );
    const entries = await planEntriesWhen(owner.id, 2, 'the cancellation');
    expect(entries.map((entry) => [entry.action, entry.via, entry.actor.userId])).toEqual([
      ['plan.cancelled', 'billing', owner.id],
      ['plan.activated', 'billing', owner.id],
    ]);
  });
});
