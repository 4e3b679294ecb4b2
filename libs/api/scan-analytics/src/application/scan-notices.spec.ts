import type { RecordedScan } from '@liveqr/shared/contracts';
import type { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Scan } from '../domain/scan';
import type { ScanStore } from '../infrastructure/scan-store';
import { DRAIN_EVERY_MS, MAX_HELD_SCANS, ROWS_PER_DRAIN, ScanNotices } from './scan-notices';

type Held = ReadonlyMap<string, { scans: readonly RecordedScan[] }>;

function aScan(n: number, ownerId: string | null = 'owner-1'): Scan {
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
    isBot: false,
  };
}

describe('ScanNotices', () => {
  let finishDrain: () => void = () => undefined;
  /** A drain that ends when the test says so. */
  const heldOpen = (_limit: number, _held: Held, _handOver: unknown) =>
    new Promise<string[]>((resolve) => (finishDrain = () => resolve([])));
  const store = { drainNotices: jest.fn(heldOpen) };
  let notices: ScanNotices;

  beforeEach(() => {
    jest.useFakeTimers();
    store.drainNotices.mockClear();
    notices = new ScanNotices(store as unknown as ScanStore, {} as QueryBus, {} as CommandBus);
  });
  afterEach(() => jest.useRealTimers());

  /** Lets the drain that runs end, and its promise callbacks run. */
  async function endDrain(): Promise<void> {
    finishDrain();
    await jest.advanceTimersByTimeAsync(0);
  }

  it('drains at once after a quiet while, then at most every DRAIN_EVERY_MS however many batches commit', async () => {
    notices.wake();
    await jest.advanceTimersByTimeAsync(0);
    expect(store.drainNotices).toHaveBeenCalledTimes(1);
    await endDrain();

    for (let batch = 0; batch < 50; batch++) {
      notices.wake();
      await jest.advanceTimersByTimeAsync(DRAIN_EVERY_MS / 100);
    }
    // 50 batches in DRAIN_EVERY_MS / 2: all wait for the one drain due when DRAIN_EVERY_MS is over.
    expect(store.drainNotices).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(DRAIN_EVERY_MS / 2);
    expect(store.drainNotices).toHaveBeenCalledTimes(2);
    await endDrain();
  });

  it('drains again after a running drain for the batches committed while it ran', async () => {
    notices.wake();
    await jest.advanceTimersByTimeAsync(0);
    notices.wake();
    notices.wake();
    await endDrain();
    expect(store.drainNotices).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(DRAIN_EVERY_MS);
    expect(store.drainNotices).toHaveBeenCalledTimes(2);
    await endDrain();
    await jest.advanceTimersByTimeAsync(10 * DRAIN_EVERY_MS);
    expect(store.drainNotices).toHaveBeenCalledTimes(2);
  });

  it('takes the outbox in several transactions while each comes back full', async () => {
    const rows = (count: number) => Array.from({ length: count }, (_, i) => String(i));
    store.drainNotices
      .mockResolvedValueOnce(rows(ROWS_PER_DRAIN))
      .mockResolvedValueOnce(rows(ROWS_PER_DRAIN))
      .mockResolvedValueOnce(rows(3));
    await notices.drain();
    expect(store.drainNotices).toHaveBeenCalledTimes(3);
  });

  describe('the scans a batch wrote to the outbox', () => {
    // The drains a batch wakes find an empty outbox unless a test says otherwise.
    beforeEach(() => store.drainNotices.mockImplementation(async () => []));
    afterEach(() => store.drainNotices.mockImplementation(heldOpen));

    /** What the drain's `held` answers for each row, as the store asks it during one drain. */
    async function heldDuringDrain(rowIds: string[], taken: string[] = rowIds) {
      let answers: Record<string, readonly RecordedScan[] | undefined> = {};
      store.drainNotices.mockImplementationOnce(async (_limit, held) => {
        answers = Object.fromEntries(rowIds.map((id) => [id, held.get(id)?.scans]));
        return taken;
      });
      await notices.drain();
      return answers;
    }

    it('are held for the drain that takes their row, as stored (no visitor hash), then let go', async () => {
      notices.written('7', [aScan(1), aScan(2)]);
      const first = await heldDuringDrain(['7']);
      expect(first['7']?.map(({ scanId }) => scanId)).toEqual(['scan-1', 'scan-2']);
      expect(first['7']?.[0]).toEqual({ ...aScan(1), ipHash: undefined, route: 'default' });
      expect(first['7']?.[0]).not.toHaveProperty('ipHash');
      expect((await heldDuringDrain(['7']))['7']).toBeUndefined();
    });

    it('stay held while a drain fails, for the next', async () => {
      notices.written('8', [aScan(1)]);
      store.drainNotices.mockRejectedValueOnce(new Error('the database went away'));
      await notices.drain();
      expect((await heldDuringDrain(['8']))['8']).toHaveLength(1);
    });

    it('are not held without an owner (spooled before scans carried one) or beyond MAX_HELD_SCANS', async () => {
      notices.written('9', [aScan(1, null)]);
      const many = Array.from({ length: MAX_HELD_SCANS }, (_, i) => aScan(i));
      notices.written('10', many);
      notices.written('11', [aScan(1)]);
      const answers = await heldDuringDrain(['9', '10', '11'], []);
      expect(answers['9']).toBeUndefined();
      expect(answers['10']).toHaveLength(MAX_HELD_SCANS);
      expect(answers['11']).toBeUndefined();
    });

    it('are let go when another replica took their row long ago', async () => {
      notices.written('12', [aScan(1)]);
      await heldDuringDrain([], []);
      await jest.advanceTimersByTimeAsync(60_000);
      expect((await heldDuringDrain(['12'], []))['12']).toBeUndefined();
    });
  });
});
