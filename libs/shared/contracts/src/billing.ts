/**
 * The billing context's public answers, shared by the API contexts and the web. The query
 * is a plain message class so that other contexts can send it on the CQRS query bus
 * without importing the billing context.
 */

/** Why creating QR codes is refused: no subscription, an expired or cancelled one, or another non-active state. */
export type SubscriptionInactiveReason = 'none' | 'expired' | 'inactive';

export interface SubscriptionStatus {
  active: boolean;
  /** Set when not active. */
  reason?: SubscriptionInactiveReason;
  /** The spec's text for the reason, in English; the web shows its own translation of `reason`. */
  message?: string;
}

/**
 * Answered by the billing context with a `SubscriptionStatus`:
 * `queryBus.execute<GetSubscriptionStatusQuery, SubscriptionStatus>(new GetSubscriptionStatusQuery(userId))`.
 */
export class GetSubscriptionStatusQuery {
  constructor(readonly userId: string) {}
}

/** The Monthly Plan's price (spec §9): 5 USD a month, no trial. */
export const MONTHLY_PRICE_CENTS = 500;

/** Stripe (keys configured), local test mode (no keys, not production) or disabled (production without keys). */
export type BillingMode = 'stripe' | 'test' | 'disabled';

export interface PlanView {
  id: 'monthly';
  name: string;
  amountCents: number;
  currency: string;
  interval: 'month';
  description: string;
  highlight: string;
  features: readonly string[];
}

export interface SubscriptionView {
  status: string;
  planType: string;
  active: boolean;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  canManage: boolean;
}

/** Everything the /billing page shows, for the signed-in user. */
export interface BillingOverview {
  mode: BillingMode;
  plan: PlanView;
  status: SubscriptionStatus;
  /** Null when the user never subscribed. */
  subscription: SubscriptionView | null;
  /** Ad conversion tracking id; absent unless configured, and then nothing is sent. */
  adConversionId?: string;
}

/** Where the browser goes next: a Stripe page or a local test-mode page. */
export interface BillingRedirect {
  url: string;
}
