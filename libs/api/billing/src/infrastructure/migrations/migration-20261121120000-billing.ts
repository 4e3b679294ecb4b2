import { Migration } from '@mikro-orm/migrations';

export class Migration20261121120000Billing extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table subscriptions (
        id uuid primary key,
        user_id uuid not null unique,
        status varchar(32) not null check (status in
          ('none', 'incomplete', 'active', 'past_due', 'unpaid', 'paused', 'cancelled', 'expired')),
        plan_type varchar(32) not null default 'monthly',
        stripe_customer_id varchar(255) null,
        stripe_subscription_id varchar(255) null,
        current_period_end timestamptz null,
        cancel_at_period_end boolean not null default false,
        stripe_state_at timestamptz null,
        checkout_session_id varchar(255) null,
        checkout_url text null,
        checkout_expires_at timestamptz null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      )`);
    this.addSql('create index subscriptions_stripe_customer_id_index on subscriptions (stripe_customer_id)');
    this.addSql(
      'create unique index subscriptions_stripe_subscription_id_unique on subscriptions (stripe_subscription_id)',
    );
    this.addSql(`
      create table stripe_events (
        id varchar(255) primary key,
        type varchar(100) not null,
        processed_at timestamptz not null
      )`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists stripe_events, subscriptions');
  }
}
