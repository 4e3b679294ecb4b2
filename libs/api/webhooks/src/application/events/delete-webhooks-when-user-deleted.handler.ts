import { UserDeletedEvent } from '@liveqr/shared/contracts';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { WebhookEndpointsRepository } from '../../infrastructure/webhook-endpoints.repository';
import { ScanListeners } from '../scan-listeners';

/** A deleted account takes its endpoints and their delivery logs with it. */
@EventsHandler(UserDeletedEvent)
export class DeleteWebhooksWhenUserDeletedHandler implements IEventHandler<UserDeletedEvent> {
  constructor(
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly listeners: ScanListeners,
  ) {}

  async handle({ userId }: UserDeletedEvent): Promise<void> {
    await this.endpoints.forked().removeAllOf(userId);
    await this.listeners.changed();
  }
}
