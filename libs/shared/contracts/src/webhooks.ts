/** What a webhook endpoint may subscribe to. `scan.created` carries the scans of a moment together. */
export const WEBHOOK_EVENT_TYPES = ['qr_code.created', 'qr_code.updated', 'qr_code.deleted', 'scan.created'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** Sent by "Send test event" only; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export interface WebhookEndpointView {
  id: string;
  url: string;
  events: WebhookEventType[];
  enabled: boolean;
  /** ISO timestamp of when deliveries kept failing for 24 hours and the endpoint was switched off; null otherwise. */
  disabledAt: string | null;
  createdAt: string;
}

/** The answer to creating an endpoint: the only time its signing secret is shown. */
export interface CreatedWebhookEndpoint extends WebhookEndpointView {
  /** Standard Webhooks signing secret, `whsec_...`. */
  secret: string;
}

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One message to one endpoint, as the delivery log shows it. */
export interface WebhookDeliveryView {
  /** The `webhook-id` header: the same on every attempt, so a receiver can drop repeats. */
  id: string;
  eventType: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  /** The last attempt's HTTP status, null when no answer came (timeout, refused, unreachable). */
  responseStatus: number | null;
  /** Why the last attempt failed, in words, when it did. */
  error: string | null;
  createdAt: string;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
}
