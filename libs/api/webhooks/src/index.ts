import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261125110000Webhooks } from './infrastructure/migrations/migration-20261125110000-webhooks';
import { Migration20261128120100WebhookRevocation } from './infrastructure/migrations/migration-20261128120100-webhook-revocation';
import { Migration20261128120200WebhookUrlPerOwner } from './infrastructure/migrations/migration-20261128120200-webhook-url-per-owner';
import { Migration20261128180000DeliveryBodiesStoredPlain } from './infrastructure/migrations/migration-20261128180000-delivery-bodies-stored-plain';
import { Migration20261129200000DeliveryBodiesLz4 } from './infrastructure/migrations/migration-20261129200000-delivery-bodies-lz4';
import { Migration20261130120000DeliveryLeases } from './infrastructure/migrations/migration-20261130120000-delivery-leases';

export * from './webhooks.module';
/** Test seams: the waits between attempts, and the HTTP client's patience. */
export { WebhookRetrySchedule } from './application/delivery-attempts';
export { WebhookSender } from './infrastructure/webhook-sender';
export { DeliveryLogRetention } from './infrastructure/delivery-log-retention';

/** Schema migrations owned by this context, run in name order with everyone else's. */
export const webhooksMigrations: MigrationObject[] = [
  { name: 'Migration20261125110000_webhooks', class: Migration20261125110000Webhooks },
  { name: 'Migration20261128120100_webhook_revocation', class: Migration20261128120100WebhookRevocation },
  { name: 'Migration20261128120200_webhook_url_per_owner', class: Migration20261128120200WebhookUrlPerOwner },
  {
    name: 'Migration20261128180000_delivery_bodies_stored_plain',
    class: Migration20261128180000DeliveryBodiesStoredPlain,
  },
  { name: 'Migration20261129200000_delivery_bodies_lz4', class: Migration20261129200000DeliveryBodiesLz4 },
  { name: 'Migration20261130120000_delivery_leases', class: Migration20261130120000DeliveryLeases },
];
/** The stable codes of this context's errors, which the contract lists for the web apps' translations. */
export { WebhooksErrorCode } from './domain/webhooks.exception';
