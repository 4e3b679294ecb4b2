import type { Actor } from './auth';

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

/**
 * A workspace's subscription as billing reads it. `none`: a checkout was started but nothing was
 * ever paid. Stripe's states map onto the others (`canceled` is `cancelled`, `trialing` is `active`,
 * `incomplete_expired` is `expired`).
 */
export const SUBSCRIPTION_STATES = [
  'none',
  'incomplete',
  'active',
  'past_due',
  'unpaid',
  'paused',
  'cancelled',
  'expired',
] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/**
 * Published by billing once a workspace's subscription moved to another state and that is stored
 * (a repeat of the same state is no change): done by a person (`actor`: a test-mode checkout or
 * cancellation), or, with `actor` null, reported by Stripe (a payment, a failed renewal, a
 * cancellation in its portal or at the period's end).
 */
export class SubscriptionStateChangedEvent {
  constructor(
    readonly workspaceId: string,
    readonly from: SubscriptionState,
    readonly to: SubscriptionState,
    readonly actor: Actor | null,
  ) {}
}
