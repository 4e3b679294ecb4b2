import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { QueueScanWebhooksHandler } from './application/commands/queue-scan-webhooks/queue-scan-webhooks.handler';
import { GetScanListenersHandler } from './application/queries/get-scan-listeners/get-scan-listeners.handler';
import { ScanListeners } from './application/scan-listeners';
import { CreateWebhookEndpointHandler } from './application/commands/create-webhook-endpoint/create-webhook-endpoint.handler';
import { DeleteWebhookEndpointHandler } from './application/commands/delete-webhook-endpoint/delete-webhook-endpoint.handler';
import { RevokeWebhookEndpointsHandler } from './application/commands/revoke-webhook-endpoints/revoke-webhook-endpoints.handler';
import { SendTestWebhookHandler } from './application/commands/send-test-webhook/send-test-webhook.handler';
import { UpdateWebhookEndpointHandler } from './application/commands/update-webhook-endpoint/update-webhook-endpoint.handler';
import { DeliveryAttempts, WebhookRetrySchedule } from './application/delivery-attempts';
import { DeleteWebhooksWhenWorkspaceDeletedHandler } from './application/events/delete-webhooks-when-workspace-deleted.handler';
import { QueueWebhooksWhenQrCodeChangedHandler } from './application/events/queue-webhooks-when-qr-code-changed.handler';
import { QueueWebhooksWhenQrCodesCreatedHandler } from './application/events/queue-webhooks-when-qr-codes-created.handler';
import { QueueWebhooksWhenQrCodesChangedHandler } from './application/events/queue-webhooks-when-qr-codes-changed.handler';
import { QueueWebhooksWhenMembersChangedHandler } from './application/events/queue-webhooks-when-members-changed.handler';
import { ListWebhookDeliveriesHandler } from './application/queries/list-webhook-deliveries/list-webhook-deliveries.handler';
import { ListWebhookEndpointsHandler } from './application/queries/list-webhook-endpoints/list-webhook-endpoints.handler';
import { WebhookDestinations } from './application/webhook-destinations';
import { WebhookOutbox } from './application/webhook-outbox';
import { WebhookDelivery } from './domain/webhook-delivery.entity';
import { WebhookEndpoint } from './domain/webhook-endpoint.entity';
import { DeliveryLogRetention } from './infrastructure/delivery-log-retention';
import { DeliveryQueue } from './infrastructure/delivery-queue';
import { WebhookEndpointsRepository } from './infrastructure/webhook-endpoints.repository';
import { WebhookSender } from './infrastructure/webhook-sender';
import { WebhooksController } from './interface/webhooks.controller';
import { WebhookMetrics } from './application/webhook-metrics';

/**
 * The webhooks bounded context: endpoints, a durable delivery queue in PostgreSQL, Standard Webhooks
 * signatures, retries for 24 hours, the delivery log. It learns of events on the CQRS bus only.
 */
@Module({
  imports: [MikroOrmModule.forFeature([WebhookEndpoint, WebhookDelivery])],
  controllers: [WebhooksController],
  providers: [
    WebhookEndpointsRepository,
    WebhookDestinations,
    WebhookOutbox,
    ScanListeners,
    WebhookSender,
    WebhookRetrySchedule,
    DeliveryQueue,
    DeliveryAttempts,
    DeliveryLogRetention,
    WebhookMetrics,
    CreateWebhookEndpointHandler,
    UpdateWebhookEndpointHandler,
    DeleteWebhookEndpointHandler,
    RevokeWebhookEndpointsHandler,
    SendTestWebhookHandler,
    ListWebhookEndpointsHandler,
    ListWebhookDeliveriesHandler,
    QueueWebhooksWhenQrCodeChangedHandler,
    QueueWebhooksWhenQrCodesCreatedHandler,
    QueueWebhooksWhenQrCodesChangedHandler,
    QueueWebhooksWhenMembersChangedHandler,
    QueueScanWebhooksHandler,
    GetScanListenersHandler,
    DeleteWebhooksWhenWorkspaceDeletedHandler,
  ],
})
export class WebhooksModule {}
