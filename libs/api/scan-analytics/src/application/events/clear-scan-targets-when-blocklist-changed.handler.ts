import { DestinationBlocklistChangedEvent } from '@liveqr/shared/contracts';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { ScanTargetCache } from '../scan-target-cache';

/**
 * Every cached target carries the destination policy's verdict of its time: after the blocklist
 * changed, each slug is resolved (and judged) again on its next scan. Each replica reloads the
 * blocklist itself, so this stays local.
 */
@EventsHandler(DestinationBlocklistChangedEvent)
export class ClearScanTargetsWhenBlocklistChangedHandler implements IEventHandler<DestinationBlocklistChangedEvent> {
  constructor(private readonly cache: ScanTargetCache) {}

  handle(): void {
    this.cache.clear();
  }
}
