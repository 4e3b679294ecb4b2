import {
  GetQrCodeOwnersQuery,
  GetScanListenersQuery,
  QueueScanWebhooksCommand,
  type RecordedScan,
  type SqlTransaction,
} from '@liveqr/shared/contracts';
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Scan } from '../domain/scan';
import { ScanStore } from '../infrastructure/scan-store';

/**
 * A drain runs at most this often. Under load hundreds of batches a second hold listened-for scans:
 * draining each on its own made a message (a job, a request, a log update) per batch and listening
 * owner, which cost the redirect two thirds of its throughput. Half a second gathers them into one
 * message per endpoint, a wait no receiver notices.
 */
export const DRAIN_EVERY_MS = 500;
/** Drains also run this often, on every replica: they take what a process that died left behind. */
const SWEEP_EVERY_MS = 5_000;
/** Outbox rows (stored batches) one drain's transaction takes; a fuller outbox takes several. */
export const ROWS_PER_DRAIN = 200;
/**
 * The most listened-for scans a process holds for its drains (a few seconds of a busy replica's
 * scans): the batches written beyond them are read back from `qr_scans` instead.
 */
export const MAX_HELD_SCANS = 50_000;
/** A held row this old was taken by another replica's sweep: it is let go. */
const HELD_FOR_AT_MOST_MS = 4 * SWEEP_EVERY_MS;

/**
 * The scans someone listens for (an owner's `scan.created` webhook), from their batch's commit to
 * their messages. Which scans those are is decided in memory before the batch is written (the scan
 * carries its owner, the webhooks context knows who listens), so a batch nobody listens for costs
 * no query. The batch's statement writes the others to the outbox (ScanStore.insert). A drain takes
 * the outbox's rows, those of every batch since the last drain and of any replica, and hands their
 * scans to the webhooks context in the transaction that deletes them: one message per owner, queued
 * exactly once. A drain runs soon after a batch with such scans commits, at most every
 * DRAIN_EVERY_MS, and every SWEEP_EVERY_MS; one that fails leaves the rows to the next.
 *
 * The process that wrote a row holds its scans, with their owners, until a drain takes it: reading
 * them back from `qr_scans` and asking qr-catalog for their owners cost about as much database work
 * per listened-for scan as storing it. Only rows a process no longer holds (it stopped, another
 * replica's sweep came first, or it held too many) are read back. A held scan whose code was
 * deleted after the scan is still told to its owner: the scan happened.
 */
