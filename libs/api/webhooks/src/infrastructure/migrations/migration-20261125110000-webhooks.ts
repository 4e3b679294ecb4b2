import { Migration } from '@mikro-orm/migrations';

/** Webhook endpoints and their delivery log; the queue itself is pg-boss's (its own schema, `pgboss`). */
export class Migration20261125110000Webhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table webhook_endpoints (
        id uuid primary key,
        user_id uuid not null,
        url text not null,
        events text[] not null check (cardinality(events) > 0),
        secret varchar(100) not null,
        enabled boolean not null,
        disabled_at timestamptz null,
        created_at timestamptz not null
      )`);
    this.addSql('create index webhook_endpoints_user_id_index on webhook_endpoints (user_id)');
    this.addSql(`
      create table webhook_deliveries (
        id varchar(40) primary key,
        endpoint_id uuid not null references webhook_endpoints (id) on delete cascade,
        user_id uuid not null,
        event_type varchar(40) not null,
        body text not null,
        status varchar(16) not null,
        attempts integer not null,
        response_status integer null,
        error text null,
        created_at timestamptz not null,
        last_attempt_at timestamptz null,
        next_attempt_at timestamptz null
      )`);
    this.addSql(
      'create index webhook_deliveries_endpoint_id_created_at_index on webhook_deliveries (endpoint_id, created_at desc)',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists webhook_deliveries, webhook_endpoints');
  }
}
