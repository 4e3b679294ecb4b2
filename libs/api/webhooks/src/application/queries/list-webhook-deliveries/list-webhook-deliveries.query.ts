import type { WebhookDeliveryView } from '@liveqr/shared/contracts';
import { Query } from '@nestjs/cqrs';

/** The delivery log of one of the user's endpoints, newest first. */
export class ListWebhookDeliveriesQuery extends Query<WebhookDeliveryView[]> {
  constructor(
    readonly userId: string,
    readonly endpointId: string,
  ) {
    super();
  }
}
