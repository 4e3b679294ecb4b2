import { defineEntity, p } from '@mikro-orm/postgresql';
import type { SubscriptionState, SubscriptionStatus } from '@liveqr/shared/contracts';
import { MONTHLY_PLAN, type PlanType } from './plan';

export type { SubscriptionState };

/** A move of a workspace's subscription from one state to another. */
export interface StateChange {
  workspaceId: string;
  from: SubscriptionState;
  to: SubscriptionState;
}

/** Stripe's view of a subscription, as the gateway reads it from an event or the API. */
export interface StripeSubscriptionSnapshot {
  subscriptionId: string;
  customerId: string;
  status: SubscriptionState;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** The spec's texts for the subscription check (§8). */
export const SUBSCRIPTION_MESSAGES = {
  none: 'No subscription found. Please subscribe to create QR codes.',
  expired: 'Your subscription has expired. Please renew to continue creating QR codes.',
  inactive: 'Please subscribe to create QR codes. Only $5/month - no hidden fees, no scams, no trials.',
} as const;

export const NO_SUBSCRIPTION: SubscriptionStatus = {
  active: false,
  reason: 'none',
  message: SUBSCRIPTION_MESSAGES.none,
};

/** How long a local test-mode subscription runs before it would renew. */
const TEST_PERIOD_DAYS = 30;

const SubscriptionSchema = defineEntity({
  name: 'Subscription',
  tableName: 'subscriptions',
  properties: {
    id: p.uuid().primary(),
    /** One row per user (unique): it is also the lock that serialises a user's checkouts. */
    userId: p.uuid(),
    status: p.string().$type<SubscriptionState>(),
    planType: p.string().$type<PlanType>(),
    stripeCustomerId: p.string().nullable(),
    stripeSubscriptionId: p.string().nullable(),
    currentPeriodEnd: p.datetime().nullable(),
    cancelAtPeriodEnd: p.boolean(),
    /** Stripe time of the newest subscription state applied: older events are ignored. */
    stripeStateAt: p.datetime().nullable(),
    /** The open Checkout session, reused by a second Subscribe click instead of opening another. */
    checkoutSessionId: p.string().nullable(),
    checkoutUrl: p.text().nullable(),
    checkoutExpiresAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export class Subscription extends SubscriptionSchema.class {
  /** Cancelled at period end stays active until the period ends; past_due and the rest do not count. */
  isActive(now = new Date()): boolean {
    if (this.status !== 'active') return false;
    return !(this.cancelAtPeriodEnd && this.currentPeriodEnd && this.currentPeriodEnd <= now);
  }

  statusAt(now = new Date()): SubscriptionStatus {
    if (this.isActive(now)) return { active: true };
    if (this.status === 'none') return NO_SUBSCRIPTION;
    // An 'active' row that is not active was cancelled at period end and the period is over.
    const reason = ['active', 'cancelled', 'expired'].includes(this.status) ? 'expired' : 'inactive';
    return { active: false, reason, message: SUBSCRIPTION_MESSAGES[reason] };
  }

  /** Cancelled for the period end and the period not over yet: the renewal can still be switched back on. */
  isResumable(now = new Date()): boolean {
    return this.isActive(now) && this.cancelAtPeriodEnd;
  }

  /** What the web and API clients read of the subscription (SubscriptionResponseDto). */
  viewAt(now = new Date()) {
    return {
      status: this.status,
      planType: this.planType,
      active: this.isActive(now),
      currentPeriodEnd: this.currentPeriodEnd?.toISOString() ?? null,
      cancelAtPeriodEnd: this.cancelAtPeriodEnd,
      canManage: this.stripeCustomerId !== null,
    };
  }

  /** The Checkout page already opened for this user, while Stripe still accepts it. */
  openCheckoutUrl(now = new Date()): string | null {
    return this.checkoutUrl && this.checkoutExpiresAt && this.checkoutExpiresAt > now ? this.checkoutUrl : null;
  }

  rememberCheckout(session: { id: string; url: string; expiresAt: Date }, now = new Date()): void {
    this.checkoutSessionId = session.id;
    this.checkoutUrl = session.url;
    this.checkoutExpiresAt = session.expiresAt;
    this.updatedAt = now;
  }

  /** Checkout finished: the customer now exists in Stripe and is reused from here on. */
  completeCheckout(customerId: string, subscriptionId: string | null, now = new Date()): void {
    this.stripeCustomerId = customerId;
    this.stripeSubscriptionId = subscriptionId ?? this.stripeSubscriptionId;
    this.checkoutSessionId = null;
    this.checkoutUrl = null;
    this.checkoutExpiresAt = null;
    this.updatedAt = now;
  }

  /**
   * Whether a Stripe state observed at `observedAt` is newer than the one held: 'newer',
   * 'stale' (an out-of-order event, ignored) or 'same-time' (the order is unknown: re-read Stripe).
   */
  compareStripeTime(observedAt: Date): 'newer' | 'stale' | 'same-time' {
    if (!this.stripeStateAt || observedAt > this.stripeStateAt) return 'newer';
    return observedAt < this.stripeStateAt ? 'stale' : 'same-time';
  }

  /** An event about another subscription of the same customer must not overwrite the one in force. */
  tracksAnotherActiveSubscription(subscriptionId: string, now = new Date()): boolean {
    return this.stripeSubscriptionId !== null && this.stripeSubscriptionId !== subscriptionId && this.isActive(now);
  }

  /** Stripe's state; the change of state, if it is another one (Stripe repeats a state in many events). */
  applyStripeState(snapshot: StripeSubscriptionSnapshot, observedAt: Date, now = new Date()): StateChange | undefined {
    const change = this.moveTo(snapshot.status);
    this.stripeCustomerId = snapshot.customerId;
    this.stripeSubscriptionId = snapshot.subscriptionId;
    this.planType = MONTHLY_PLAN.id;
    this.currentPeriodEnd = snapshot.currentPeriodEnd;
    this.cancelAtPeriodEnd = snapshot.cancelAtPeriodEnd;
    if (!this.stripeStateAt || observedAt > this.stripeStateAt) this.stripeStateAt = observedAt;
    this.updatedAt = now;
    return change;
  }

  /** Local test mode: what a paid Checkout would do, without Stripe. */
  activateTestPlan(now = new Date()): StateChange | undefined {
    const change = this.moveTo('active');
    this.planType = MONTHLY_PLAN.id;
    this.stripeCustomerId ??= `test_cus_${this.userId}`;
    this.currentPeriodEnd = new Date(now.getTime() + TEST_PERIOD_DAYS * 24 * 60 * 60 * 1000);
    this.cancelAtPeriodEnd = false;
    this.updatedAt = now;
    return change;
  }

  /**
   * Local test mode: what the Customer Portal's cancel would do. At the period's end the state
   * stays `active` (the period runs on): only a cancellation now is a change of state.
   */
  cancelTestPlan(when: 'period_end' | 'now', now = new Date()): StateChange | undefined {
    this.updatedAt = now;
    if (when === 'period_end') {
      this.cancelAtPeriodEnd = true;
      return undefined;
    }
    this.cancelAtPeriodEnd = false;
    this.currentPeriodEnd = now;
    return this.moveTo('cancelled');
  }

  /** Local test mode: what Stripe does when a cancellation at period end is withdrawn. */
  resumeTestPlan(now = new Date()): void {
    this.cancelAtPeriodEnd = false;
    this.updatedAt = now;
  }

  /** The row's `userId` is the workspace's id (a personal workspace's is its account's). */
  private moveTo(status: SubscriptionState): StateChange | undefined {
    const from = this.status;
    this.status = status;
    return from === status ? undefined : { workspaceId: this.userId, from, to: status };
  }
}
SubscriptionSchema.setClass(Subscription);

export type SubscriptionView = ReturnType<Subscription['viewAt']>;
