import { QueueScanWebhooksCommand, SCANS_PER_MESSAGE, type ToldScans } from '@liveqr/shared/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WebhookOutbox } from '../../webhook-outbox';

/**
 * The scan path hands over, every second or so, the scans of all the batches stored meanwhile whose
 * owners listen: one `scan.created` message per owner (per SCANS_PER_MESSAGE of their scans)
 * carries them all, so a busy code costs its listener a request now and then, not one per batch.
 * The scans come as their items already (ToldScans): a message joins them as they are.
 */
@CommandHandler(QueueScanWebhooksCommand)
export class QueueScanWebhooksHandler implements ICommandHandler<QueueScanWebhooksCommand, void> {
  constructor(private readonly outbox: WebhookOutbox) {}

  async execute({ told, transaction }: QueueScanWebhooksCommand): Promise<void> {
    const byOwner = new Map<string, ToldScans[]>();
    for (const scans of told) {
      const owned = byOwner.get(scans.ownerId) ?? [];
      owned.push(scans);
      byOwner.set(scans.ownerId, owned);
    }
    const messages: Array<{ ownerId: string; data: string }> = [];
    for (const [ownerId, owned] of byOwner) {
      let items: string[] = [];
      let count = 0;
      for (const scans of owned) {
        if (count > 0 && count + scans.count > SCANS_PER_MESSAGE) {
          messages.push({ ownerId, data: scansData(items) });
          items = [];
          count = 0;
        }
        items.push(scans.items);
        count += scans.count;
      }
      if (count > 0) messages.push({ ownerId, data: scansData(items) });
    }
    await this.outbox.publishWithin('scan.created', messages, transaction);
  }
}

/** A `scan.created` message's data, as JSON: `{ scans: [...] }`. */
function scansData(items: readonly string[]): string {
  return `{"scans":[${items.join(',')}]}`;
}
