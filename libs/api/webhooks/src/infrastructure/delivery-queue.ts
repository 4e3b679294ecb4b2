import { APP_CONFIG, type AppConfig, JobQueue } from '@liveqr/api/platform';
import type { SqlTransaction } from '@liveqr/shared/contracts';
import { type BeforeApplicationShutdown, Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { type Retry, WebhookEndpointsRepository } from './webhook-endpoints.repository';

const QUEUE = 'webhook-deliveries';
const TAKE_OVER_QUEUE = 'webhook-delivery-take-over';

/** Deliveries attempted together (one read, one write), and batches in flight at once. */
const BATCH_SIZE = 20;
const BATCHES_IN_FLIGHT = 2;
/**
 * First attempts a replica keeps waiting in memory; past that, the rest wait for their lease to run
 * out and go through the job queue, as if the replica had stopped.
 */
const WAITING_LIMIT = 10_000;

interface DeliveryJob {
  deliveryId: string;
}

/**
 * Who attempts a batch of deliveries: `leased` ones were written by this replica, which claims them
 * before it attempts them (their lease may have run out, and another replica taken them over).
 */
export type DeliveryWorker = (deliveryIds: string[], leased: boolean) => Promise<void>;

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
  private readonly waiting: string[] = [];
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
      handle: (jobs) =>
        this.workerOrThrow()(
          jobs.map((job) => job.data.deliveryId),
          false,
        ),
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
   * Attempts of the batches under way finish before the database goes; those still waiting, and
   * any written meanwhile, are handed to the job queue at once, where any server takes them.
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.inFlight);
    await this.handOver(this.waiting.splice(0));
  }

  /** Makes the first attempts of deliveries this replica wrote (and leased) once `transaction` has committed. */
  attemptOnceCommitted(deliveryIds: readonly string[], transaction: SqlTransaction): void {
    transaction.afterCommit(() => {
      if (this.stopping) {
        this.track(this.handOver(deliveryIds));
        return;
      }
      this.waiting.push(...deliveryIds.slice(0, WAITING_LIMIT - this.waiting.length));
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
      this.track(this.attemptLeased(this.waiting.splice(0, BATCH_SIZE)), () => this.startBatches());
    }
  }

  /** Work the shutdown waits for; `then` once it is no longer in flight. */
  private track(work: Promise<void>, then?: () => void): void {
    const tracked = work.finally(() => {
      this.inFlight.delete(tracked);
      then?.();
    });
    this.inFlight.add(tracked);
  }

  private async handOver(deliveryIds: readonly string[]): Promise<void> {
    if (deliveryIds.length === 0) return;
    try {
      await this.endpoints.handOver(deliveryIds, (deliveryIds, transaction) =>
        this.enqueueAllWithin(deliveryIds, transaction),
      );
    } catch (error) {
      this.logger.warn(`Webhook messages left to their lease: ${String(error)}`);
    }
  }

  private async attemptLeased(deliveryIds: string[]): Promise<void> {
    try {
      await this.workerOrThrow()(deliveryIds, true);
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
