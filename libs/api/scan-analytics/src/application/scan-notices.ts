import {
  GetScanListenersQuery,
  type MessageScan,
  QueueScanWebhooksCommand,
  SCANS_PER_MESSAGE,
  type ScanListenerSet,
  scanMessageItems,
  type SqlTransaction,
  type ToldScans,
} from '@liveqr/shared/contracts';
import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Scan } from '../domain/scan';
import type { RolledUp } from '../infrastructure/scan-store';

/**
 * The most listened-for scans a process holds for the roll-up (a few seconds of a busy replica's
 * scans): the batches written beyond them wait until any roll-up may take them (ScanStore's
 * WRITER_HOLDS_SECONDS), which counts them then and reads their scans back from `qr_scans`.
 */
export const MAX_HELD_SCANS = 50_000;
/** A held batch this old was taken by another replica's roll-up (each runs every second): it is let go. */
const HELD_FOR_AT_MOST_MS = 20_000;

/**
 * The scans someone listens for (an owner's `scan.created` webhook), from their batch's commit to
 * their messages. Which scans those are is decided in memory before the batch is written (the scan
 * carries its owner, the webhooks context knows who listens), so a batch nobody listens for costs
 * no query. The batch's statement names the others in its roll-up queue row (ScanStore.insert), and
 * the roll-up that takes the row, on any replica, hands them to the webhooks context in its
 * transaction: one message per owner, queued exactly once, about a second after the scans.
 *
 * The process that wrote a row holds its scans, per owner as their messages list them (ToldScans),
 * until a roll-up takes it: reading them back from `qr_scans` cost about as much database work per
 * listened-for scan as storing it.
 * Other replicas' roll-ups leave such a row to its writer for a few seconds; only rows a process no
 * longer holds (it stopped, it held too many, or its roll-ups fell that far behind) are read back. A
 * held scan whose code was deleted after the scan is still told to its owner: the scan happened.
 */
@Injectable()
export class ScanNotices {
  /** Queue row id → its scans and when the row was written, for the rows this process wrote. */
  private readonly held = new Map<string, { told: ToldScans[]; scans: number; at: number }>();
  private heldScans = 0;
  /** The webhooks context's, asked once. */
  private listeners: ScanListenerSet | undefined;

  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  /**
   * The scans someone listens for: people's (never bots'), of owners with a listener. A scan spooled
   * before scans carried their owner counts as listened for; its roll-up asks.
   */
  async listenedFor(scans: readonly Scan[]): Promise<Scan[]> {
    this.listeners ??= await this.queries.execute<GetScanListenersQuery, ScanListenerSet>(new GetScanListenersQuery());
    const listening = this.listeners.now();
    return scans.filter(({ isBot, ownerId }) => !isBot && (ownerId === undefined || listening.has(ownerId)));
  }

  /**
   * A batch of fresh scans named `listened` in its queue row `batchId`: holds them for the roll-up
   * that takes the row. (Replayed batches may have named only some of theirs: they are read back.)
   */
  written(batchId: string | undefined, listened: readonly Scan[]): void {
    if (batchId && listened.every(hasOwner) && this.heldScans + listened.length <= MAX_HELD_SCANS) {
      this.held.set(batchId, { told: toldOf(listened), scans: listened.length, at: Date.now() });
      this.heldScans += listened.length;
    }
  }

  /**
   * The batches held now, for a roll-up about to start (it reads back the others'); lets go first of
   * those another replica's roll-up must have taken long ago.
   */
  holding(): string[] {
    const tooOld = Date.now() - HELD_FOR_AT_MOST_MS;
    for (const [batchId, { at }] of this.held) if (at < tooOld) this.letGoOf([batchId]);
    return [...this.held.keys()];
  }

  /**
   * Within the roll-up's transaction: the listened-for scans of the batches it took, those of `held`
   * (as `holding` answered before it) from memory, the others as read back, to the webhooks context.
   */
  async handOn(
    { noticedBatches, readBack }: Pick<RolledUp, 'noticedBatches' | 'readBack'>,
    held: readonly string[],
    transaction: SqlTransaction,
  ): Promise<void> {
    const fromMemory = new Set(held);
    // Scans read back carry their code's owner.
    const told = toldOf(readBack);
    for (const batchId of noticedBatches) {
      const inMemory = fromMemory.has(batchId) ? this.held.get(batchId)?.told : undefined;
      if (inMemory) told.push(...inMemory);
    }
    if (told.length > 0) {
      await this.commands.execute<QueueScanWebhooksCommand, void>(new QueueScanWebhooksCommand(told, transaction));
    }
  }

  /** The roll-up that took these batches committed: their scans are told. */
  letGoOf(batchIds: readonly string[]): void {
    for (const batchId of batchIds) {
      const entry = this.held.get(batchId);
      if (!entry) continue;
      this.held.delete(batchId);
      this.heldScans -= entry.scans;
    }
  }
}

function hasOwner<T extends { ownerId?: string }>(scan: T): scan is T & { ownerId: string } {
  return scan.ownerId !== undefined;
}

type ToldScan = MessageScan & { ownerId: string };

/** The scans as their messages list them, per owner, at most SCANS_PER_MESSAGE together. */
function toldOf(scans: readonly ToldScan[]): ToldScans[] {
  const byOwner = new Map<string, ToldScan[]>();
  for (const scan of scans) {
    const owned = byOwner.get(scan.ownerId) ?? [];
    owned.push(scan);
    byOwner.set(scan.ownerId, owned);
  }
  const told: ToldScans[] = [];
  for (const [ownerId, owned] of byOwner) {
    for (let start = 0; start < owned.length; start += SCANS_PER_MESSAGE) {
      const some = owned.slice(start, start + SCANS_PER_MESSAGE);
      told.push({ ownerId, count: some.length, items: scanMessageItems(some) });
    }
  }
  return told;
}
