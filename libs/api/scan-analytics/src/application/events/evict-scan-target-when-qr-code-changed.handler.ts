import { QrCodeChangedEvent, QrCodeDeletedEvent } from '@liveqr/shared/contracts';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { ScanTargetEvictions } from '../../infrastructure/scan-target-evictions';
import { ScanTargetCache } from '../scan-target-cache';

/** An edited, toggled or deleted code's slug is looked up afresh on its next scan, on every replica. */
@EventsHandler(QrCodeChangedEvent, QrCodeDeletedEvent)
export class EvictScanTargetWhenQrCodeChangedHandler implements IEventHandler<QrCodeChangedEvent | QrCodeDeletedEvent> {
  constructor(
    private readonly cache: ScanTargetCache,
    private readonly evictions: ScanTargetEvictions,
  ) {}

  handle({ slug }: QrCodeChangedEvent | QrCodeDeletedEvent): Promise<void> {
    // At once here, so the editor's own next scan sees the change; the other replicas hear it from PostgreSQL.
    this.cache.evict(slug);
    return this.evictions.publish(slug);
  }
}
