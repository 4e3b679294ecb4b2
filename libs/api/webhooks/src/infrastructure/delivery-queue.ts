import { JobQueue } from '@liveqr/api/platform';
import type { SqlTransaction } from '@liveqr/shared/contracts';
import { Injectable, type OnModuleInit } from '@nestjs/common';

const QUEUE = 'webhook-deliveries';

interface DeliveryJob {
  deliveryId: string;
}

/**
 * Webhook attempts on the platform's job queue: a queued attempt survives restarts and is taken by
 * exactly one replica. Retries are ours, not pg-boss's: each attempt that fails queues the next one
 * after the retry schedule's wait.
 */
@Injectable()
export class DeliveryQueue implements OnModuleInit {
  private worker: ((deliveryIds: string[]) => Promise<void>) | undefined;

  constructor(private readonly jobs: JobQueue) {}

  /** Who attempts a batch of deliveries; set once by the dispatcher. */
  process(worker: (deliveryIds: string[]) => Promise<void>): void {
    this.worker = worker;
  }

  onModuleInit(): void {
    this.jobs.register<DeliveryJob>({
      name: QUEUE,
      // pg-boss's own retries are for attempts that broke off (the database went away, the process
      // died: the job expires): a receiver's failure is an attempt that finished, retried by our schedule.
      queue: { notify: true, retryLimit: 10, retryDelay: 30, retryBackoff: true, expireInSeconds: 5 * 60 },
      // New jobs wake the worker at once (NOTIFY); polling finds the retries whose wait is over. A
      // batch is attempted together (one read, one write); while batches come full it fetches again
      // at once. Two workers, so that a receiver slow to answer holds up only half the attempts.
      work: {
        batchSize: 20,
        burstWhenBatchFull: true,
        localConcurrency: 2,
        pollingIntervalSeconds: 2,
        notifyPollingIntervalSeconds: 2,
      },
      handle: async (jobs) => {
        const worker = this.worker;
        if (!worker) throw new Error('No one attempts webhook deliveries yet');
        await worker(jobs.map((job) => job.data.deliveryId));
      },
    });
  }

  /** Queues a first attempt of each delivery, in the transaction that stores them. */
  enqueueAllWithin(deliveryIds: readonly string[], transaction: SqlTransaction): Promise<void> {
    return this.jobs.sendAllWithin<DeliveryJob>(
      QUEUE,
      deliveryIds.map((deliveryId) => ({ deliveryId })),
      transaction,
    );
  }

  /** Queues an attempt of the delivery, now or after `afterSeconds`. */
  enqueue(deliveryId: string, afterSeconds = 0): Promise<void> {
    return this.jobs.send<DeliveryJob>(QUEUE, { deliveryId }, afterSeconds);
  }
}
