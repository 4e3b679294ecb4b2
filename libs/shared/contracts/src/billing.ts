/**
 * The billing context's answer to other contexts: whether a user may create QR codes. The query
 * is a plain message class so that other contexts can send it on the CQRS query bus without
 * importing the billing context.
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
