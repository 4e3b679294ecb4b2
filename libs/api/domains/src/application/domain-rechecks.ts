import { JobQueue } from '@liveqr/api/platform';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { UNVERIFIED_REMINDER_DAYS } from '../domain/custom-domain';
import { CustomDomainsRepository } from '../infrastructure/custom-domains.repository';
import { DomainMails } from '../infrastructure/mail/domain-mails';
import { DomainVerification } from './domain-verification';

const QUEUE = 'domain-rechecks';
/** The sweep runs once a minute on one replica: a due check waits a minute at most. */
const SWEEP_SECONDS = 60;
/** Checks per sweep, and at once: a check can wait seconds for DNS. The rest wait for the next sweep. */
const CHECKS_PER_SWEEP = 100;
const CHECKS_AT_ONCE = 5;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The background checks of custom domains (the schedule: domain/check-schedule.ts): a sweep on the
 * platform's job queue checks the domains whose next check is due, each as "Check now" does. A
 * removed domain has no row, so no more checks; a disabled one has no next check. The sweep also
 * reminds owners of domains still pending after UNVERIFIED_REMINDER_DAYS.
 */
@Injectable()
export class DomainRechecks implements OnModuleInit {
  private readonly logger = new Logger('DomainRechecks');

  constructor(
    private readonly jobs: JobQueue,
    private readonly domains: CustomDomainsRepository,
    private readonly verification: DomainVerification,
    private readonly mails: DomainMails,
  ) {}

  onModuleInit(): void {
    this.jobs.register({
      name: QUEUE,
      everySeconds: SWEEP_SECONDS,
      // A sweep that has not finished by then broke off (its replica stopped): another one takes it.
      queue: { expireInSeconds: 10 * 60 },
      work: { pollingIntervalSeconds: 30 },
      handle: async () => {
        await this.sweep();
      },
    });
  }

  /** Checks the domains due at `now`, then sends the reminders due; resolves with how many it checked. */
  async sweep(now = new Date()): Promise<number> {
    const due = await this.domains.due(now, CHECKS_PER_SWEEP);
    for (let start = 0; start < due.length; start += CHECKS_AT_ONCE) {
      await Promise.all(
        due.slice(start, start + CHECKS_AT_ONCE).map((domain) =>
          // One failing check (the database went away) leaves that domain due for the next sweep.
          this.verification.check(domain, null, now).catch((error: unknown) => {
            this.logger.warn(`${domain.hostname} was not checked: ${String(error)}`);
          }),
        ),
      );
    }
    await this.remind(now);
    return due.length;
  }

  /** Each reminder is claimed before it is sent: once, whichever replica sweeps. */
  private async remind(now: Date): Promise<void> {
    for (const domain of await this.domains.claimReminders(now)) {
      await this.mails.send(domain.workspaceId, {
        kind: 'unverified',
        hostname: domain.hostname,
        days: Math.floor((now.getTime() - domain.createdAt.getTime()) / DAY_MS),
        last: domain.reminder === UNVERIFIED_REMINDER_DAYS.length,
        problems: domain.lastProblems ?? [],
      });
    }
  }
}
