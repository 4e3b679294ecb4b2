import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { SqlTransaction } from '@liveqr/shared/contracts';
import { PgBoss, type Queue, type WorkOptions } from 'pg-boss';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.tokens';

/** A queue a context registers: pg-boss's queue and worker options, and who handles its jobs. */
export interface QueueDefinition<Data extends object> {
  name: string;
  queue?: Omit<Queue, 'name'>;
  work?: WorkOptions;
  handle(jobs: Array<{ id: string; data: Data }>): Promise<void>;
  /**
   * Jobs pg-boss gave up on before `handle` finished them (it threw, or its process died: no
   * heartbeat within `queue.heartbeatSeconds`, or still active after `queue.expireInSeconds`).
   * They reach this handler through a dead-letter queue, on whichever replica is alive.
   */
  abandoned?(jobs: Array<{ id: string; data: Data }>): Promise<void>;
  /**
   * Makes the queue recurring (a daily clean-up): one job per period of this many seconds across all
   * replicas, the first one at the first start. After each run, the next is queued for the next
   * period (pg-boss's debounce on the queue's name); a start never adds a second one to a period.
   */
  everySeconds?: number;
}

/**
 * The one PostgreSQL job queue of a process (pg-boss, in its own `pgboss` schema): webhook attempts,
 * imports and exports survive restarts and each job is taken by exactly one replica. Contexts
 * register their queues while modules initialise; the queue starts once every context has.
 */
@Injectable()
export class JobQueue implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('JobQueue');
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each definition keeps its own job type
  private readonly definitions: Array<QueueDefinition<any>> = [];
  private boss: PgBoss | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Adds a queue; call it from `onModuleInit`, before the queue starts. */
  register<Data extends object>(definition: QueueDefinition<Data>): void {
    if (this.boss) throw new Error(`The job queue has started: register ${definition.name} earlier`);
    this.definitions.push(definition);
  }

  async onApplicationBootstrap(): Promise<void> {
    const boss = new PgBoss({
      connectionString: this.config.database.url,
      application_name: 'liveqr-jobs',
      max: 3,
      // pg-boss's own statements are short; one that is not must not hold a connection either.
      options: `-c statement_timeout=${this.config.database.statementTimeoutMs}`,
      useListenNotify: true,
      schedule: false,
    });
    boss.on('error', (error: Error) => this.logger.error(`Job queue: ${error.message}`));
    await boss.start();
    for (const { name, queue, work, handle, abandoned, everySeconds } of this.definitions) {
      const deadLetter = abandoned ? `${name}-abandoned` : undefined;
      if (abandoned && deadLetter) {
        await boss.createQueue(deadLetter);
        await boss.work<object>(deadLetter, { pollingIntervalSeconds: 5 }, (jobs) => abandoned(jobs));
      }
      const options = { ...queue, ...(deadLetter ? { deadLetter } : {}) };
      await boss.createQueue(name, options);
      // A queue made by an earlier version keeps its old options unless told (pg-boss refuses to be told nothing).
      if (Object.keys(options).length > 0) await boss.updateQueue(name, options);
      if (everySeconds === undefined) {
        await boss.work<object>(name, work ?? {}, (jobs) => handle(jobs));
        continue;
      }
      const next = () => boss.sendDebounced(name, {}, null, everySeconds, name);
      await boss.work<object>(name, work ?? {}, (jobs) => handle(jobs).finally(next));
      await next();
    }
    this.boss = boss;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.boss?.stop({ graceful: true, timeout: 10_000 });
  }

  /**
   * This replica takes no more jobs of `name`; resolves once those it took are done. For a context
   * that hands its work to the queue as it stops: what it queues then is left to the other replicas,
   * not taken by this one while the database it needs is going away.
   */
  async stopWorking(name: string): Promise<void> {
    await this.boss?.offWork(name, { wait: true });
  }

  /**
   * Queues these jobs (each now, or from its `startAfter`) in the caller's transaction: they exist
   * once it commits, with the rows they are about.
   */
  async sendAllWithin<Data extends object>(
    name: string,
    jobs: ReadonlyArray<{ data: Data; startAfter?: Date }>,
    transaction: SqlTransaction,
  ): Promise<void> {
    if (!this.boss) throw new Error('The job queue has not started');
    await this.boss.insert(name, [...jobs], { db: transaction });
  }

  /** Queues a job, now or after `afterSeconds`. */
  async send<Data extends object>(name: string, data: Data, afterSeconds = 0): Promise<void> {
    if (!this.boss) throw new Error('The job queue has not started');
    await this.boss.send(name, data, { startAfter: afterSeconds });
  }
}
