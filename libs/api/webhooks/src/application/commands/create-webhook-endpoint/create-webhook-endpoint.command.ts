import type { CreatedWebhookEndpoint, WebhookEventType } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';

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
