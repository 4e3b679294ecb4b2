import { RecordScanCountsCommand } from '@liveqr/shared/contracts';
import { Injectable, Logger, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ScanStore } from '../infrastructure/scan-store';
import { ScanNotices } from './scan-notices';

/**
 * How often queued scans are counted: about as far as counters and analytics trail the scans. A
 * roll-up's cost is mostly per counter row it rewrites (per code, slot and facet value), not per
 * scan, so under load a longer interval folds more scans into each row written: at 250 ms the
 * roll-up cost PostgreSQL about three times the scans' own inserts.
 */
const ROLLUP_INTERVAL_MS = 1_000;
/**
 * Stored batches (up to 500 scans each) per roll-up statement: many scans fold into few roll-up
 * rows, so bigger is cheaper per scan.
 */
const ROLLUP_BATCHES = 100;

/**
 * Counts stored scans in the background, so the scanner's answer waits only for the scan's own
 * insert: every second the queued scans are folded into the counters and the analytics roll-ups
 * (ScanStore.rollUp), and, in the same transaction, qr-catalog adds them to the codes' counters and
 * the webhooks context queues the messages of those someone listens for (ScanNotices). Several
 * servers share the queue without counting a scan twice; a database outage just leaves the queue
 * for later.
 */
@Injectable()
export class ScanRollup implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(ScanRollup.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly store: ScanStore,
    private readonly commands: CommandBus,
    private readonly notices: ScanNotices,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.run(), ROLLUP_INTERVAL_MS).unref();
  }

  /** Counts every scan queued before the call; never rejects (an unreachable database is retried later). */
  async run(): Promise<void> {
    // A run already going may have started before the caller's scans were queued: one more after it.
    await this.running;
    this.running ??= this.drain()
      .catch((error: unknown) => this.logger.debug(`Queued scans wait for the database: ${String(error)}`))
      .finally(() => {
        this.running = undefined;
      });
    await this.running;
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private async drain(): Promise<void> {
    let batches: number;
    do {
      const held = this.notices.holding();
      const taken = await this.store.rollUp(ROLLUP_BATCHES, held, async (rolledUp, transaction) => {
        if (rolledUp.counts.length > 0) {
          await this.commands.execute<RecordScanCountsCommand, void>(
            new RecordScanCountsCommand(rolledUp.counts, transaction),
          );
        }
        await this.notices.handOn(rolledUp, held, transaction);
      });
      this.notices.letGoOf(taken.noticedBatches);
      batches = taken.batches;
    } while (batches === ROLLUP_BATCHES);
  }
}
