import { SUBSCRIPTION_MESSAGES, Subscription, type SubscriptionState } from './subscription.entity';

const NOW = new Date('2026-11-21T12:00:00Z');
const LATER = new Date('2026-12-21T12:00:00Z');
const EARLIER = new Date('2026-10-21T12:00:00Z');

function aSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return Object.assign(new Subscription(), {
    id: '00000000-0000-4000-8000-000000000001',
    userId: '00000000-0000-4000-8000-0000000000aa',
    status: 'active' as SubscriptionState,
    planType: 'monthly',
    stripeCustomerId: 'cus_1',
    stripeSubscriptionId: 'sub_1',
    currentPeriodEnd: LATER,
    cancelAtPeriodEnd: false,
    stripeStateAt: null,
    checkoutSessionId: null,
    checkoutUrl: null,
    checkoutExpiresAt: null,
    createdAt: EARLIER,
    updatedAt: EARLIER,
    ...overrides,
  });
}

describe('Subscription', () => {
  it('is active while Stripe says active', () => {
    expect(aSubscription().statusAt(NOW)).toEqual({ active: true });
  });

  it('stays active when cancelled at period end, until the period ends', () => {
    const cancelling = aSubscription({ cancelAtPeriodEnd: true });
    expect(cancelling.isActive(NOW)).toBe(true);
    expect(cancelling.statusAt(LATER)).toEqual({
      active: false,
      reason: 'expired',
      message: SUBSCRIPTION_MESSAGES.expired,
    });
  });

  it('counts past_due as inactive with the generic subscribe message', () => {
    expect(aSubscription({ status: 'past_due' }).statusAt(NOW)).toEqual({
      active: false,
      reason: 'inactive',
      message: 'Please subscribe to create QR codes. Only $5/month - no hidden fees, no scams, no trials.',
    });
  });

  it.each(['cancelled', 'expired'] as const)('says a %s subscription has expired', (status) => {
    expect(aSubscription({ status }).statusAt(NOW).message).toBe(
      'Your subscription has expired. Please renew to continue creating QR codes.',
    );
  });

  it('says no subscription was found when a checkout was only started', () => {
    expect(aSubscription({ status: 'none' }).statusAt(NOW)).toEqual({
      active: false,
      reason: 'none',
      message: 'No subscription found. Please subscribe to create QR codes.',
    });
  });

  it('reuses an open checkout only until Stripe expires it', () => {
    const subscription = aSubscription({ status: 'none' });
    subscription.rememberCheckout({ id: 'cs_1', url: 'https://checkout.example/cs_1', expiresAt: LATER }, NOW);
    expect(subscription.openCheckoutUrl(NOW)).toBe('https://checkout.example/cs_1');
    expect(subscription.openCheckoutUrl(LATER)).toBeNull();
  });

  it('orders Stripe states by their time and flags same-second ties', () => {
    const subscription = aSubscription({ stripeStateAt: NOW });
    expect(subscription.compareStripeTime(LATER)).toBe('newer');
    expect(subscription.compareStripeTime(EARLIER)).toBe('stale');
    expect(subscription.compareStripeTime(NOW)).toBe('same-time');
    expect(aSubscription().compareStripeTime(EARLIER)).toBe('newer');
  });

  it('never moves its Stripe time backwards when a re-read state is applied', () => {
    const subscription = aSubscription({ stripeStateAt: NOW });
    subscription.applyStripeState(
      {
        subscriptionId: 'sub_1',
        customerId: 'cus_1',
        status: 'past_due',
        currentPeriodEnd: LATER,
        cancelAtPeriodEnd: false,
      },
      EARLIER,
    );
    expect(subscription.status).toBe('past_due');
    expect(subscription.stripeStateAt).toEqual(NOW);
  });

  it('leaves an active subscription alone for events about another subscription of the customer', () => {
    expect(aSubscription().tracksAnotherActiveSubscription('sub_old', NOW)).toBe(true);
    expect(aSubscription().tracksAnotherActiveSubscription('sub_1', NOW)).toBe(false);
    expect(aSubscription({ status: 'cancelled' }).tracksAnotherActiveSubscription('sub_new', NOW)).toBe(false);
  });

  it('activates and cancels the local test plan', () => {
    const subscription = aSubscription({ status: 'none', stripeCustomerId: null, currentPeriodEnd: null });
    subscription.activateTestPlan(NOW);
    expect(subscription.isActive(NOW)).toBe(true);
    expect(subscription.stripeCustomerId).toMatch(/^test_cus_/);
    subscription.cancelTestPlan('period_end', NOW);
    expect(subscription.isActive(NOW)).toBe(true);
    expect(subscription.cancelAtPeriodEnd).toBe(true);
    subscription.cancelTestPlan('now', NOW);
    expect(subscription.statusAt(NOW).reason).toBe('expired');
  });

  it('can be resumed only while cancelled at period end and the period runs', () => {
    expect(aSubscription({ cancelAtPeriodEnd: true }).isResumable(NOW)).toBe(true);
    expect(aSubscription().isResumable(NOW)).toBe(false);
    expect(aSubscription({ cancelAtPeriodEnd: true }).isResumable(LATER)).toBe(false);
    expect(aSubscription({ status: 'cancelled' }).isResumable(NOW)).toBe(false);
    expect(aSubscription({ status: 'past_due', cancelAtPeriodEnd: true }).isResumable(NOW)).toBe(false);
  });

  it('renews again on the same date after a test-mode resume', () => {
    const subscription = aSubscription({ cancelAtPeriodEnd: true });
    subscription.resumeTestPlan(NOW);
    expect(subscription.viewAt(NOW)).toMatchObject({
      active: true,
      cancelAtPeriodEnd: false,
      currentPeriodEnd: LATER.toISOString(),
    });
  });

  it('names a move to another state, and none for a state it already had', () => {
    const snapshot = (status: SubscriptionState) => ({
      subscriptionId: 'sub_1',
      customerId: 'cus_1',
      status,
      currentPeriodEnd: LATER,
      cancelAtPeriodEnd: false,
    });
    const subscription = aSubscription();
    expect(subscription.applyStripeState(snapshot('active'), NOW)).toBeUndefined();
    expect(subscription.applyStripeState(snapshot('past_due'), NOW)).toEqual({
      workspaceId: subscription.userId,
      from: 'active',
      to: 'past_due',
    });
  });

  it('names the test plan’s activation and a cancellation now, not one at the period’s end', () => {
    const subscription = aSubscription({ status: 'none', stripeCustomerId: null, currentPeriodEnd: null });
    expect(subscription.activateTestPlan(NOW)).toMatchObject({ from: 'none', to: 'active' });
    expect(subscription.cancelTestPlan('period_end', NOW)).toBeUndefined();
    expect(subscription.cancelTestPlan('now', NOW)).toMatchObject({ from: 'active', to: 'cancelled' });
  });
});
