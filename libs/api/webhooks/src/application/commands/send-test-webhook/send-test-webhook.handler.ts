import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WebhooksErrorCode, WebhooksException } from '../../../domain/webhooks.exception';
import { WebhookEndpointsRepository } from '../../../infrastructure/webhook-endpoints.repository';
import { WebhookOutbox } from '../../webhook-outbox';
import { SendTestWebhookCommand, type TestDelivery, testDelivery } from './send-test-webhook.command';

@CommandHandler(SendTestWebhookCommand)
export class SendTestWebhookHandler implements ICommandHandler<SendTestWebhookCommand> {
  constructor(
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly outbox: WebhookOutbox,
  ) {}

  async execute({ userId, endpointId }: SendTestWebhookCommand): Promise<TestDelivery> {
    const endpoint = await this.endpoints.find(userId, endpointId);
    if (!endpoint) throw new WebhooksException(WebhooksErrorCode.NotFound);
    return testDelivery(await this.outbox.sendTest(endpoint));
  }
}
