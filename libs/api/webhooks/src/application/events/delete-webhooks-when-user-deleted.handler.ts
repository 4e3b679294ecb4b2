import { UserDeletedEvent } from '@liveqr/shared/contracts';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { WebhookEndpointsRepository } from '../../infrastructure/webhook-endpoints.repository';

/** A deleted account takes its endpoints and their delivery logs with it. */
@EventsHandler(UserDeletedEvent)
export class DeleteWebhooksWhenUserDeletedHandler implements IEventHandler<UserDeletedEvent> {
  constructor(private readonly endpoints: WebhookEndpointsRepository) {}

  async handle({ userId }: UserDeletedEvent): Promise<void> {
    await this.endpoints.forked().removeAllOf(userId);
  }
}
