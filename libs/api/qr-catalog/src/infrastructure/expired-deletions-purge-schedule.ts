import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PurgeExpiredDeletionsCommand } from '../application/commands/purge-expired-deletions/purge-expired-deletions.command';

/** Often enough that a deleted code is gone soon after its undo window; the queries read an index each. */
const PURGE_EVERY_MS = 2000;

/** Makes deletes final once they can no longer be undone (PurgeExpiredDeletionsCommand), on every replica. */
@Injectable()
export class ExpiredDeletionsPurgeSchedule implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(ExpiredDeletionsPurgeSchedule.name);
  private timer?: NodeJS.Timeout;
  private running = false;

  constructor(private readonly commands: CommandBus) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.purge(), PURGE_EVERY_MS).unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  private async purge(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.commands.execute(new PurgeExpiredDeletionsCommand());
    } catch (error) {
      // The database may be away for a moment; the next tick tries again.
      this.logger.warn(`Purging expired deletions failed: ${String(error)}`);
    } finally {
      this.running = false;
    }
  }
}
