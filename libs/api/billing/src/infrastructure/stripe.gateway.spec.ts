import type Stripe from 'stripe';
import { snapshotOf } from './stripe.gateway';

function aStripeSubscription(status: Stripe.Subscription.Status, periodEnd = 1_800_000_000): Stripe.Subscription {
  return {
    id: 'sub_1',
    customer: 'cus_1',
    status,
    cancel_at_period_end: false,
    items: { data: [{ current_period_end: periodEnd }] },
  } as unknown as Stripe.Subscription;
}

describe('snapshotOf', () => {
  it.each([
    ['active', 'active'],
    ['trialing', 'active'],
    ['past_due', 'past_due'],
    ['canceled', 'cancelled'],
    ['incomplete_expired', 'expired'],
    ['unpaid', 'unpaid'],
  ] as const)('reads Stripe status %s as %s', (stripeStatus, ours) => {
    expect(snapshotOf(aStripeSubscription(stripeStatus)).status).toBe(ours);
  });

  it('reads the period end from the subscription item', () => {
    expect(snapshotOf(aStripeSubscription('active', 1_800_000_000))).toEqual({
      subscriptionId: 'sub_1',
      customerId: 'cus_1',
      status: 'active',
      currentPeriodEnd: new Date(1_800_000_000_000),
      cancelAtPeriodEnd: false,
    });
  });
});
