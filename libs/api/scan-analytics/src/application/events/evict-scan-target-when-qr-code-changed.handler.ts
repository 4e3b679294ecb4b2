import { QrCodeChangedEvent, QrCodeDeletedEvent, ScanWarningChangedEvent } from '@liveqr/shared/contracts';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { ScanTargetEvictions } from '../../infrastructure/scan-target-evictions';
import { ScanTargetCache } from '../scan-target-cache';

type SlugEvent = QrCodeChangedEvent | QrCodeDeletedEvent | ScanWarningChangedEvent;

/**
 * An edited, toggled, deleted, suspended or newly (un)reported code's slug is looked up afresh on
 * its next scan, on every replica.
 */
@EventsHandler(QrCodeChangedEvent, QrCodeDeletedEvent, ScanWarningChangedEvent)
export class EvictScanTargetWhenQrCodeChangedHandler implements IEventHandler<SlugEvent> {
  constructor(
    private readonly cache: ScanTargetCache,
    private readonly evictions: ScanTargetEvictions,
  ) {}

  handle({ slug }: SlugEvent): Promise<void> {
    // At once here, so the editor's own next scan sees the change; the other replicas hear it through the broadcast.
    this.cache.evict(slug);
    return this.evictions.publish(slug);
  }
}
