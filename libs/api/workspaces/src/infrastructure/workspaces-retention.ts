import { JobQueue } from '@liveqr/api/platform';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleInit } from '@nestjs/common';

/** Named when it purged the audit log alone: the schedules already stored keep this name. */
const QUEUE = 'workspace-audit-log-retention';
const DAY_SECONDS = 24 * 60 * 60;
/** One statement deletes at most this many, so none holds its locks (or the statement timeout) long. */
const ROWS_PER_STATEMENT = 5_000;

const OLD_AUDIT_ENTRIES = `
  delete from workspace_audit_log where id in (
    select id from workspace_audit_log where occurred_at < now() - interval '1 year' limit ?)
  returning id`;

/** Accepted, revoked or expired, 90 days before now. */
const FINISHED_INVITATIONS = `
  delete from workspace_invitations where id in (
    select id from workspace_invitations
    where coalesce(accepted_at, revoked_at, expires_at) < now() - interval '90 days' limit ?)
  returning id`;

/**
 * What a workspace keeps for how long, purged by a daily job on the platform's job queue (one
 * replica runs it), in batches:
 * - audit entries, for a year;
 * - finished invitations (accepted, revoked or expired), for 90 days after they finished: until
 *   then a link opened again says what became of it, after that only that it is not valid.
 */
@Injectable()
export class WorkspacesRetention implements OnModuleInit {
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

  /** Resolves with how many rows of each it deleted. */
  async purge(): Promise<{ auditEntries: number; invitations: number }> {
    return {
      auditEntries: await this.deleteInBatches(OLD_AUDIT_ENTRIES),
      invitations: await this.deleteInBatches(FINISHED_INVITATIONS),
    };
  }

  /** Runs `statement` (its `limit ?` a batch, `returning id`) until a batch comes back short. */
  private async deleteInBatches(statement: string): Promise<number> {
    let deleted = 0;
    for (;;) {
      const rows = await this.em.getConnection().execute<{ id: string }[]>(statement, [ROWS_PER_STATEMENT]);
      deleted += rows.length;
      if (rows.length < ROWS_PER_STATEMENT) return deleted;
    }
  }
}
