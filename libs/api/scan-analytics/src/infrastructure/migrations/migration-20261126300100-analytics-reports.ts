import { Migration } from '@mikro-orm/migrations';

/**
 * Scheduled summary mails: who asked for one and how often, and which periods were mailed. The
 * sent row is written in the same transaction as the mail goes out, and its key lets one server
 * only send a period's mail, however many check at once.
 */
export class Migration20261126300100AnalyticsReports extends Migration {
  override async up(): Promise<void> {
    // folder_id: reserved for a report per folder; null is the whole account.
    this.addSql(`
      create table analytics_report_subscriptions (
        id uuid primary key default gen_random_uuid(),
        owner_id uuid not null,
        folder_id uuid null,
        frequency varchar(10) not null check (frequency in ('weekly', 'monthly')),
        created_at timestamptz not null default now()
      )`);
    this.addSql(`
      create unique index analytics_report_subscriptions_owner_folder_index
        on analytics_report_subscriptions (owner_id, coalesce(folder_id, '00000000-0000-0000-0000-000000000000'))`);
    this.addSql(`
      create table analytics_reports_sent (
        subscription_id uuid not null references analytics_report_subscriptions (id) on delete cascade,
        period_start date not null,
        sent_at timestamptz not null default now(),
        frequency varchar(10) not null,
        primary key (subscription_id, frequency, period_start)
      )`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists analytics_reports_sent');
    this.addSql('drop table if exists analytics_report_subscriptions');
  }
}
