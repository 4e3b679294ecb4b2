import { APP_CONFIG, type AppConfig, JobQueue } from '@liveqr/api/platform';
import type { SqlTransaction } from '@liveqr/shared/contracts';
import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { type LeasedMessage, type Retry, WebhookEndpointsRepository } from './webhook-endpoints.repository';

const QUEUE = 'webhook-deliveries';
const TAKE_OVER_QUEUE = 'webhook-delivery-take-over';

/** Deliveries attempted together (one read, one write), and batches in flight at once. */
const BATCH_SIZE = 20;
const BATCHES_IN_FLIGHT = 2;
/**
 * The bodies of the first attempts a replica keeps waiting in memory, in characters (about 250 per
 * scan); past that, the rest wait for their lease to run out and go through the job queue, as if the
 * replica had stopped.
 */
const WAITING_CHARACTERS = 32 * 1024 * 1024;
/**
 * How long a stopping server waits for the attempts it took (first attempts and jobs) before it hands
 * over the rest: an attempt's own limit (the sender's 10 s) and a margin. Slower work (a mail server
 * that hangs after an endpoint was switched off) must not keep the hand-over from happening before
 * the database goes; a first attempt cut off then is taken over once its lease runs out, a job is
 * retried by the job queue.
 */
export const STOP_WAIT_MS = 15_000;

interface DeliveryJob {
  deliveryId: string;
}

/** Who attempts a batch of deliveries. */
export interface DeliveryWorker {
  /** Deliveries whose jobs came due, read by id. */
  attempt(deliveryIds: string[]): Promise<void>;
  /**
   * First attempts of messages this replica wrote, with their bodies: claimed before they are sent
   * (their lease may have run out, and another replica taken them over).
   */
  attemptLeased(messages: LeasedMessage[]): Promise<void>;
}

/**
 * Webhook attempts. The first attempt of a scan message is made by the replica that wrote it, as
 * soon as the transaction that wrote it has committed, without a job: under scan load dozens go each
 * second, and each job's trip through pg-boss (queued, fetched, completed) cost more than the rest
 * of the attempt's bookkeeping. The message is leased to that replica meanwhile; a lease that runs
 * out (the replica stopped, or fell behind) is taken over by any replica, which queues the attempt
 * as a job. Every other attempt is a job on the platform's queue, which survives restarts and is
 * taken by exactly one replica. Retries are ours, not pg-boss's: each attempt that fails queues the
 * next one after the retry schedule's wait.
 */
