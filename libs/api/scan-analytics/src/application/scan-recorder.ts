import { Injectable, Logger, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Scan } from '../domain/scan';
import { ScanSpool } from '../infrastructure/scan-spool';
import { ScanStore } from '../infrastructure/scan-store';

/** How long the first scan of a batch waits for others to join it. */
const BATCH_DELAY_MS = 2;
/** A full batch goes at once. */
export const MAX_BATCH_SIZE = 500;
const REPLAY_INTERVAL_MS = 5_000;
/**
 * A database that stopped answering (rather than refusing) must not hold the scanners' answers:
 * the batch goes to the spool. Should it commit after all, the replay skips its scan ids.
 */
export const WRITE_TIMEOUT_MS = 3_000;

interface Pending {
  scan: Scan;
  done: () => void;
}

/**
 * Group commit for the scan redirect: scans are buffered and written together, one statement
 * per batch, and each `record` resolves once its batch is stored, so the scanner's answer only
 * goes out for a scan that is kept. When the database cannot be reached the batch goes to the
 * spool instead, and a background replay stores it once the database is back.
 */
@Injectable()
export class ScanRecorder implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(ScanRecorder.name);
  private readonly pending: Pending[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private replayTimer: NodeJS.Timeout | undefined;
  private replaying: Promise<void> | undefined;

  constructor(
    private readonly store: ScanStore,
    private readonly spool: ScanSpool,
  ) {}

  onModuleInit(): void {
    // Also picks up what a previous run spooled.
    this.replayTimer = setInterval(() => void this.replaySpool(), REPLAY_INTERVAL_MS).unref();
  }

  /** Resolves when the scan is stored, in the database or in the spool. Never rejects. */
  record(scan: Scan): Promise<void> {
    return new Promise((done) => {
      this.pending.push({ scan, done });
      this.schedule();
    });
  }

  /** Writes whatever is buffered; resolves when the buffer is empty. */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.flushing ??= this.drain().finally(() => {
      this.flushing = undefined;
      // Scans that arrived while the last batch was written.
      if (this.pending.length > 0) this.schedule();
    });
    await this.flushing;
  }

  /** Stores the spooled scans, exactly once; a no-op while the database is still unreachable. */
  replaySpool(): Promise<void> {
    this.replaying ??= this.spool
      .replay(async (scans) => {
        for (let start = 0; start < scans.length; start += MAX_BATCH_SIZE) {
          await withTimeout(this.store.insert(scans.slice(start, start + MAX_BATCH_SIZE)), WRITE_TIMEOUT_MS);
        }
      })
      .then(
        (count) => {
          if (count > 0) this.logger.log(`Replayed ${count} spooled scans`);
        },
        (error: unknown) => this.logger.debug(`Spooled scans wait for the database: ${String(error)}`),
      )
      .finally(() => {
        this.replaying = undefined;
      });
    return this.replaying;
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.replayTimer);
    await this.flush();
    await this.replaying;
  }

  private schedule(): void {
    if (this.flushing) return; // the running flush picks the new scans up
    if (this.pending.length >= MAX_BATCH_SIZE) {
      void this.flush();
    } else {
      this.timer ??= setTimeout(() => void this.flush(), BATCH_DELAY_MS);
    }
  }

  private async drain(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, MAX_BATCH_SIZE);
      await this.write(batch.map(({ scan }) => scan));
      for (const { done } of batch) done();
    }
  }

  private async write(scans: Scan[]): Promise<void> {
    try {
      await withTimeout(this.store.insert(scans), WRITE_TIMEOUT_MS);
    } catch (error) {
      this.logger.warn(`Scans go to the spool, the database is unreachable: ${String(error)}`);
      try {
        await this.spool.append(scans);
      } catch (spoolError) {
        // Nothing else can keep them; the scanner still gets its answer.
        this.logger.error(`Lost ${scans.length} scans: ${String(spoolError)}`);
      }
    }
  }
}

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the database in ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
