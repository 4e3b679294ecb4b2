import { Migration } from '@mikro-orm/migrations';

/**
 * What the owner of a custom domain was mailed about it, so that each mail goes once however many
 * replicas sweep: a replica claims a mail by setting its column where it is still unset.
 */
export class Migration20261129150000CustomDomainMails extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table custom_domains
        -- Reminders sent while it stayed pending: 1 after 3 days, 2 after 14 days.
        add column unverified_reminders smallint not null default 0,
        -- Set when the owner is told it became misconfigured; cleared when it is verified again.
        add column misconfigured_mailed_at timestamptz null,
        -- Set when the owner is told another workspace proved this hostname first.
        add column taken_mailed_at timestamptz null`);
    this.addSql(
      `create index custom_domains_unverified_reminders on custom_domains (created_at)
       where status = 'pending' and unverified_reminders < 2`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop index custom_domains_unverified_reminders');
    this.addSql(
      'alter table custom_domains drop column unverified_reminders, drop column misconfigured_mailed_at, drop column taken_mailed_at',
    );
  }
}
