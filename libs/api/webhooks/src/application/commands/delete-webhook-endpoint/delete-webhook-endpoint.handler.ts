import { WebhookEndpointChangedEvent } from '@liveqr/shared/contracts';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { WebhooksErrorCode, WebhooksException } from '../../../domain/webhooks.exception';
import { WebhookEndpointsRepository } from '../../../infrastructure/webhook-endpoints.repository';
import { ScanListeners } from '../../scan-listeners';
import { DeleteWebhookEndpointCommand } from './delete-webhook-endpoint.command';

@CommandHandler(DeleteWebhookEndpointCommand)
export class DeleteWebhookEndpointHandler implements ICommandHandler<DeleteWebhookEndpointCommand> {
  constructor(
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly listeners: ScanListeners,
    private readonly events: EventBus,
  ) {}

  async execute({ userId, endpointId, actor }: DeleteWebhookEndpointCommand): Promise<void> {
    const endpoint = await this.endpoints.find(userId, endpointId);
    if (!endpoint) throw new WebhooksException(WebhooksErrorCode.NotFound);
    this.endpoints.remove(endpoint);
    await this.endpoints.flush();
    await this.listeners.changed();
    this.events.publish(new WebhookEndpointChangedEvent(userId, endpointId, endpoint.url, 'deleted', actor));
  }
}
