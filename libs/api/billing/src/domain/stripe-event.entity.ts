import { defineEntity, p } from '@mikro-orm/postgresql';

/** A Stripe webhook event already processed: a redelivery of the same id is a no-op. */
const StripeEventSchema = defineEntity({
  name: 'StripeEvent',
  tableName: 'stripe_events',
  properties: {
    id: p.string().primary(),
    type: p.string(),
    processedAt: p.datetime(),
  },
});

export class StripeEvent extends StripeEventSchema.class {}
StripeEventSchema.setClass(StripeEvent);
