import { Injectable, Logger, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { type RecordedScan, ScansRecordedEvent } from '@liveqr/shared/contracts';
import type { Scan } from '../domain/scan';
import { ScanMetrics } from './scan-metrics';
import { ScanSpool } from '../infrastructure/scan-spool';
import { ScanStore } from '../infrastructure/scan-store';

/** How long the first scan of a batch waits for others to join it. */
const BATCH_DELAY_MS = 1;
/** A full batch goes at once. */
export const MAX_BATCH_SIZE = 500;
/**
 * Batches written at the same time, each on its own connection: scans that arrive while one
 * commits need not wait for it. Batches take no lock another batch waits for.
 */
const MAX_WRITES_IN_FLIGHT = 4;
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
 * per batch (a few batches in flight at once), and each `record` resolves once its batch is
 * stored, so the scanner's answer only goes out for a scan that is kept. When the database
 * cannot be reached the batch goes to the spool instead, and a background replay stores it once
 * the database is back. Counting the stored scans is the roll-up's job (ScanRollup).
 */
@Injectable()
export class ScanRecorder implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger(ScanRecorder.name);
  private readonly pending: Pending[] = [];
  private readonly writes = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private replayTimer: NodeJS.Timeout | undefined;
  private replaying: Promise<void> | undefined;

  constructor(
    private readonly store: ScanStore,
    private readonly spool: ScanSpool,
    private readonly metrics: ScanMetrics,
    private readonly events: EventBus,
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
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.pending.length > 0 || this.writes.size > 0) {
      while (this.pending.length > 0 && this.writes.size < MAX_WRITES_IN_FLIGHT) this.startWrite();
      await Promise.race(this.writes);
    }
  }

  /** Stores the spooled scans, exactly once; a no-op while the database is still unreachable. */
  replaySpool(): Promise<void> {
    this.replaying ??= this.spool
      .replay(async (scans) => {
        for (let start = 0; start < scans.length; start += MAX_BATCH_SIZE) {
          const batch = scans.slice(start, start + MAX_BATCH_SIZE);
          await withTimeout(this.store.insertReplayed(batch), WRITE_TIMEOUT_MS);
          this.announce(batch);
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
    // With every write slot taken, the next write to finish schedules again.
    if (this.pending.length === 0 || this.writes.size >= MAX_WRITES_IN_FLIGHT) return;
    if (this.pending.length >= MAX_BATCH_SIZE) {
      clearTimeout(this.timer);
      this.timer = undefined;
      this.startWrite();
    } else {
      this.timer ??= setTimeout(() => {
        this.timer = undefined;
        this.startWrite();
      }, BATCH_DELAY_MS);
    }
  }

  private startWrite(): void {
    if (this.pending.length === 0 || this.writes.size >= MAX_WRITES_IN_FLIGHT) return;
    const batch = this.pending.splice(0, MAX_BATCH_SIZE);
    const written = this.write(batch.map(({ scan }) => scan)).then(() => {
      for (const { done } of batch) done();
    });
    this.writes.add(written);
    void written.finally(() => {
      this.writes.delete(written);
      this.schedule();
    });
  }

  private announce(scans: readonly Scan[]): void {
    this.events.publish(new ScansRecordedEvent(scans.map(recorded)));
  }

  private async write(scans: Scan[]): Promise<void> {
    try {
      await withTimeout(this.store.insert(scans), WRITE_TIMEOUT_MS);
      this.metrics.stored.inc(scans.length);
      this.announce(scans);
    } catch (error) {
      this.logger.warn(`Scans go to the spool, the database is unreachable: ${String(error)}`);
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
}

/** Tells other contexts (webhooks) of stored scans, without the visitor hash; they react after the answer. */
function recorded({ ipHash: _ipHash, ...scan }: Scan): RecordedScan {
  return scan;
}

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the database in ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
