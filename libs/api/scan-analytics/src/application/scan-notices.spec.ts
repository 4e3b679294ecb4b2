import type { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { ScanStore } from '../infrastructure/scan-store';
import { DRAIN_EVERY_MS, ROWS_PER_DRAIN, ScanNotices } from './scan-notices';

describe('ScanNotices', () => {
  let finishDrain: () => void = () => undefined;
  const store = {
    drainNotices: jest.fn(() => new Promise<number>((resolve) => (finishDrain = () => resolve(0)))),
  };
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
    store.drainNotices
      .mockResolvedValueOnce(ROWS_PER_DRAIN)
      .mockResolvedValueOnce(ROWS_PER_DRAIN)
      .mockResolvedValueOnce(3);
    await notices.drain();
    expect(store.drainNotices).toHaveBeenCalledTimes(3);
  });
});
