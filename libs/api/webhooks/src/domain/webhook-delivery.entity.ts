import { defineEntity, p } from '@mikro-orm/postgresql';
import type { WebhookDeliveryStatus } from '@liveqr/shared/contracts';

const WebhookDeliverySchema = defineEntity({
  name: 'WebhookDelivery',
  tableName: 'webhook_deliveries',
  properties: {
    /** Also the `webhook-id` header (`msg_...`), the same on every attempt. */
    id: p.string().primary(),
    endpointId: p.uuid(),
    userId: p.uuid(),
    eventType: p.string(),
    /** The exact JSON body every attempt sends (and signs). */
    body: p.text(),
    status: p.string().$type<WebhookDeliveryStatus>(),
    attempts: p.integer(),
    responseStatus: p.integer().nullable(),
    error: p.text().nullable(),
    createdAt: p.datetime(),
    lastAttemptAt: p.datetime().nullable(),
    nextAttemptAt: p.datetime().nullable(),
  },
});

/** One message to one endpoint and how its attempts went: the delivery log's line. */
export class WebhookDelivery extends WebhookDeliverySchema.class {
  toView() {
    return {
      id: this.id,
      eventType: this.eventType,
      status: this.status,
      attempts: this.attempts,
      responseStatus: this.responseStatus ?? null,
      error: this.error ?? null,
      createdAt: this.createdAt.toISOString(),
      lastAttemptAt: this.lastAttemptAt?.toISOString() ?? null,
      nextAttemptAt: this.nextAttemptAt?.toISOString() ?? null,
    };
  }
}
WebhookDeliverySchema.setClass(WebhookDelivery);

/** One message to one endpoint, as the delivery log shows it. */
export type WebhookDeliveryView = ReturnType<WebhookDelivery['toView']>;
