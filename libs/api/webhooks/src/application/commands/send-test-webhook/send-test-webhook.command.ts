import { Command } from '@nestjs/cqrs';

/** The queued test message's delivery (TestDeliveryResponseDto): its id is the `webhook-id` header. */
export function testDelivery(deliveryId: string) {
  return { deliveryId };
}

export type TestDelivery = ReturnType<typeof testDelivery>;

/** "Send test event": queues a `webhook.test` message to one endpoint; the delivery's id. */
export class SendTestWebhookCommand extends Command<TestDelivery> {
  constructor(
    readonly userId: string,
    readonly endpointId: string,
  ) {
    super();
  }
}
