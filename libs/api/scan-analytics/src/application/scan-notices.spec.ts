import {
  GetScanListenersQuery,
  QueueScanWebhooksCommand,
  scanMessageItems,
  type SqlTransaction,
} from '@liveqr/shared/contracts';
import type { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Scan } from '../domain/scan';
import type { OwnedScan } from '../infrastructure/scan-store';
import { MAX_HELD_SCANS, ScanNotices } from './scan-notices';

function aScan(n: number, ownerId: string | null = 'owner-1', isBot = false): Scan {
  return {
    scanId: `scan-${n}`,
    qrCodeId: 'code-1',
    ownerId: ownerId ?? undefined,
    scannedAt: new Date(0).toISOString(),
    ipHash: 'h'.repeat(64),
    country: 'DE',
    city: null,
    operatingSystem: 'iOS',
    deviceType: 'mobile',
    browser: 'Safari',
    isBot,
  };
}

/** A scan as a roll-up reads it back: as stored, with its code's owner. */
function readBack(n: number): OwnedScan {
  const scan: Partial<Scan> = { ...aScan(n, 'owner-2') };
  delete scan.ipHash;
  return { ...(scan as Omit<Scan, 'ipHash'>), ownerId: 'owner-2', route: 'default' };
}

describe('ScanNotices', () => {
  const transaction = {} as SqlTransaction;
  const commands = { execute: jest.fn(async (_command: unknown) => undefined) };
  /** Who listens now, as the webhooks context keeps it (it changes under the scan path). */
  let listening: Set<string>;
  const queries = {
    execute: jest.fn(async (query: GetScanListenersQuery) => {
      expect(query).toBeInstanceOf(GetScanListenersQuery);
      return { now: () => listening };
    }),
  };
  let notices: ScanNotices;

  beforeEach(() => {
    jest.useFakeTimers();
    jest.clearAllMocks();
    listening = new Set(['owner-1']);
    notices = new ScanNotices(queries as unknown as QueryBus, commands as unknown as CommandBus);
  });
  afterEach(() => jest.useRealTimers());

  /** What a roll-up that took `noticedBatches` (and read back `readBackScans`) hands to the webhooks. */
  async function handedOn(noticedBatches: string[], readBackScans: OwnedScan[] = []) {
    const held = notices.holding();
    commands.execute.mockClear();
    await notices.handOn({ noticedBatches, readBack: readBackScans }, held, transaction);
    notices.letGoOf(noticedBatches);
    const [call] = commands.execute.mock.calls;
    if (!call) return undefined;
    const command = call[0] as QueueScanWebhooksCommand;
    expect(command).toBeInstanceOf(QueueScanWebhooksCommand);
    expect(command.transaction).toBe(transaction);
    return command.told;
  }

  /** The scans of what was handed on, as their messages list them, each with its owner. */
  function listed(told: QueueScanWebhooksCommand['told'] | undefined) {
    return (told ?? []).flatMap(({ ownerId, count, items }) => {
      const scans = JSON.parse(`[${items}]`) as Array<{ scanId: string }>;
      expect(scans).toHaveLength(count);
      return scans.map((scan) => ({ ownerId, ...scan }));
    });
  }

  it("decides in memory which scans are listened for: people's, of owners with a listener, and owner-less ones", async () => {
    const scans = [aScan(1), aScan(2, 'owner-2'), aScan(3, 'owner-1', true), aScan(4, null)];
    expect(await notices.listenedFor(scans)).toEqual([aScan(1), aScan(4, null)]);
    expect(queries.execute).toHaveBeenCalledTimes(1);
    expect(await notices.listenedFor([aScan(5, 'owner-1', true)])).toEqual([]);
    expect(queries.execute).toHaveBeenCalledTimes(1);
  });

  it('asks the webhooks context once, and each batch sees who listens at that moment', async () => {
    expect(await notices.listenedFor([aScan(1, 'owner-2')])).toEqual([]);
    listening = new Set(['owner-2']);
    expect(await notices.listenedFor([aScan(2, 'owner-2'), aScan(3, 'owner-1')])).toEqual([aScan(2, 'owner-2')]);
    expect(queries.execute).toHaveBeenCalledTimes(1);
  });

  it('hands a batch held since its commit on from memory (as stored: no visitor hash), with the scans read back, once', async () => {
    notices.written('7', [aScan(1), aScan(2)]);
    const scans = listed(await handedOn(['7'], [readBack(3)]));
    expect(scans.map(({ ownerId, scanId }) => [ownerId, scanId])).toEqual([
      ['owner-2', 'scan-3'],
      ['owner-1', 'scan-1'],
      ['owner-1', 'scan-2'],
    ]);
    // As its message tells it: no visitor hash, no bot flag, the default route when it took none.
    expect(scans[1]).toEqual({
      ownerId: 'owner-1',
      scanId: 'scan-1',
      qrCodeId: 'code-1',
      scannedAt: new Date(0).toISOString(),
      country: 'DE',
      city: null,
      operatingSystem: 'iOS',
      deviceType: 'mobile',
      browser: 'Safari',
      route: 'default',
    });
    expect(notices.holding()).toEqual([]);
    expect(await handedOn(['7'])).toBeUndefined();
  });

  it('keeps a batch held while its roll-up has not committed', async () => {
    notices.written('8', [aScan(1)]);
    const held = notices.holding();
    await notices.handOn({ noticedBatches: ['8'], readBack: [] }, held, transaction);
    // The transaction failed: nothing is let go, the next roll-up takes the batch again.
    expect(notices.holding()).toEqual(['8']);
    expect(listed(await handedOn(['8'])).map(({ scanId }) => scanId)).toEqual(['scan-1']);
  });

  it('leaves to the read-back a batch written after its roll-up began (the statement did not know it was held)', async () => {
    const held = notices.holding();
    notices.written('9', [aScan(1)]);
    await notices.handOn({ noticedBatches: ['9'], readBack: [readBack(1)] }, held, transaction);
    expect((commands.execute.mock.calls[0][0] as QueueScanWebhooksCommand).told).toEqual([
      { ownerId: 'owner-2', count: 1, items: scanMessageItems([readBack(1)]) },
    ]);
  });

  it('hands scans on per owner, at most a message of them together', async () => {
    notices.written('14', [aScan(1), aScan(2, 'owner-3'), aScan(3)]);
    const many = Array.from({ length: 1_200 }, (_, i) => readBack(100 + i));
    const told = await handedOn(['14'], many);
    expect(told?.map(({ ownerId, count }) => [ownerId, count])).toEqual([
      ['owner-2', 500],
      ['owner-2', 500],
      ['owner-2', 200],
      ['owner-1', 2],
      ['owner-3', 1],
    ]);
    expect(listed(told).map(({ scanId }) => scanId)).toEqual([
      ...many.map(({ scanId }) => scanId),
      'scan-1',
      'scan-3',
      'scan-2',
    ]);
  });

  it('holds no scans without an owner (spooled before scans carried one), nor beyond MAX_HELD_SCANS', () => {
    notices.written('10', [aScan(1, null)]);
    notices.written(
      '11',
      Array.from({ length: MAX_HELD_SCANS }, (_, i) => aScan(i)),
    );
    notices.written('12', [aScan(1)]);
    expect(notices.holding()).toEqual(['11']);
    notices.letGoOf(['11']);
    notices.written('12', [aScan(1)]);
    expect(notices.holding()).toEqual(['12']);
  });

  it('lets go of a batch another replica took long ago', async () => {
    notices.written('13', [aScan(1)]);
    await jest.advanceTimersByTimeAsync(15_000);
    expect(notices.holding()).toEqual(['13']);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(notices.holding()).toEqual([]);
  });

  it('queues nothing when the batches taken name no scan', async () => {
    expect(await handedOn([])).toBeUndefined();
    expect(commands.execute).not.toHaveBeenCalled();
  });
});
