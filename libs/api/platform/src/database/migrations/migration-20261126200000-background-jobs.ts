import { Migration } from '@mikro-orm/migrations';

/** Progress and result files of long jobs (imports, exports), read by their owner; the queue is pg-boss's. */
export class Migration20261126200000BackgroundJobs extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table background_jobs (
        id uuid primary key,
        owner_id uuid not null,
        kind varchar(40) not null,
        status varchar(16) not null check (status in ('queued', 'running', 'succeeded', 'failed')),
        total integer not null default 0,
        processed integer not null default 0,
        failed integer not null default 0,
        error varchar(60) null,
        input jsonb null,
        result bytea null,
        result_name text null,
        result_type varchar(100) null,
        signed_download boolean not null default false,
        created_at timestamptz not null,
        finished_at timestamptz null
      )`);
    this.addSql('create index background_jobs_owner_id_index on background_jobs (owner_id, created_at desc)');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists background_jobs');
  }
}
