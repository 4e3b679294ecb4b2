import {
  QrCodeChangedEvent,
  QrCodeDeletedEvent,
  QrCodesChangedEvent,
  ScanWarningChangedEvent,
} from '@liveqr/shared/contracts';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { ScanTargetEvictions } from '../../infrastructure/scan-target-evictions';
import { ScanTargetCache } from '../scan-target-cache';

type SlugEvent = QrCodeChangedEvent | QrCodeDeletedEvent | ScanWarningChangedEvent | QrCodesChangedEvent;

/**
 * An edited, toggled, deleted, suspended or newly (un)reported code's slug is looked up afresh on
 * its next scan, on every replica; so are the slugs of codes changed in bulk (but for their folder
 * or tags, which a scan never reads).
 */
@EventsHandler(QrCodeChangedEvent, QrCodeDeletedEvent, ScanWarningChangedEvent, QrCodesChangedEvent)
export class EvictScanTargetWhenQrCodeChangedHandler implements IEventHandler<SlugEvent> {
  constructor(
    private readonly cache: ScanTargetCache,
    private readonly evictions: ScanTargetEvictions,
  ) {}

  async handle(event: SlugEvent): Promise<void> {
    if (event instanceof QrCodesChangedEvent && event.change.kind === 'organised') return;
    const slugs = event instanceof QrCodesChangedEvent ? event.codes.map(({ slug }) => slug) : [event.slug];
    // At once here, so the editor's own next scan sees the change; the other replicas hear it through the broadcast.
    for (const slug of slugs) this.cache.evict(slug);
    await Promise.all(slugs.map((slug) => this.evictions.publish(slug)));
  }
}