@Injectable()
export class DeliveryQueue implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('Webhooks');
  private worker: DeliveryWorker | undefined;
  private readonly waiting: LeasedMessage[] = [];
  private waitingCharacters = 0;
  private readonly inFlight = new Set<Promise<void>>();
  private stopping = false;

  constructor(
    private readonly jobs: JobQueue,
    private readonly endpoints: WebhookEndpointsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Who attempts a batch of deliveries; set once by the dispatcher. */
  process(worker: DeliveryWorker): void {
    this.worker = worker;
  }

  /** How long a replica holds the first attempts of the messages it writes. */
  get leaseSeconds(): number {
    return this.config.webhooks.handoverSeconds;
  }

  onModuleInit(): void {
    this.jobs.register<DeliveryJob>({
      name: QUEUE,
      // pg-boss's own retries are for attempts that broke off (the database went away, the process
      // died: the job expires): a receiver's failure is an attempt that finished, retried by our schedule.
      queue: { notify: true, retryLimit: 10, retryDelay: 30, retryBackoff: true, expireInSeconds: 5 * 60 },
      // New jobs wake the worker at once (NOTIFY); polling finds the retries whose wait is over. While
      // batches come full it fetches again at once. Two workers, so that a receiver slow to answer
      // holds up only half the attempts.
      work: {
        batchSize: BATCH_SIZE,
        burstWhenBatchFull: true,
        localConcurrency: BATCHES_IN_FLIGHT,
        pollingIntervalSeconds: 2,
        notifyPollingIntervalSeconds: 2,
      },
      handle: (jobs) => this.workerOrThrow().attempt(jobs.map((job) => job.data.deliveryId)),
    });
    this.jobs.register({
      name: TAKE_OVER_QUEUE,
      everySeconds: this.leaseSeconds,
      handle: async () => {
        const queued = await this.endpoints.takeOverLapsed((deliveryIds, transaction) =>
          this.enqueueAllWithin(deliveryIds, transaction),
        );
        if (queued > 0) this.logger.warn(`Took over the first attempts of ${queued} webhook messages`);
      },
    });
  }

  /**
   * Attempts under way (first attempts and jobs) finish before the database goes (waited for at most
   * STOP_WAIT_MS), and this replica takes no more jobs; the first attempts still waiting, and any written meanwhile, are handed to
   * the job queue at once, where the other servers take them, also when the wait ends in a failure.
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    try {
      const done = await finishedWithin(Promise.all([...this.inFlight, this.jobs.stopWorking(QUEUE)]), STOP_WAIT_MS);
      if (!done)
        this.logger.warn(`Webhook attempts still under way after ${STOP_WAIT_MS / 1000} s: handing over the rest`);
    } catch (error) {
      // The job queue could not stop cleanly: what waits here is handed over all the same.
      this.logger.warn(`Webhook attempts could not be waited for (${String(error)}): handing over the rest`);
    }
    await this.handOver(this.take(this.waiting.length));
  }

  /**
   * Makes the first attempts of messages this replica wrote (and leased) once `transaction` has
   * committed, sending the bodies it holds.
   */
  attemptOnceCommitted(messages: readonly LeasedMessage[], transaction: SqlTransaction): void {
    transaction.afterCommit(() => {
      if (this.stopping) {
        this.track(this.handOver(messages));
        return;
      }
      for (const message of messages) {
        if (this.waitingCharacters + message.body.length > WAITING_CHARACTERS) break;
        this.waiting.push(message);
        this.waitingCharacters += message.body.length;
      }
      this.startBatches();
    });
  }

  /** Queues an attempt of each delivery, now, in the transaction that writes them. */
  enqueueAllWithin(deliveryIds: readonly string[], transaction: SqlTransaction): Promise<void> {
    return this.jobs.sendAllWithin<DeliveryJob>(
      QUEUE,
      deliveryIds.map((deliveryId) => ({ data: { deliveryId } })),
      transaction,
    );
  }

  /** Queues the next attempts of deliveries, each at its time, in the transaction that logs the last ones. */
  retryWithin(retries: readonly Retry[], transaction: SqlTransaction): Promise<void> {
    return this.jobs.sendAllWithin<DeliveryJob>(
      QUEUE,
      retries.map(({ deliveryId, at }) => ({ data: { deliveryId }, startAfter: at })),
      transaction,
    );
  }

  private startBatches(): void {
    while (!this.stopping && this.inFlight.size < BATCHES_IN_FLIGHT && this.waiting.length > 0) {
      this.track(this.attemptFirst(this.take(BATCH_SIZE)), () => this.startBatches());
    }
  }

  /** The first `count` waiting messages, no longer waiting. */
  private take(count: number): LeasedMessage[] {
    const taken = this.waiting.splice(0, count);
    for (const { body } of taken) this.waitingCharacters -= body.length;
    return taken;
  }

  /** Work the shutdown waits for; `then` once it is no longer in flight. */
  private track(work: Promise<void>, then?: () => void): void {
    const tracked = work.finally(() => {
      this.inFlight.delete(tracked);
      then?.();
    });
    this.inFlight.add(tracked);
  }

  private async handOver(messages: readonly LeasedMessage[]): Promise<void> {
    if (messages.length === 0) return;
    try {
      await this.endpoints.handOver(
        messages.map(({ id }) => id),
        (deliveryIds, transaction) => this.enqueueAllWithin(deliveryIds, transaction),
      );
    } catch (error) {
      this.logger.warn(`Webhook messages left to their lease: ${String(error)}`);
    }
  }

  private async attemptFirst(messages: LeasedMessage[]): Promise<void> {
    try {
      await this.workerOrThrow().attemptLeased(messages);
    } catch (error) {
      // Left as they are, the batch's deliveries are taken over once their lease runs out.
      this.logger.error(`Webhook attempts failed: ${String(error)}`);
    }
  }

  private workerOrThrow(): DeliveryWorker {
    if (!this.worker) throw new Error('No one attempts webhook deliveries yet');
    return this.worker;
  }
}

/** Whether `work` finished within `ms` (rejects if it fails first); the wait ends either way. */
async function finishedWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([work.then(() => true as const), late]);
  } finally {
    clearTimeout(timer);
  }
}
