import {
  BACKGROUND_JOB_RETENTION_DAYS,
  BackgroundJobs,
  type BackgroundJobView,
  JobQueue,
  zipArchive,
} from '@liveqr/api/platform';
import {
  type AccountDataFile,
  GetBillingAccountDataQuery,
  GetQrCatalogAccountDataQuery,
  GetScanAnalyticsAccountDataQuery,
} from '@liveqr/shared/contracts';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AccountActivity } from '../infrastructure/account-activity';
import { AccountMails } from '../infrastructure/mail/account-mails';
import { UsersRepository } from '../infrastructure/users.repository';
import { GetProfileQuery } from './queries/get-profile/get-profile.query';

export const DATA_EXPORT_JOB_KIND = 'account_data_export';
const QUEUE = 'account-data-exports';

interface DataExportJob {
  jobId: string;
}

/**
 * "Download my data": the whole account as one ZIP, built in the background and offered by a mail
 * in the owner's language with a signed link that expires and only works for the owner, signed in.
 * Identity writes the profile and activity; every other context answers for its own data.
 */
@Injectable()
export class AccountDataExports implements OnModuleInit {
  private readonly logger = new Logger('AccountDataExports');

  constructor(
    private readonly jobs: BackgroundJobs,
    private readonly queue: JobQueue,
    private readonly queries: QueryBus,
    private readonly users: UsersRepository,
    private readonly activity: AccountActivity,
    private readonly mails: AccountMails,
    private readonly orm: MikroORM,
  ) {}

  onModuleInit(): void {
    this.queue.register<DataExportJob>({
      name: QUEUE,
      // A worker that stops (a crash) sends no heartbeat: its export is failed, not left running.
      queue: { retryLimit: 0, expireInSeconds: 60 * 60, heartbeatSeconds: 30 },
      work: { batchSize: 1, pollingIntervalSeconds: 2 },
      handle: async ([job]) => {
        if (job) await this.run(job.data.jobId);
      },
      abandoned: (jobs) => this.jobs.failAbandoned(jobs),
    });
  }

  async request(userId: string): Promise<BackgroundJobView> {
    const jobId = await this.jobs.create(userId, DATA_EXPORT_JOB_KIND, { signedDownload: true });
    await this.queue.send<DataExportJob>(QUEUE, { jobId });
    return this.jobs.view(userId, jobId);
  }

  async run(jobId: string): Promise<void> {
    const job = await this.jobs.input(jobId);
    if (!job) return;
    try {
      await RequestContext.create(this.orm.em, () => this.build(jobId, job.ownerId));
    } catch (error) {
      this.logger.error(`Data export ${jobId} failed: ${String(error)}`);
      await this.jobs.fail(jobId, 'export_failed');
    }
  }

  private async build(jobId: string, userId: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw new Error('The account is gone');
    const parts = await Promise.all([
      this.queries.execute<GetQrCatalogAccountDataQuery, AccountDataFile[]>(new GetQrCatalogAccountDataQuery(userId)),
      this.queries.execute<GetBillingAccountDataQuery, AccountDataFile[]>(new GetBillingAccountDataQuery(userId)),
      this.queries.execute<GetScanAnalyticsAccountDataQuery, AccountDataFile[]>(
        new GetScanAnalyticsAccountDataQuery(userId),
      ),
    ]);
    const profile = await this.queries.execute(new GetProfileQuery(userId));
    const account = {
      id: user.id,
      email: user.email,
      emailVerified: user.isEmailVerified(),
      signUpAt: user.createdAt.toISOString(),
    };
    const files: AccountDataFile[] = [
      { path: 'profile/profile.json', content: json({ account, profile }) },
      { path: 'profile/activity.json', content: json(await this.activity.list(userId)) },
      ...parts.flat(),
    ];
    const exportedAt = new Date();
    await this.jobs.succeed(jobId, {
      fileName: `liveqr-data-${exportedAt.toISOString().slice(0, 10)}.zip`,
      contentType: 'application/zip',
      body: await zipArchive(files, exportedAt),
    });
    const link = this.jobs.signedResultUrl(jobId, BACKGROUND_JOB_RETENTION_DAYS * 24 * 60 * 60);
    this.mails.send(await this.users.recipientOf(user), {
      kind: 'dataExportReady',
      link,
      days: BACKGROUND_JOB_RETENTION_DAYS,
    });
  }
}

function json(value: unknown): string {
  return JSON.stringify(value, null, 2);
}
