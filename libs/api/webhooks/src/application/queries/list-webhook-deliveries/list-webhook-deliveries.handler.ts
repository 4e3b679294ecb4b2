import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { WebhookDeliveryView } from '../../../domain/webhook-delivery.entity';
import { WebhooksErrorCode, WebhooksException } from '../../../domain/webhooks.exception';
import { WebhookEndpointsRepository } from '../../../infrastructure/webhook-endpoints.repository';
import { ListWebhookDeliveriesQuery } from './list-webhook-deliveries.query';

@QueryHandler(ListWebhookDeliveriesQuery)
export class ListWebhookDeliveriesHandler implements IQueryHandler<ListWebhookDeliveriesQuery> {
  constructor(private readonly endpoints: WebhookEndpointsRepository) {}

  async execute({ userId, endpointId }: ListWebhookDeliveriesQuery): Promise<WebhookDeliveryView[]> {
    if (!(await this.endpoints.find(userId, endpointId))) throw new WebhooksException(WebhooksErrorCode.NotFound);
    return (await this.endpoints.deliveries(endpointId)).map((delivery) => delivery.toView());
  }
}
