import type { AppConfig, JobQueue } from '@liveqr/api/platform';
import type { SqlTransaction } from '@liveqr/shared/contracts';
import { DeliveryQueue, STOP_WAIT_MS } from './delivery-queue';
import type { LeasedMessage, WebhookEndpointsRepository } from './webhook-endpoints.repository';

/** A transaction whose commit the test makes. */
function aTransaction() {
  const committed: Array<() => void> = [];
  const transaction: SqlTransaction = {
    executeSql: async () => ({ rows: [] }),
    afterCommit: (work) => committed.push(work),
  };
  return { transaction, commit: () => committed.forEach((work) => work()) };
}

const ids = (count: number, from = 0) => Array.from({ length: count }, (_, i) => `msg_${from + i}`);
/** Messages of `ids`, each with a body of `size` characters. */
const messages = (count: number, from = 0, size = 100): LeasedMessage[] =>
  ids(count, from).map((id) => ({ id, body: 'x'.repeat(size) }));

describe('DeliveryQueue, first attempts of the messages a replica wrote', () => {
  let queue: DeliveryQueue;
  let batches: Array<{ messages: LeasedMessage[]; finish: () => void; fail: (error: Error) => void }>;
  const endpoints = { handOver: jest.fn(async (_deliveryIds: readonly string[]) => undefined) };
  const jobs = { stopWorking: jest.fn(async (_queue: string) => undefined) };

  beforeEach(() => {
    endpoints.handOver.mockClear();
    jobs.stopWorking.mockReset().mockResolvedValue(undefined);
    queue = new DeliveryQueue(
      jobs as unknown as JobQueue,
      endpoints as unknown as WebhookEndpointsRepository,
      { webhooks: { handoverSeconds: 60 } } as AppConfig,
    );
    batches = [];
    queue.process({
      attempt: () => Promise.reject(new Error('Jobs are not this test’s')),
      attemptLeased: (messages) => new Promise<void>((finish, fail) => batches.push({ messages, finish, fail })),
    });
  });

  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('attempts nothing before the transaction that wrote the messages commits', () => {
    const { transaction } = aTransaction();
    queue.attemptOnceCommitted(messages(3), transaction);
    expect(batches).toHaveLength(0);
  });

  it('attempts in batches of 20 with their bodies, two at a time, the next as one finishes', async () => {
    const { transaction, commit } = aTransaction();
    queue.attemptOnceCommitted(messages(45), transaction);
    commit();
    expect(batches.map(({ messages }) => messages)).toEqual([messages(20), messages(20, 20)]);

    batches[1].fail(new Error('The database went away'));
    await settle();
    expect(batches.map(({ messages }) => messages.length)).toEqual([20, 20, 5]);

    batches[0].finish();
    batches[2].finish();
    await settle();
    expect(batches).toHaveLength(3);
  });

  it('keeps at most 32 Mi characters of bodies waiting: the rest are left to their lease', async () => {
    const { transaction, commit } = aTransaction();
    // 400 bodies of 128 Ki characters: 256 fit, the other 144 are left to their lease.
    queue.attemptOnceCommitted(messages(400, 0, 128 * 1024), transaction);
    commit();
    let attempted = 0;
    while (batches.length > 0) {
      const batch = batches.shift();
      attempted += batch?.messages.length ?? 0;
      batch?.finish();
      await settle();
    }
    expect(attempted).toBe(256);
  });

  it('hands what waits, and what is written while it stops, to the job queue once the batches under way are done', async () => {
    const first = aTransaction();
    queue.attemptOnceCommitted(messages(45), first.transaction);
    first.commit();
    let stopped = false;
    const stopping = queue.beforeApplicationShutdown().then(() => (stopped = true));
    const second = aTransaction();
    queue.attemptOnceCommitted(messages(3, 100), second.transaction);
    second.commit();
    await settle();
    expect(endpoints.handOver.mock.calls.map(([deliveryIds]) => deliveryIds)).toEqual([ids(3, 100)]);
    expect(stopped).toBe(false);

    batches[0].finish();
    batches[1].finish();
    await stopping;
    expect(batches).toHaveLength(2);
    expect(endpoints.handOver.mock.calls.map(([deliveryIds]) => deliveryIds)).toEqual([ids(3, 100), ids(5, 40)]);
  });

  it('takes no more jobs once it stops, and hands over what waits once the jobs it took are done', async () => {
    const { transaction, commit } = aTransaction();
    queue.attemptOnceCommitted(messages(45), transaction);
    commit();
    let jobsDone: () => void = () => undefined;
    jobs.stopWorking.mockImplementation(() => new Promise<undefined>((done) => (jobsDone = () => done(undefined))));
    const stopping = queue.beforeApplicationShutdown();
    expect(jobs.stopWorking).toHaveBeenCalledWith('webhook-deliveries');

    batches.forEach((batch) => batch.finish());
    await settle();
    expect(endpoints.handOver).not.toHaveBeenCalled();

    jobsDone();
    await stopping;
    expect(endpoints.handOver.mock.calls.map(([deliveryIds]) => deliveryIds)).toEqual([ids(5, 40)]);
  });

  it('hands over what waits even when the job queue cannot stop cleanly (its database went away)', async () => {
    const { transaction, commit } = aTransaction();
    queue.attemptOnceCommitted(messages(45), transaction);
    commit();
    jobs.stopWorking.mockRejectedValue(new Error('Connection terminated'));
    const stopping = queue.beforeApplicationShutdown();
    batches.forEach((batch) => batch.finish());
    await stopping;
    expect(endpoints.handOver.mock.calls.map(([deliveryIds]) => deliveryIds)).toEqual([ids(5, 40)]);
  });

  it('hands over what waits once STOP_WAIT_MS have passed, even if the jobs it took are not done', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate'] });
    try {
      const { transaction, commit } = aTransaction();
      queue.attemptOnceCommitted(messages(45), transaction);
      commit();
      jobs.stopWorking.mockImplementation(() => new Promise<undefined>(() => undefined));
      const stopping = queue.beforeApplicationShutdown();
      batches.forEach((batch) => batch.finish());
      await settle();

      jest.advanceTimersByTime(STOP_WAIT_MS - 1);
      await settle();
      expect(endpoints.handOver).not.toHaveBeenCalled();

      jest.advanceTimersByTime(1);
      await stopping;
      expect(endpoints.handOver.mock.calls.map(([deliveryIds]) => deliveryIds)).toEqual([ids(5, 40)]);
    } finally {
      jest.useRealTimers();
    }
  });
});
