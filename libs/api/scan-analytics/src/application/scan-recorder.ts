import { Injectable, Logger, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { Scan } from '../domain/scan';
import { ScanMetrics } from './scan-metrics';
import { ScanNotices } from './scan-notices';
import { ScanRollup } from './scan-rollup';
import { ScanSpool } from '../infrastructure/scan-spool';
import { ScanStore } from '../infrastructure/scan-store';

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
 * spool instead, and so do the batches after it, without trying the database, until the next
 * replay (every few seconds) has stored the spooled scans: each would otherwise hold its scanners
 * until its own write failed, up to WRITE_TIMEOUT_MS when the database hangs. Counting the stored
 * scans is the roll-up's job (ScanRollup); telling whoever listens for them, ScanNotices'.
 *
 * One batch is written at a time. A scan that finds nothing being written goes on the event
 * loop's next turn, with whatever arrived in the same turn; scans that arrive while a batch
 * commits gather for the next, which starts when that one has committed. So a lone scan waits for
 * no timer, and under load the batches grow with the load, making the database's work per scan
 * smaller just when it matters (against a 1 ms gathering delay with four batches in flight:
 * 0.55x the durable baseline's throughput on a quiet machine, now 0.68-0.70x; and no worse on a
 * loaded one, see tools/bench/redirect).
 */
@Injectable()
export class ScanRecorder implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(ScanRecorder.name);
  private readonly pending: Pending[] = [];
  /** The batch being written, if any. */
  private writing: Promise<void> | undefined;
  private nextBatch: NodeJS.Immediate | undefined;
  /**
   * A write failed and no replay has ended well since: batches go to the spool. The next replay that
   * stores what was spooled, or finds nothing to store, lets them try the database again, so a
   * database that is back is tried within REPLAY_INTERVAL_MS.
   */
  private databaseAway = false;
  private replayTimer: NodeJS.Timeout | undefined;
  private replaying: Promise<void> | undefined;

  constructor(
    private readonly store: ScanStore,
    private readonly spool: ScanSpool,
    private readonly metrics: ScanMetrics,
    private readonly notices: ScanNotices,
    private readonly rollup: ScanRollup,
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

  /** Writes whatever is buffered; resolves when every scan recorded so far is stored. */
  async flush(): Promise<void> {
    while (this.pending.length > 0 || this.writing) {
      this.startWrite();
      await this.writing;
    }
  }

  /** Stores the spooled scans, exactly once; a no-op while the database is still unreachable. */
  replaySpool(): Promise<void> {
    this.replaying ??= this.spool
      .replay(async (scans) => {
        for (let start = 0; start < scans.length; start += MAX_BATCH_SIZE) {
          const batch = scans.slice(start, start + MAX_BATCH_SIZE);
          // Some of these may be stored (and queued) already: this statement leaves them out. Its roll-up
          // reads back the listened-for ones.
          const listened = await this.notices.listenedFor(batch);
          await withTimeout(this.store.insertReplayed(batch, listened.length > 0), WRITE_TIMEOUT_MS);
        }
      })
      .then(
        (count) => {
          if (this.databaseAway) this.logger.log('Scans go to the database again');
          this.databaseAway = false;
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
    // What this process holds for webhooks goes now, rather than read back by another's roll-up.
    await this.rollup.run();
  }

  private schedule(): void {
    // While a batch is written, the next one gathers: its write starts when that one is done.
    if (this.pending.length === 0 || this.writing) return;
    if (this.pending.length >= MAX_BATCH_SIZE) this.startWrite();
    else this.nextBatch ??= setImmediate(() => this.startWrite());
  }

  private startWrite(): void {
    clearImmediate(this.nextBatch);
    this.nextBatch = undefined;
    if (this.pending.length === 0 || this.writing) return;
    const batch = this.pending.splice(0, MAX_BATCH_SIZE);
    this.writing = this.write(batch.map(({ scan }) => scan))
      .then(() => {
        for (const { done } of batch) done();
      })
      .finally(() => {
        this.writing = undefined;
        this.schedule();
      });
  }

  private async write(scans: Scan[]): Promise<void> {
    if (!this.databaseAway) {
      try {
        const listened = await this.notices.listenedFor(scans);
        const batchId = await withTimeout(this.store.insert(scans, listened.length > 0), WRITE_TIMEOUT_MS);
        this.metrics.stored.inc(scans.length);
        if (listened.length > 0) this.notices.written(batchId, listened);
        return;
      } catch (error) {
        this.databaseAway = true;
        this.logger.warn(`Scans go to the spool until the database answers again: ${String(error)}`);
      }
    }
    try {
      await this.spool.append(scans);
      this.metrics.spooled.inc(scans.length);
    } catch (spoolError) {
      // Nothing else can keep them; the scanner still gets its answer.
      this.logger.error(`Lost ${scans.length} scans: ${String(spoolError)}`);
      this.metrics.lost.inc(scans.length);
    }
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the database in ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
