import type { WebhookEndpointView } from '@liveqr/shared/contracts';
import { Query } from '@nestjs/cqrs';

/** The user's endpoints, oldest first, without their secrets. */
export class ListWebhookEndpointsQuery extends Query<WebhookEndpointView[]> {
  constructor(readonly userId: string) {
    super();
  }
}
