import { Migration } from '@mikro-orm/migrations';

/** Another live endpoint of the same owner with the same URL as `kept`. */
const SAME_LIVE_URL = `copy.user_id = kept.user_id and copy.url = kept.url and copy.revoked_at is null`;

/**
 * One live endpoint per owner and URL: the same address added twice received every event twice.
 * Copies made before this rule are merged into the oldest one (which keeps its secret and gains
 * the copies' events); the later copies go, with their delivery logs.
 */
export class Migration20261128120200WebhookUrlPerOwner extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      update webhook_endpoints kept
      set events = array(select distinct event from webhook_endpoints copy, unnest(copy.events) as event where ${SAME_LIVE_URL})
      where kept.revoked_at is null and exists (select 1 from webhook_endpoints copy where ${SAME_LIVE_URL} and copy.id <> kept.id)`);
    this.addSql(`
      delete from webhook_endpoints later
      where later.revoked_at is null and exists (
        select 1 from webhook_endpoints kept
        where kept.user_id = later.user_id and kept.url = later.url and kept.revoked_at is null
          and (kept.created_at, kept.id) < (later.created_at, later.id)
      )`);
    this.addSql(
      'create unique index webhook_endpoints_live_url_per_owner on webhook_endpoints (user_id, url) where revoked_at is null',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop index webhook_endpoints_live_url_per_owner');
  }
}
