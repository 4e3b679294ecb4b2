import { Migration } from '@mikro-orm/migrations';

export class Migration20261124120100Trust extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table abuse_reports (
        id uuid primary key,
        qr_code_id uuid not null,
        reason varchar(16) not null check (reason in ('phishing', 'malware', 'scam', 'spam', 'inappropriate', 'other')),
        details varchar(1000) not null,
        contact varchar(254) null,
        reporter_hash char(64) not null,
        created_at timestamptz not null,
        constraint abuse_reports_one_per_reporter unique (qr_code_id, reporter_hash)
      )`);
    this.addSql('create index abuse_reports_qr_code_created_index on abuse_reports (qr_code_id, created_at desc)');
    this.addSql(`
      create table reported_qr_codes (
        qr_code_id uuid primary key,
        slug varchar(32) not null,
        status varchar(16) not null check (status in ('open', 'cleared', 'disabled')),
        reporters integer not null,
        last_reported_at timestamptz not null,
        reviewed_at timestamptz null,
        reviewed_by varchar(254) null
      )`);
    this.addSql('create index reported_qr_codes_status_index on reported_qr_codes (status, last_reported_at desc)');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists abuse_reports');
    this.addSql('drop table if exists reported_qr_codes');
  }
}
