import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PurgeDeletedQrCodesCommand } from '../application/commands/purge-deleted-qr-codes/purge-deleted-qr-codes.command';

/** Often enough that a deleted code is gone soon after its undo window; the query reads a partial index. */
const PURGE_EVERY_MS = 2000;

/** Purges bulk-deleted codes once they can no longer be restored, on every replica. */
@Injectable()
export class DeletedQrCodesPurgeSchedule implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(DeletedQrCodesPurgeSchedule.name);
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
      await this.commands.execute(new PurgeDeletedQrCodesCommand());
    } catch (error) {
      // The database may be away for a moment; the next tick tries again.
      this.logger.warn(`Purging deleted QR codes failed: ${String(error)}`);
    } finally {
      this.running = false;
    }
  }
}
