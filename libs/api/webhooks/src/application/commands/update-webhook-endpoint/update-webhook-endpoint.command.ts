import type { Actor, WebhookEventType } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';
import type { WebhookEndpointView } from '../../../domain/webhook-endpoint.entity';

/** Changes an endpoint's URL, events, or switches it on or off; what is left out stays. */
export class UpdateWebhookEndpointCommand extends Command<WebhookEndpointView> {
  constructor(
    readonly userId: string,
    readonly endpointId: string,
    readonly changes: { url?: string; events?: readonly WebhookEventType[]; enabled?: boolean },
    readonly actor: Actor,
  ) {
    super();
  }
}
