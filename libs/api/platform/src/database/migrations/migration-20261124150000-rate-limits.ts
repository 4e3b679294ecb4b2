import { Migration } from '@mikro-orm/migrations';

/** Rate-limit counters shared by every replica (the layout rate-limiter-flexible reads and writes). */
export class Migration20261124150000RateLimits extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table rate_limits (
        key varchar(255) primary key,
        points integer not null default 0,
        expire bigint
      )`);
    this.addSql('create index rate_limits_expire_index on rate_limits (expire)');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists rate_limits');
  }
}
