import { EntityManager } from '@mikro-orm/postgresql';
import type { ReportFrequency } from '@liveqr/shared/contracts';
import { Injectable } from '@nestjs/common';

export interface ReportSubscription {
  id: string;
  ownerId: string;
  /** Null: the whole account; else the folder with its subfolders. */
  folderId: string | null;
  frequency: Exclude<ReportFrequency, 'off'>;
  createdAt: Date;
}

/** Who asked for a summary mail, and which periods have been mailed (see the analytics-reports migration). */
@Injectable()
export class ReportSubscriptions {
  constructor(private readonly em: EntityManager) {}

  /** The rhythm of the account's report (`folderId` null) or of one folder's. */
  async frequencyOf(ownerId: string, folderId: string | null): Promise<ReportFrequency> {
    const [row] = await this.em
      .getConnection()
      .execute<{ frequency: ReportFrequency }[]>(
        'select frequency from analytics_report_subscriptions where owner_id = ? and folder_id is not distinct from ?',
        [ownerId, folderId],
      );
    return row?.frequency ?? 'off';
  }

  /** The account's or a folder's subscription; 'off' removes it. A changed rhythm keeps its sent periods. */
  async set(ownerId: string, folderId: string | null, frequency: ReportFrequency): Promise<void> {
    if (frequency === 'off') {
      await this.em
        .getConnection()
        .execute('delete from analytics_report_subscriptions where owner_id = ? and folder_id is not distinct from ?', [
          ownerId,
          folderId,
        ]);
      return;
    }
    await this.em.getConnection().execute(
      `insert into analytics_report_subscriptions (owner_id, folder_id, frequency) values (?, ?, ?)
       on conflict (owner_id, coalesce(folder_id, '00000000-0000-0000-0000-000000000000')) do update set frequency = excluded.frequency`,
      [ownerId, folderId, frequency],
    );
  }

  /** Ends a subscription whose folder is gone. */
  async remove(id: string): Promise<void> {
    await this.em.getConnection().execute('delete from analytics_report_subscriptions where id = ?', [id]);
  }

  async all(): Promise<ReportSubscription[]> {
    const rows = await this.em.getConnection().execute<
      {
        id: string;
        owner_id: string;
        folder_id: string | null;
        frequency: 'weekly' | 'monthly';
        created_at: string;
      }[]
    >('select id, owner_id, folder_id, frequency, created_at from analytics_report_subscriptions order by created_at, id');
    return rows.map((row) => ({
      id: row.id,
      ownerId: row.owner_id,
      folderId: row.folder_id,
      frequency: row.frequency,
      createdAt: new Date(row.created_at),
    }));
  }

  /**
   * Runs `send` once for the period across every server: the sent row is inserted in a transaction
   * that commits only after `send` resolves. A second server's insert waits for that commit and then
   * finds the row; a failed send rolls the row back, so the next check tries again.
   */
  async onceFor(subscription: ReportSubscription, periodStart: string, send: () => Promise<void>): Promise<boolean> {
    return this.em.fork().transactional(async (em) => {
      const inserted = await em.execute<{ period_start: string }[]>(
        `insert into analytics_reports_sent (subscription_id, frequency, period_start) values (?, ?, ?)
         on conflict do nothing returning period_start`,
        [subscription.id, subscription.frequency, periodStart],
      );
      if (inserted.length === 0) return false;
      await send();
      return true;
    });
  }
}
