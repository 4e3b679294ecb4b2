import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { WebhookEndpointView } from '../../../domain/webhook-endpoint.entity';
import { WebhookEndpointsRepository } from '../../../infrastructure/webhook-endpoints.repository';
import { ListWebhookEndpointsQuery } from './list-webhook-endpoints.query';

@QueryHandler(ListWebhookEndpointsQuery)
export class ListWebhookEndpointsHandler implements IQueryHandler<ListWebhookEndpointsQuery> {
  constructor(private readonly endpoints: WebhookEndpointsRepository) {}

  async execute(query: ListWebhookEndpointsQuery): Promise<WebhookEndpointView[]> {
    return (await this.endpoints.list(query.userId)).map((endpoint) => endpoint.toView());
  }
}
