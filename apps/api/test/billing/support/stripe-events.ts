import Stripe from 'stripe';

/** Builders of Stripe objects and signed webhook deliveries, as Stripe sends them. */

export const WEBHOOK_SECRET = 'whsec_test_liveqr';
const signer = new Stripe('sk_test_signer');
let sequence = 0;

export interface SubscriptionFields {
  id?: string;
  customer?: string;
  status?: Stripe.Subscription.Status;
  periodEnd?: Date;
  cancelAtPeriodEnd?: boolean;
  userId?: string;
}

export function aStripeSubscription(fields: SubscriptionFields = {}) {
  return {
    id: fields.id ?? 'sub_1',
    object: 'subscription',
    customer: fields.customer ?? 'cus_1',
    status: fields.status ?? 'active',
    cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
    metadata: fields.userId ? { userId: fields.userId } : {},
    items: {
      object: 'list',
      data: [
        {
          id: 'si_1',
          object: 'subscription_item',
          current_period_end: Math.floor((fields.periodEnd ?? new Date(Date.now() + 30 * 86_400_000)).getTime() / 1000),
        },
      ],
    },
  };
}

/** An event as delivered; `created` is the Stripe time (seconds) that orders the states. */
export function anEvent(type: string, object: object, created: number, id = `evt_${++sequence}_${Date.now()}`) {
  return { id, object: 'event', type, created, api_version: '2026-10-28.endive', data: { object } };
}

export function checkoutCompleted(fields: { userId: string; customer: string; subscription: string }, created: number) {
  return anEvent(
    'checkout.session.completed',
    {
      id: 'cs_test_done',
      object: 'checkout.session',
      mode: 'subscription',
      client_reference_id: fields.userId,
      customer: fields.customer,
      subscription: fields.subscription,
      payment_status: 'paid',
    },
    created,
  );
}

export function anInvoiceEvent(
  type: 'invoice.paid' | 'invoice.payment_failed',
  subscription: string,
  customer: string,
  created: number,
) {
  return anEvent(
    type,
    {
      id: `in_${++sequence}`,
      object: 'invoice',
      customer,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription, metadata: {} },
      },
    },
    created,
  );
}

/** The body and `stripe-signature` header of a delivery, signed like Stripe does. */
export function signed(event: object, secret = WEBHOOK_SECRET): { payload: string; headers: Record<string, string> } {
  const payload = JSON.stringify(event);
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
}
