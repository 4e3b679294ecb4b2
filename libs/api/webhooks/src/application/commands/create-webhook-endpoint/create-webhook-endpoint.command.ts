import type { Actor, WebhookEventType } from '@liveqr/shared/contracts';
import { Command } from '@nestjs/cqrs';
import type { WebhookEndpoint } from '../../../domain/webhook-endpoint.entity';

/**
 * The answer to creating an endpoint (CreatedWebhookEndpointResponseDto): the only time its Standard
 * Webhooks signing secret, `whsec_...`, is shown.
 */
export function createdWebhookEndpoint(endpoint: WebhookEndpoint) {
  return { ...endpoint.toView(), secret: endpoint.secret };
}

export type CreatedWebhookEndpoint = ReturnType<typeof createdWebhookEndpoint>;

/** A new endpoint of the workspace (`userId`), made by `actor`, answered with its signing secret (shown this once). */
export class CreateWebhookEndpointCommand extends Command<CreatedWebhookEndpoint> {
  constructor(
    readonly userId: string,
    readonly url: string,
    readonly events: readonly WebhookEventType[],
    readonly actor: Actor,
  ) {
    super();
  }
}
