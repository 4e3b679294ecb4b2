import { Broadcast } from '@liveqr/api/platform';
import type { ScanListenerSet } from '@liveqr/shared/contracts';
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { WebhookEndpointsRepository } from '../infrastructure/webhook-endpoints.repository';

/** Says "an endpoint changed, read the listeners again"; the message itself carries nothing. */
const CHANNEL = 'webhooks.scan-listeners-changed';
/**
 * While the broadcast cannot reach every replica, other replicas' changes are not heard: the set is
 * then read again when it is this old, so a change still takes effect everywhere within 5 s.
 */
const UNHEARD_TTL_MS = 2_000;
/** After a failed read, the next try waits this long, so a database away is not asked per batch. */
const RETRY_AFTER_MS = 1_000;
/** Who listens until the first read succeeds. */
const EVERYONE = { has: () => true };

/**
 * The owners with an enabled `scan.created` endpoint, in memory, so the scan path decides without
 * a query whether a batch's scans go anywhere (hundreds of batches a second, and someone always
 * listens). Read at start, and again whenever an endpoint is created, changed, switched off,
 * revoked or deleted on any replica (the broadcast), or a broadcast gap may have hidden such a
 * change. Until the first read succeeds everyone counts as listening: the queued messages are
 * then decided by the endpoints in the database, which only costs more.
 */
@Injectable()
export class ScanListeners implements ScanListenerSet, OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('Webhooks');
  private owners: ReadonlySet<string> | undefined;
  /** When the read that gave `owners` began. */
  private readAt = 0;
  private failedAt: number | undefined;
  private reading: Promise<void> | undefined;
  private readAgain = false;

  constructor(
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly broadcast: Broadcast,
  ) {}

  /** Subscribes before the broadcast connects, so no change goes unheard after the first read. */
  onModuleInit(): void {
    this.broadcast.subscribe(CHANNEL, () => void this.read());
    this.broadcast.onGap(() => void this.read());
  }

  /** Before the server takes scans. */
  onApplicationBootstrap(): Promise<void> {
    return this.read();
  }

  /** The owners who listen for their codes' scans, for one batch. */
  now(): { has(ownerId: string): boolean } {
    if (this.stale()) void this.read();
    return this.owners ?? EVERYONE;
  }

  /** An endpoint changed: this replica reads again before it answers, every other one on hearing it. */
  async changed(): Promise<void> {
    await this.broadcast.publish(CHANNEL, '');
    await this.read();
  }

  private stale(): boolean {
    if (this.reading) return false;
    const now = Date.now();
    if (this.failedAt !== undefined) return now - this.failedAt >= RETRY_AFTER_MS;
    return !this.owners || (!this.broadcast.reachesEveryReplica() && now - this.readAt >= UNHEARD_TTL_MS);
  }

  /** Never rejects. A read asked for while one runs runs again after it: that one may predate the change. */
  private read(): Promise<void> {
    this.readAgain = true;
    this.reading ??= (async () => {
      while (this.readAgain) {
        this.readAgain = false;
        const startedAt = Date.now();
        this.owners = new Set(await this.endpoints.forked().scanListeners());
        this.readAt = startedAt;
        this.failedAt = undefined;
      }
    })()
      .catch((error: unknown) => {
        this.failedAt = Date.now();
        this.logger.warn(`Could not read who listens for scans: ${String(error)}`);
      })
      .finally(() => {
        this.reading = undefined;
      });
    return this.reading;
  }
}
