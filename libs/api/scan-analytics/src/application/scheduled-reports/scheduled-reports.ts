import { APP_CONFIG, type AppConfig, Mailer } from '@liveqr/api/platform';
import {
  GetWorkspaceMailRecipientQuery,
  GetOwnedFolderQuery,
  type MailRecipientView,
  type OwnedFolderView,
} from '@liveqr/shared/contracts';
import {
  type BeforeApplicationShutdown,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { lastCompletedPeriod } from '../../domain/report-period';
import { type ReportSubscription, ReportSubscriptions } from '../../infrastructure/report-subscriptions';
import type { AnalyticsOverview } from '../analytics-overview.view';
import { GetAnalyticsOverviewQuery } from '../queries/get-analytics-overview/get-analytics-overview.query';
import { reportMail } from './report-mail';

/** How often every server looks for reports due: a report goes out within this of its period's end. */
const CHECK_INTERVAL_MS = 10 * 60_000;

/**
 * Sends the opt-in weekly and monthly summary mails. Every server checks on a timer; the
 * "report sent for this period" row (ReportSubscriptions.onceFor) makes each period's mail go out
 * once across all of them, and a check that finds nothing due costs one small read. A subscription
 * gets its first mail for the first period that ends after it was made.
 */
@Injectable()
export class ScheduledReports implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(ScheduledReports.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly subscriptions: ReportSubscriptions,
    private readonly queries: QueryBus,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sendDue().catch(() => undefined), CHECK_INTERVAL_MS).unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** Mails every report due at `now` that no server has sent yet; resolves with how many this server sent. */
  async sendDue(now = new Date()): Promise<number> {
    this.running ??= this.sendAll(now).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async sendAll(now: Date): Promise<number> {
    let sent = 0;
    for (const subscription of await this.subscriptions.all()) {
      const period = lastCompletedPeriod(subscription.frequency, now);
      if (subscription.createdAt >= period.endedAt) continue;
      try {
        const folder = subscription.folderId ? await this.folderOf(subscription) : undefined;
        if (folder === null) continue;
        const send = () => this.send(subscription, period, folder);
        if (await this.subscriptions.onceFor(subscription, period.from, send)) sent++;
      } catch (error) {
        // Tried again at the next check: the sent row was rolled back with the failure.
        this.logger.error(`Could not send the report ${subscription.id} for ${period.from}: ${String(error)}`);
      }
    }
    return sent;
  }

  private async send(
    subscription: ReportSubscription,
    period: { from: string; to: string },
    folder: OwnedFolderView | undefined,
  ): Promise<void> {
    const recipient = await this.queries.execute<GetWorkspaceMailRecipientQuery, MailRecipientView | null>(
      new GetWorkspaceMailRecipientQuery(subscription.ownerId),
    );
    if (!recipient) return;
    const overview = await this.queries.execute<GetAnalyticsOverviewQuery, AnalyticsOverview>(
      new GetAnalyticsOverviewQuery(
        subscription.ownerId,
        { preset: 'custom', from: period.from, to: period.to, timeZone: 'UTC' },
        null,
        [],
        folder ? { folderId: folder.id, includeSubfolders: true } : {},
      ),
    );
    await this.mailer.send(reportMail(recipient, subscription, overview, this.config.publicUrl, folder));
  }

  /**
   * The subscribed folder, or null once it is gone: its subscription ends with it, unmailed. Asked
   * before the period's sent row is written, which the subscription's removal would wait for.
   */
  private async folderOf(subscription: ReportSubscription): Promise<OwnedFolderView | null> {
    try {
      return await this.queries.execute<GetOwnedFolderQuery, OwnedFolderView>(
        new GetOwnedFolderQuery(subscription.ownerId, subscription.folderId as string),
      );
    } catch (error) {
      if (!(error instanceof HttpException && error.getStatus() === HttpStatus.NOT_FOUND)) throw error;
      await this.subscriptions.remove(subscription.id);
      return null;
    }
  }
}
