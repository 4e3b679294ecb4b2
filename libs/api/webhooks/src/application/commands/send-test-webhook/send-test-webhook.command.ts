import { Command } from '@nestjs/cqrs';

/** "Send test event": queues a `webhook.test` message to one endpoint; the delivery's id. */
export class SendTestWebhookCommand extends Command<{ deliveryId: string }> {
  constructor(
    readonly userId: string,
    readonly endpointId: string,
  ) {
    super();
  }
}
