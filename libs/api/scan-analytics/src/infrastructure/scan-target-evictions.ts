import { Broadcast } from '@liveqr/api/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ScanTargetCache } from '../application/scan-target-cache';

/** The channel that carries the slugs to evict; the message is the slug. */
const EVICTION_CHANNEL = 'scan_target_evicted';

/**
 * Carries slug cache evictions to every replica (platform's Broadcast: Redis when configured,
 * PostgreSQL otherwise). Evictions sent while a replica could not hear them are lost for good, so
 * every gap clears that replica's whole cache.
 */
@Injectable()
export class ScanTargetEvictions implements OnModuleInit {
  constructor(
    private readonly broadcast: Broadcast,
    private readonly cache: ScanTargetCache,
  ) {}

  /** Subscribes before the broadcast connects, so nothing is cached before this replica listens. */
  onModuleInit(): void {
    this.broadcast.subscribe(EVICTION_CHANNEL, (slug) => this.cache.evict(slug));
    this.broadcast.onGap(() => this.cache.clear());
  }

  /** Tells every replica, this one included, to evict the slug. Never rejects: the change itself is done. */
  publish(slug: string): Promise<void> {
    return this.broadcast.publish(EVICTION_CHANNEL, slug);
  }
}