@Injectable()
export class ScanNotices implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ScanNotices.name);
  private draining: Promise<void> | undefined;
  private drainTimer: NodeJS.Timeout | undefined;
  private sweepTimer: NodeJS.Timeout | undefined;
  /** A batch committed rows the running drain may not have seen. */
  private woken = false;
  private lastDrainAt = 0;
  /** Outbox row id → its scans and when the row was written, for the rows this process wrote. */
  private readonly held = new Map<string, { scans: RecordedScan[]; at: number }>();
  private heldScans = 0;

  constructor(
    private readonly store: ScanStore,
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  /** What a process that stopped left in the outbox goes with this process's first drain, once the job queue runs. */
  onApplicationBootstrap(): void {
    this.sweepTimer = setInterval(() => void this.drain(), SWEEP_EVERY_MS).unref();
    this.wake();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweepTimer);
    clearTimeout(this.drainTimer);
  }

  /**
   * The scans someone listens for: people's (never bots'), of owners with a listener. A scan spooled
   * before scans carried their owner counts as listened for; its drain asks.
   */
  async listenedFor(scans: readonly Scan[]): Promise<Scan[]> {
    const people = scans.filter((scan) => !scan.isBot);
    const owners = [...new Set(people.flatMap(({ ownerId }) => (ownerId ? [ownerId] : [])))];
    const listening = new Set(
      owners.length === 0
        ? []
        : await this.queries.execute<GetScanListenersQuery, string[]>(new GetScanListenersQuery(owners)),
    );
    return people.filter(({ ownerId }) => ownerId === undefined || listening.has(ownerId));
  }

  /**
   * A batch of fresh scans wrote `listened` to the outbox row `outboxId`: holds them for the drain
   * that takes the row, and wakes it. (Replayed batches may have written only some of theirs: they
   * only wake the drain, which reads them back.)
   */
  written(outboxId: string | undefined, listened: readonly Scan[]): void {
    const owned = listened.every(({ ownerId }) => ownerId !== undefined);
    if (outboxId && owned && this.heldScans + listened.length <= MAX_HELD_SCANS) {
      this.held.set(outboxId, { scans: listened.map(toRecorded), at: Date.now() });
      this.heldScans += listened.length;
    }
    this.wake();
  }

  /** A batch wrote listened-for scans to the outbox: drains soon, unless a drain is already due. */
  wake(): void {
    this.woken = true;
    if (this.drainTimer || this.draining) return;
    const wait = Math.max(0, this.lastDrainAt + DRAIN_EVERY_MS - Date.now());
    this.drainTimer = setTimeout(() => {
      this.drainTimer = undefined;
      void this.drain();
    }, wait).unref();
  }

  /** Hands over what the outbox holds now, one transaction per ROWS_PER_DRAIN rows; never rejects. */
  drain(): Promise<void> {
    this.draining ??= (async () => {
      this.woken = false;
      this.lastDrainAt = Date.now();
      this.letGoOf((_, { at }) => at < this.lastDrainAt - HELD_FOR_AT_MOST_MS);
      let taken: string[];
      do {
        taken = await this.store.drainNotices(ROWS_PER_DRAIN, this.held, (scans, transaction) =>
          this.handOver(scans, transaction),
        );
        const done = new Set(taken);
        this.letGoOf((outboxId) => done.has(outboxId));
      } while (taken.length === ROWS_PER_DRAIN);
    })()
      .catch((error: unknown) => this.logger.warn(`Scan notices wait for the next drain: ${String(error)}`))
      .finally(() => {
        this.draining = undefined;
        if (this.woken) this.wake();
      });
    return this.draining;
  }

  /** Before shutdown: whatever is in the outbox goes now rather than with another process's drain. */
  async flush(): Promise<void> {
    await this.draining;
    clearTimeout(this.drainTimer);
    this.drainTimer = undefined;
    await this.drain();
  }

  private letGoOf(which: (outboxId: string, entry: { scans: RecordedScan[]; at: number }) => boolean): void {
    for (const [outboxId, entry] of this.held) {
      if (!which(outboxId, entry)) continue;
      this.held.delete(outboxId);
      this.heldScans -= entry.scans.length;
    }
  }

  private async handOver(scans: readonly RecordedScan[], transaction: SqlTransaction): Promise<void> {
    // Scans read back from `qr_scans` do not carry their owners: one question for them all.
    const unowned = [...new Set(scans.flatMap(({ qrCodeId, ownerId }) => (ownerId ? [] : [qrCodeId])))];
    const owners =
      unowned.length === 0
        ? {}
        : await this.queries.execute<GetQrCodeOwnersQuery, Record<string, string>>(new GetQrCodeOwnersQuery(unowned));
    // A code deleted before its scan was read back: nobody to tell. Held scans carry their owner
    // and go as they are (a copy of each, thousands per drain, held up the event loop).
    const owned: OwnedScan[] = [];
    for (const scan of scans) {
      if (hasOwner(scan)) owned.push(scan);
      else if (owners[scan.qrCodeId]) owned.push({ ...scan, ownerId: owners[scan.qrCodeId] });
    }
    await this.commands.execute<QueueScanWebhooksCommand, void>(new QueueScanWebhooksCommand(owned, transaction));
  }
}

type OwnedScan = RecordedScan & { ownerId: string };

function hasOwner(scan: RecordedScan): scan is OwnedScan {
  return scan.ownerId !== undefined;
}

/** A scan as the drain hands it over: the fields read back from `qr_scans` (no visitor hash), and its owner. */
function toRecorded(scan: Scan): RecordedScan {
  return {
    scanId: scan.scanId,
    qrCodeId: scan.qrCodeId,
    scannedAt: scan.scannedAt,
    country: scan.country,
    city: scan.city,
    operatingSystem: scan.operatingSystem,
    deviceType: scan.deviceType,
    browser: scan.browser,
    isBot: scan.isBot,
    route: scan.route ?? 'default',
    ownerId: scan.ownerId,
  };
}
