import { QrCodeChangedEvent, QrCodeDeletedEvent } from '@liveqr/shared/contracts';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { ScanTargetCache } from '../scan-target-cache';

/** An edited, toggled or deleted code's slug is looked up afresh on its next scan. */
@EventsHandler(QrCodeChangedEvent, QrCodeDeletedEvent)
export class EvictScanTargetWhenQrCodeChangedHandler implements IEventHandler<QrCodeChangedEvent | QrCodeDeletedEvent> {
  constructor(private readonly cache: ScanTargetCache) {}

  handle({ slug }: QrCodeChangedEvent | QrCodeDeletedEvent): void {
    this.cache.evict(slug);
  }
}
