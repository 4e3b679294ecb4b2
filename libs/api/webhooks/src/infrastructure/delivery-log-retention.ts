import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';

/** How long the delivery log keeps a message that is no longer being attempted. */
export const DELIVERY_LOG_DAYS = 30;
const PURGE_EVERY_MS = 60 * 60_000;
/** One statement deletes at most this many, so none holds its locks (or the statement timeout) long. */
const ROWS_PER_STATEMENT = 5_000;

/**
 * Deletes delivered and failed messages older than DELIVERY_LOG_DAYS, hourly on every replica
 * (two at once each delete what the other has not). Without it the log grew with every scan a
 * listener was told of. Pending ones stay: they end within the 24 hours of retries.
 */
@Injectable()
export class DeliveryLogRetention implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(DeliveryLogRetention.name);
  private timer?: NodeJS.Timeout;

  constructor(private readonly em: EntityManager) {}

  onModuleInit(): void {
    this.timer = setInterval(
      () => void this.purge().catch((error: unknown) => this.logger.warn(`Delivery log not purged: ${String(error)}`)),
      PURGE_EVERY_MS,
    ).unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** Resolves with how many messages it deleted. */
  async purge(): Promise<number> {
    let deleted = 0;
    for (;;) {
      const rows = await this.em.getConnection().execute<{ id: string }[]>(
        `delete from webhook_deliveries where id in (
           select id from webhook_deliveries
           where created_at < now() - make_interval(days => ?) and status <> 'pending'
           limit ?)
         returning id`,
        [DELIVERY_LOG_DAYS, ROWS_PER_STATEMENT],
      );
      deleted += rows.length;
      if (rows.length < ROWS_PER_STATEMENT) return deleted;
    }
  }
}
