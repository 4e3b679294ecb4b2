import { WEBHOOK_EVENT_TYPES, WebhookEndpointChangedEvent } from '@liveqr/shared/contracts';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import type { WebhookEndpointView } from '../../../domain/webhook-endpoint.entity';
import { WebhooksErrorCode, WebhooksException } from '../../../domain/webhooks.exception';
import { WebhookEndpointsRepository } from '../../../infrastructure/webhook-endpoints.repository';
import { ScanListeners } from '../../scan-listeners';
import { WebhookDestinations } from '../../webhook-destinations';
import { UpdateWebhookEndpointCommand } from './update-webhook-endpoint.command';

@CommandHandler(UpdateWebhookEndpointCommand)
export class UpdateWebhookEndpointHandler implements ICommandHandler<UpdateWebhookEndpointCommand> {
  constructor(
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly destinations: WebhookDestinations,
    private readonly listeners: ScanListeners,
    private readonly events: EventBus,
  ) {}

  async execute({ userId, endpointId, changes, actor }: UpdateWebhookEndpointCommand): Promise<WebhookEndpointView> {
    const endpoint = await this.endpoints.find(userId, endpointId);
    if (!endpoint) throw new WebhooksException(WebhooksErrorCode.NotFound);
    if (changes.url !== undefined) {
      await this.destinations.assertAllowed(changes.url);
      endpoint.url = changes.url;
    }
    if (changes.events !== undefined) {
      endpoint.events = WEBHOOK_EVENT_TYPES.filter((type) => changes.events?.includes(type));
    }
    if (changes.enabled === true) endpoint.enable();
    if (changes.enabled === false) endpoint.disable();
    await this.endpoints.flush();
    await this.listeners.changed();
    this.events.publish(new WebhookEndpointChangedEvent(userId, endpoint.id, endpoint.url, 'updated', actor));
    return endpoint.toView();
  }
}
