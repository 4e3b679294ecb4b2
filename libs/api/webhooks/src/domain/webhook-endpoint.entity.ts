import { defineEntity, p } from '@mikro-orm/postgresql';
import { WebhooksErrorCode, WebhooksException } from './webhooks.exception';
import type { AccessRevocationReason, WebhookEventType } from '@liveqr/shared/contracts';

const WebhookEndpointSchema = defineEntity({
  name: 'WebhookEndpoint',
  tableName: 'webhook_endpoints',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid(),
    url: p.text(),
    events: p.array().$type<WebhookEventType[]>(),
    /** Standard Webhooks signing secret (`whsec_` + base64); needed in clear to sign. */
    secret: p.string(),
    enabled: p.boolean(),
    disabledAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
    revokedReason: p.string().$type<AccessRevocationReason>().nullable(),
    createdAt: p.datetime(),
  },
});

/** Where a user's events go: a URL, the events it subscribed to, and whether it still receives them. */
export class WebhookEndpoint extends WebhookEndpointSchema.class {
  /** Deliveries failed for the whole retry window: no more until the owner switches it on again. */
  disable(now = new Date()): void {
    this.enabled = false;
    this.disabledAt = now;
  }

  /** Switched off for good (it may be someone else's): the owner makes a new one if they want it. */
  revoke(reason: AccessRevocationReason, now = new Date()): void {
    this.enabled = false;
    this.revokedAt = now;
    this.revokedReason = reason;
  }

  enable(): void {
    if (this.revokedAt) throw new WebhooksException(WebhooksErrorCode.Revoked);
    this.enabled = true;
    this.disabledAt = null;
  }

  toView() {
    return {
      id: this.id,
      url: this.url,
      events: [...this.events],
      enabled: this.enabled,
      disabledAt: this.disabledAt?.toISOString() ?? null,
      revokedAt: this.revokedAt?.toISOString() ?? null,
      revokedReason: this.revokedReason ?? null,
      createdAt: this.createdAt.toISOString(),
    };
  }
}
WebhookEndpointSchema.setClass(WebhookEndpoint);

/** An endpoint as its owner sees it: never the signing secret, which is shown once at creation. */
export type WebhookEndpointView = ReturnType<WebhookEndpoint['toView']>;
