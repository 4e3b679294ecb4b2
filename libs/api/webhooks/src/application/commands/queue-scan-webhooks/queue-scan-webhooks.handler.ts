import { QueueScanWebhooksCommand, type RecordedScan } from '@liveqr/shared/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WebhookOutbox } from '../../webhook-outbox';

/**
 * The most scans one `scan.created` message carries: the most one committed batch held when each
 * batch was a message of its own (the scan path's MAX_BATCH_SIZE), so no receiver gets a larger body
 * than it did then (about 120 KB).
 */
export const SCANS_PER_MESSAGE = 500;

/**
 * The scan path hands over, every half second or so, the scans of all the batches stored meanwhile
 * whose owners listen: one `scan.created` message per owner (per SCANS_PER_MESSAGE of their scans)
 * carries them all, so a busy code costs its listener a request now and then, not one per batch.
 */
@CommandHandler(QueueScanWebhooksCommand)
export class QueueScanWebhooksHandler implements ICommandHandler<QueueScanWebhooksCommand, void> {
  constructor(private readonly outbox: WebhookOutbox) {}

  async execute({ scans, transaction }: QueueScanWebhooksCommand): Promise<void> {
    const byOwner = new Map<string, RecordedScan[]>();
    for (const scan of scans) {
      const owned = byOwner.get(scan.ownerId) ?? [];
      owned.push(scan);
      byOwner.set(scan.ownerId, owned);
    }
    const messages = [...byOwner].flatMap(([ownerId, owned]) =>
      Array.from({ length: Math.ceil(owned.length / SCANS_PER_MESSAGE) }, (_, i) => ({
        ownerId,
        data: {
          scans: owned.slice(i * SCANS_PER_MESSAGE, (i + 1) * SCANS_PER_MESSAGE).map(messageScan),
        },
      })),
    );
    await this.outbox.publishWithin('scan.created', messages, transaction);
  }
}

/** A scan as its message tells it: everything recorded but its owner and the bot flag (people's scans only). */
function messageScan(scan: RecordedScan) {
  // Named fields rather than a rest pattern, which copies each scan several times slower.
  return {
    scanId: scan.scanId,
    qrCodeId: scan.qrCodeId,
    scannedAt: scan.scannedAt,
    country: scan.country,
    city: scan.city,
    operatingSystem: scan.operatingSystem,
    deviceType: scan.deviceType,
    browser: scan.browser,
    route: scan.route,
  };
}
