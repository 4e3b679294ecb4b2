import type { WebhookEventType } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';
import type { WebhookEndpointView } from '../../../domain/webhook-endpoint.entity';

/** The answer to creating an endpoint: the only time its signing secret is shown. */
export interface CreatedWebhookEndpoint extends WebhookEndpointView {
  /** Standard Webhooks signing secret, `whsec_...`. */
  secret: string;
}

/** A new endpoint of the user, answered with its signing secret (shown this once). */
export class CreateWebhookEndpointCommand extends Command<CreatedWebhookEndpoint> {
  constructor(
    readonly userId: string,
    readonly url: string,
    readonly events: readonly WebhookEventType[],
  ) {
    super();
  }
}
