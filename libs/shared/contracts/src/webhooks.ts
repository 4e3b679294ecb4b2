import type { Actor } from './auth';
import type { AccessRevocationReason } from './identity';
import type { RecordedScan } from './scan-analytics';
import type { SqlTransaction } from './sql-transaction';

/**
 * What a webhook endpoint may subscribe to. `scan.created` carries the scans of a moment together;
 * `member.removed` is sent for a member removed and for one who left.
 */
export const WEBHOOK_EVENT_TYPES = [
  'qr_code.created',
  'qr_code.updated',
  'qr_code.deleted',
  'scan.created',
  'member.added',
  'member.removed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** Sent by "Send test event" only; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Published when someone adds, changes (URL, events, on or off) or deletes one of the workspace's endpoints. */
export class WebhookEndpointChangedEvent {
  constructor(
    readonly ownerId: string,
    readonly endpointId: string,
    readonly url: string,
    readonly change: 'created' | 'updated' | 'deleted',
    readonly actor: Actor,
  ) {}
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
 * The owners who listen for the scans of their codes (an enabled `scan.created` endpoint), kept
 * current in memory by the webhooks context: the scan path asks `now()` once per batch.
 */
export interface ScanListenerSet {
  /** Those listening at this moment: everyone while the webhooks context could not read them yet. */
  now(): { has(ownerId: string): boolean };
}

/**
 * Answered once with the webhooks context's `ScanListenerSet`, which stays current: the scan path
 * writes hundreds of batches a second, and a query per batch cost about 0.4 µs of the server per scan.
 * `queryBus.execute<GetScanListenersQuery, ScanListenerSet>(new GetScanListenersQuery())`.
 */
export class GetScanListenersQuery {}

/** The most scans one `scan.created` message carries (about 120 KB of JSON). */
export const SCANS_PER_MESSAGE = 500;

/**
 * Scans of one owner as a `scan.created` message lists them (`scanMessageItems`): the scan path
 * writes a stored batch's items once, as one string, and holds that until its roll-up, when a
 * message joins the items of several batches. Held as objects, a second's scans were promoted by
 * the garbage collector and copied twice more on their way into the bodies.
 */
export interface ToldScans {
  ownerId: string;
  /** How many scans `items` lists: at most SCANS_PER_MESSAGE. */
  count: number;
  items: string;
}

/** What a `scan.created` message tells of a scan: everything recorded but its owner and the bot flag. */
export type MessageScan = Omit<RecordedScan, 'ownerId' | 'isBot'>;

/**
 * The items of a `scan.created` message's `scans` (people's scans only), comma-separated, without
 * the brackets. A scan recorded before routing rules existed went by the default route.
 */
export function scanMessageItems(scans: readonly MessageScan[]): string {
  return JSON.stringify(
    // Named fields rather than a rest pattern, which copies each scan several times slower.
    scans.map((scan) => ({
      scanId: scan.scanId,
      qrCodeId: scan.qrCodeId,
      scannedAt: scan.scannedAt,
      country: scan.country,
      city: scan.city,
      operatingSystem: scan.operatingSystem,
      deviceType: scan.deviceType,
      browser: scan.browser,
      route: scan.route ?? 'default',
    })),
  ).slice(1, -1);
}

/**
 * Queues the `scan.created` messages of these scans (those of many stored batches, taken by a scan
 * roll-up) for every endpoint of their owners listening then, within `transaction`:
 * `commandBus.execute<QueueScanWebhooksCommand, void>(...)`. The sender takes the batches from its
 * queue in that transaction, so they are queued exactly once.
 */
export class QueueScanWebhooksCommand {
  constructor(
    readonly told: readonly ToldScans[],
    readonly transaction: SqlTransaction,
  ) {}
}
