import { APP_CONFIG, type AppConfig } from '@liveqr/api/platform';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { PgBoss } from 'pg-boss';

const QUEUE = 'webhook-deliveries';

interface DeliveryJob {
  deliveryId: string;
}

/**
 * The durable queue of webhook attempts, in PostgreSQL (pg-boss, in its own `pgboss` schema): a
 * queued attempt survives restarts and is taken by exactly one replica. Retries are ours, not
 * pg-boss's: each attempt that fails queues the next one after the retry schedule's wait.
 */
@Injectable()
export class DeliveryQueue implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Webhooks');
  private boss: PgBoss | undefined;
  private worker: ((deliveryId: string) => Promise<void>) | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Who attempts a delivery; set once by the dispatcher. */
  process(worker: (deliveryId: string) => Promise<void>): void {
    this.worker = worker;
  }

  async onApplicationBootstrap(): Promise<void> {
    const boss = new PgBoss({
      connectionString: this.config.database.url,
      application_name: 'liveqr-webhooks',
      max: 3,
      useListenNotify: true,
      schedule: false,
    });
    boss.on('error', (error: Error) => this.logger.error(`Webhook queue: ${error.message}`));
    await boss.start();
    // pg-boss's own retries are for attempts that broke off (the database went away, the process
    // died: the job expires): a receiver's failure is an attempt that finished, retried by our schedule.
    await boss.createQueue(QUEUE, {
      notify: true,
      retryLimit: 10,
      retryDelay: 30,
      retryBackoff: true,
      expireInSeconds: 5 * 60,
    });
    // New jobs wake the worker at once (NOTIFY); polling finds the retries whose wait is over.
    const polling = { pollingIntervalSeconds: 2, notifyPollingIntervalSeconds: 2 };
    await boss.work<DeliveryJob>(QUEUE, { batchSize: 5, ...polling }, async (jobs) => {
      const worker = this.worker;
      if (!worker) throw new Error('No one attempts webhook deliveries yet');
      await Promise.all(jobs.map((job) => worker(job.data.deliveryId)));
    });
    this.boss = boss;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.boss?.stop({ graceful: true, timeout: 10_000 });
  }

  /** Queues an attempt of the delivery, now or after `afterSeconds`. */
  async enqueue(deliveryId: string, afterSeconds = 0): Promise<void> {
    if (!this.boss) throw new Error('The webhook queue has not started');
    await this.boss.send(QUEUE, { deliveryId } satisfies DeliveryJob, { startAfter: afterSeconds });
  }
}
