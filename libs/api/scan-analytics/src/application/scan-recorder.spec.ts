import { Metrics } from '@liveqr/api/platform';
import type { Scan } from '../domain/scan';
import type { ScanSpool } from '../infrastructure/scan-spool';
import type { ScanStore } from '../infrastructure/scan-store';
import { ScanMetrics } from './scan-metrics';
import type { ScanNotices } from './scan-notices';
import type { ScanRollup } from './scan-rollup';
import { MAX_BATCH_SIZE, ScanRecorder, WRITE_TIMEOUT_MS } from './scan-recorder';

function aScan(n: number): Scan {
  return {
    scanId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    qrCodeId: '11111111-1111-4111-8111-111111111111',
    scannedAt: new Date(0).toISOString(),
    ipHash: 'h'.repeat(64),
    country: null,
    city: null,
    operatingSystem: null,
    deviceType: 'desktop',
    browser: null,
    isBot: false,
  };
}

describe('ScanRecorder', () => {
  const batches: Scan[][] = [];
  const store = {
    insert: jest.fn(async (scans: Scan[], _noticed?: boolean): Promise<string | undefined> => {
      batches.push(scans);
      return undefined;
    }),
    insertReplayed: jest.fn(async (scans: Scan[], _noticed?: boolean): Promise<string | undefined> => {
      batches.push(scans);
      return undefined;
    }),
  };
  /** The spool's file: kept until a replay's insert succeeds. */
  const spooled: Scan[] = [];
  const spool = {
    append: jest.fn(async (scans: Scan[]) => void spooled.push(...scans)),
    replay: jest.fn(async (insert: (scans: Scan[]) => Promise<void>) => {
      const scans = [...spooled];
      if (scans.length > 0) await insert(scans);
      spooled.splice(0, scans.length);
      return scans.length;
    }),
  };
  const metrics = new ScanMetrics(new Metrics(), spool as unknown as ScanSpool, store as unknown as ScanStore);
  /** Nobody listens for scans unless a test says who does. */
  const notices = {
    listenedFor: jest.fn(async (_scans: readonly Scan[]): Promise<Scan[]> => []),
    written: jest.fn(),
  };
  const rollup = { run: jest.fn(async (): Promise<void> => undefined) };
  let recorder: ScanRecorder;
  const counted = async () => ({
    stored: (await metrics.stored.get()).values[0]?.value,
    spooled: (await metrics.spooled.get()).values[0]?.value,
    lost: (await metrics.lost.get()).values[0]?.value,
  });

  beforeEach(() => {
    recorder = new ScanRecorder(
      store as unknown as ScanStore,
      spool as unknown as ScanSpool,
      metrics,
      notices as unknown as ScanNotices,
      rollup as unknown as ScanRollup,
    );
    batches.length = 0;
    spooled.length = 0;
    jest.clearAllMocks();
    for (const counter of [metrics.stored, metrics.spooled, metrics.lost]) counter.reset();
  });

  it('writes scans that arrive together in one batch', async () => {
    await Promise.all(Array.from({ length: 50 }, (_, i) => recorder.record(aScan(i))));
    expect(batches).toHaveLength(1);
    expect(batches[0]).toHaveLength(50);
    expect(await counted()).toEqual({ stored: 50, spooled: 0, lost: 0 });
  });

  it("writes a lone scan on the event loop's next turn, without waiting for a timer", async () => {
    const recorded = recorder.record(aScan(1));
    await new Promise((turn) => setImmediate(turn));
    expect(batches).toEqual([[aScan(1)]]);
    await recorded;
  });

  it('gathers the scans that arrive while a batch is written into the next batch, written once it has committed', async () => {
    let commit: () => void = () => undefined;
    store.insert.mockImplementationOnce(async (scans: Scan[]) => {
      await new Promise<void>((committed) => (commit = committed));
      batches.push(scans);
    });
    const first = recorder.record(aScan(0));
    await new Promise((turn) => setImmediate(turn));
    const next = Array.from({ length: 10 }, (_, i) => recorder.record(aScan(i + 1)));
    await new Promise((later) => setTimeout(later, 5));
    expect(store.insert).toHaveBeenCalledTimes(1);
    commit();
    await Promise.all([first, ...next]);
    expect(batches).toEqual([[aScan(0)], next.map((_, i) => aScan(i + 1))]);
  });

  it('splits a burst into batches of at most the maximum size', async () => {
    const count = MAX_BATCH_SIZE * 2 + 1;
    await Promise.all(Array.from({ length: count }, (_, i) => recorder.record(aScan(i))));
    expect(batches.every((batch) => batch.length <= MAX_BATCH_SIZE)).toBe(true);
    expect(batches.flat()).toHaveLength(count);
  });

  it('spools a batch the database refused, and still resolves', async () => {
    store.insert.mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    await recorder.record(aScan(1));
    expect(spool.append).toHaveBeenCalledWith([aScan(1)]);
    expect(await counted()).toEqual({ stored: 0, spooled: 1, lost: 0 });
  });

  it('spools a batch the database does not answer in time', async () => {
    jest.useFakeTimers();
    try {
      store.insert.mockReturnValueOnce(new Promise(() => undefined));
      const recorded = recorder.record(aScan(4));
      await jest.advanceTimersByTimeAsync(WRITE_TIMEOUT_MS + 10);
      await recorded;
      expect(spool.append).toHaveBeenCalledWith([aScan(4)]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('spools the batches after a failed write without trying the database, until a replay reaches it', async () => {
    store.insert.mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    await recorder.record(aScan(1));
    await recorder.record(aScan(2));
    expect(store.insert).toHaveBeenCalledTimes(1);
    expect(spooled).toEqual([aScan(1), aScan(2)]);

    store.insertReplayed.mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    await recorder.replaySpool(); // still away: the spool is kept, and so are the scans' way to it
    await recorder.record(aScan(3));
    expect(store.insert).toHaveBeenCalledTimes(1);

    await recorder.replaySpool();
    await recorder.record(aScan(4));
    expect(batches).toEqual([[aScan(1), aScan(2), aScan(3)], [aScan(4)]]);
    expect(await counted()).toEqual({ stored: 1, spooled: 3, lost: 0 });
  });

  it('resolves even when the spool cannot be written', async () => {
    store.insert.mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    spool.append.mockRejectedValueOnce(new Error('ENOSPC'));
    await expect(recorder.record(aScan(2))).resolves.toBeUndefined();
    expect(await counted()).toEqual({ stored: 0, spooled: 0, lost: 1 });
  });

  it('names the scans someone listens for in their batch, and holds them for its roll-up after the commit', async () => {
    notices.listenedFor.mockImplementationOnce(async (scans) => [scans[1]]);
    store.insert.mockImplementationOnce(async (scans: Scan[]) => {
      batches.push(scans);
      expect(notices.written).not.toHaveBeenCalled();
      return '17';
    });
    await Promise.all([recorder.record(aScan(1)), recorder.record(aScan(2))]);
    expect(store.insert).toHaveBeenCalledWith([aScan(1), aScan(2)], true);
    expect(notices.written).toHaveBeenCalledWith('17', [aScan(2)]);
  });

  it('holds nothing for a batch nobody listens for', async () => {
    await recorder.record(aScan(1));
    expect(store.insert).toHaveBeenCalledWith([aScan(1)], false);
    expect(notices.written).not.toHaveBeenCalled();
  });

  it('names listened-for scans replayed from the spool, for their roll-up to read back', async () => {
    store.insert.mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
    await recorder.record(aScan(4));
    notices.listenedFor.mockImplementationOnce(async (scans) => [scans[0]]);
    await recorder.replaySpool();
    expect(store.insertReplayed).toHaveBeenCalledWith([aScan(4)], true);
    // Some of a replayed batch may have been stored (and noticed) before: the roll-up reads them back.
    expect(notices.written).not.toHaveBeenCalled();
  });

  it('flushes the buffered scans, then rolls them up (their webhooks go now) before shutdown', async () => {
    const recorded = recorder.record(aScan(3));
    rollup.run.mockImplementationOnce(async () => expect(batches.flat()).toEqual([aScan(3)]));
    await recorder.beforeApplicationShutdown();
    expect(rollup.run).toHaveBeenCalledTimes(1);
    await recorded;
  });
});
