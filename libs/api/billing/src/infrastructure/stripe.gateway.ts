import { type AppConfig, APP_CONFIG } from '@liveqr/api/platform';
import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { BillingErrorCode, BillingException } from '../domain/billing.exception';
import { MONTHLY_PLAN } from '../domain/plan';
import type { StripeSubscriptionSnapshot, SubscriptionState } from '../domain/subscription.entity';

export interface CheckoutRequest {
  userId: string;
  email: string;
  /** The user's Stripe customer, reused when known. */
  customerId?: string | null;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  id: string;
  url: string;
  expiresAt: Date;
}

/** The one seam around the Stripe SDK: tests point it at a local stand-in through STRIPE_API_URL. */
export abstract class StripeGateway {
  abstract verifyEvent(rawBody: Buffer, signature: string | undefined): Stripe.Event;
  abstract createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession>;
  abstract createPortalSession(customerId: string, returnUrl: string): Promise<string>;
  abstract retrieveSubscription(subscriptionId: string): Promise<StripeSubscriptionSnapshot>;
  /** Withdraws a cancellation at period end: the subscription renews again. */
  abstract resumeSubscription(subscriptionId: string): Promise<StripeSubscriptionSnapshot>;
}

/** Looked up (or created once) when STRIPE_PRICE_ID is not set. */
export const MONTHLY_PRICE_LOOKUP_KEY = 'liveqr_monthly_500_usd';

@Injectable()
export class StripeSdkGateway extends StripeGateway {
  private readonly settings: NonNullable<AppConfig['stripe']> | undefined;
  private readonly stripe: Stripe | undefined;
  private priceId: Promise<string> | undefined;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super();
    this.settings = config.stripe;
    this.stripe = config.stripe ? new Stripe(config.stripe.secretKey, sdkOptions(config.stripe.apiUrl)) : undefined;
  }

  verifyEvent(rawBody: Buffer, signature: string | undefined): Stripe.Event {
    const secret = this.settings?.webhookSecret;
    if (!secret) throw new BillingException(BillingErrorCode.WebhookNotConfigured);
    if (!signature) throw new BillingException(BillingErrorCode.InvalidSignature);
    try {
      return this.client().webhooks.constructEvent(rawBody, signature, secret);
    } catch {
      throw new BillingException(BillingErrorCode.InvalidSignature);
    }
  }

  async createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSession> {
    try {
      const session = await this.client().checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: await this.monthlyPriceId(), quantity: 1 }],
        ...(request.customerId ? { customer: request.customerId } : { customer_email: request.email }),
        client_reference_id: request.userId,
        metadata: { userId: request.userId },
        subscription_data: { metadata: { userId: request.userId } },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error(`Checkout session ${session.id} has no URL`);
      return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
    } catch (error) {
      throw new BillingException(codeOfStripeError(error, BillingErrorCode.CheckoutFailed, this.settings));
    }
  }

  async createPortalSession(customerId: string, returnUrl: string): Promise<string> {
    try {
      const session = await this.client().billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return session.url;
    } catch (error) {
      throw new BillingException(codeOfStripeError(error, BillingErrorCode.PortalFailed, this.settings));
    }
  }

  async retrieveSubscription(subscriptionId: string): Promise<StripeSubscriptionSnapshot> {
    return snapshotOf(await this.client().subscriptions.retrieve(subscriptionId));
  }

  async resumeSubscription(subscriptionId: string): Promise<StripeSubscriptionSnapshot> {
    try {
      return snapshotOf(await this.client().subscriptions.update(subscriptionId, { cancel_at_period_end: false }));
    } catch (error) {
      throw new BillingException(codeOfStripeError(error, BillingErrorCode.ResumeFailed, this.settings));
    }
  }

  private client(): Stripe {
    if (!this.stripe) throw new BillingException(BillingErrorCode.BillingDisabled);
    return this.stripe;
  }

  /** STRIPE_PRICE_ID, or a 500-cent monthly USD price found by lookup key (created the first time). */
  private monthlyPriceId(): Promise<string> {
    this.priceId ??= (async () => {
      if (this.settings?.priceId) return this.settings.priceId;
      const stripe = this.client();
      const found = await stripe.prices.list({ lookup_keys: [MONTHLY_PRICE_LOOKUP_KEY], active: true, limit: 1 });
      if (found.data[0]) return found.data[0].id;
      const created = await stripe.prices.create({
        currency: MONTHLY_PLAN.currency,
        unit_amount: MONTHLY_PLAN.amountCents,
        recurring: { interval: MONTHLY_PLAN.interval },
        lookup_key: MONTHLY_PRICE_LOOKUP_KEY,
        product_data: { name: `LiveQR ${MONTHLY_PLAN.name}` },
      });
      return created.id;
    })().catch((error: unknown) => {
      this.priceId = undefined; // retried on the next checkout
      throw error;
    });
    return this.priceId;
  }
}

function sdkOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
  };
}

const STRIPE_STATES: Record<Stripe.Subscription.Status, SubscriptionState> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'unpaid',
  paused: 'paused',
  canceled: 'cancelled',
  incomplete: 'incomplete',
  incomplete_expired: 'expired',
};

/** Reads what we keep of a Stripe subscription (the period end lives on its item since API 2025-03). */
export function snapshotOf(subscription: Stripe.Subscription): StripeSubscriptionSnapshot {
  const periodEnd = subscription.items.data[0]?.current_period_end;
  return {
    subscriptionId: subscription.id,
    customerId: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
    status: STRIPE_STATES[subscription.status] ?? 'incomplete',
    currentPeriodEnd: periodEnd ? new Date(periodEnd * 1000) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}

/** Maps a Stripe SDK error to the spec's portal and checkout error codes (and resume's). */
function codeOfStripeError(
  error: unknown,
  fallback: BillingErrorCode,
  settings: AppConfig['stripe'],
): BillingErrorCode {
  if (error instanceof BillingException) return error.code;
  if (
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError
  ) {
    return BillingErrorCode.StripeAuthError;
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    if (error.code === 'resource_missing' && error.param === 'customer') return BillingErrorCode.CustomerNotFound;
    if (error.param === 'customer') return BillingErrorCode.InvalidCustomer;
    // Stripe: "No configuration provided and your test mode default configuration has not been created."
    if (/portal|configuration/i.test(error.message)) {
      return settings?.secretKey.startsWith('sk_live')
        ? BillingErrorCode.PortalNotConfiguredLive
        : BillingErrorCode.PortalNotConfiguredTest;
    }
  }
  return fallback;
}
