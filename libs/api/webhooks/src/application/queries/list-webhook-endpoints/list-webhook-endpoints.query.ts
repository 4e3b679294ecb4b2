import { Query } from '@nestjs/cqrs';
import type { WebhookEndpointView } from '../../../domain/webhook-endpoint.entity';

/** The user's endpoints, oldest first, without their secrets. */
export class ListWebhookEndpointsQuery extends Query<WebhookEndpointView[]> {
  constructor(readonly userId: string) {
    super();
  }
}
