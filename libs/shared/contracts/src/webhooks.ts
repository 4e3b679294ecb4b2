import type { AccessRevocationReason } from './identity';
import type { RecordedScan } from './scan-analytics';

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
  /** ISO timestamp and reason of its revocation (it receives nothing more); null otherwise. */
  revokedAt: string | null;
  revokedReason: AccessRevocationReason | null;
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

/** An endpoint revoked with the others of its owner, as the owner's mail names it. */
export interface RevokedWebhookEndpoint {
  id: string;
  url: string;
}

/**
 * Sent by identity when the account is taken back or every session ends:
 * `commandBus.execute<RevokeWebhookEndpointsCommand, RevokedWebhookEndpoint[]>(...)` revokes the
 * user's endpoints made up to `at` (and drops their queued deliveries); answers the ones it revoked.
 */
export class RevokeWebhookEndpointsCommand {
  constructor(
    readonly userId: string,
    readonly reason: AccessRevocationReason,
    readonly at: Date,
  ) {}
}

/**
 * Which of these owners listen for the scans of their codes (an enabled `scan.created` endpoint),
 * answered from memory by the webhooks context, so the scan path asks it for every batch:
 * `queryBus.execute<GetScanListenersQuery, string[]>(new GetScanListenersQuery(ownerIds))`.
 */
export class GetScanListenersQuery {
  constructor(readonly ownerIds: readonly string[]) {}
}

/**
 * A connection inside a transaction the sender opened: what a handler writes on it is stored with
 * the sender's own work, or not at all.
 */
export interface SqlTransaction {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Queues the `scan.created` messages of these scans (those of many stored batches, taken from the
 * scan path's outbox) for every endpoint of their owners listening then, within `transaction`:
 * `commandBus.execute<QueueScanWebhooksCommand, void>(...)`. The sender removes the scans from its
 * outbox in that transaction, so they are queued exactly once.
 */
export class QueueScanWebhooksCommand {
  constructor(
    readonly scans: ReadonlyArray<RecordedScan & { ownerId: string }>,
    readonly transaction: SqlTransaction,
  ) {}
}
