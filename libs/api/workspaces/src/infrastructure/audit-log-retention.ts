import { JobQueue } from '@liveqr/api/platform';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleInit } from '@nestjs/common';

const QUEUE = 'workspace-audit-log-retention';
const DAY_SECONDS = 24 * 60 * 60;
/** One statement deletes at most this many, so none holds its locks (or the statement timeout) long. */
const ROWS_PER_STATEMENT = 5_000;

/**
 * Keeps audit entries for a year: a daily job on the platform's job queue (one replica runs it)
 * deletes older ones, in batches.
 */
@Injectable()
export class AuditLogRetention implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
  ) {}

  onModuleInit(): void {
    this.jobs.register({
      name: QUEUE,
      everySeconds: DAY_SECONDS,
      // A run that has not finished by then broke off (its replica stopped): another one takes it.
      queue: { expireInSeconds: 10 * 60 },
      // The day's run may start a few minutes late; no need to ask for it every other second.
      work: { pollingIntervalSeconds: 5 * 60 },
      handle: async () => {
        await this.purge();
      },
    });
  }

  /** Resolves with how many entries it deleted. */
  async purge(): Promise<number> {
    let deleted = 0;
    for (;;) {
      const rows = await this.em.getConnection().execute<{ id: string }[]>(
        `delete from workspace_audit_log where id in (
           select id from workspace_audit_log where occurred_at < now() - interval '1 year' limit ?)
         returning id`,
        [ROWS_PER_STATEMENT],
      );
      deleted += rows.length;
      if (rows.length < ROWS_PER_STATEMENT) return deleted;
    }
  }
}
