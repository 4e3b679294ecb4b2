import { Query } from '@nestjs/cqrs';
import type { WebhookDeliveryView } from '../../../domain/webhook-delivery.entity';

/** The delivery log of one of the user's endpoints, newest first. */
export class ListWebhookDeliveriesQuery extends Query<WebhookDeliveryView[]> {
  constructor(
    readonly userId: string,
    readonly endpointId: string,
  ) {
    super();
  }
}
