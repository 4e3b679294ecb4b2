import { WorkspaceDeletedEvent } from '@liveqr/shared/contracts';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { WebhookEndpointsRepository } from '../../infrastructure/webhook-endpoints.repository';
import { ScanListeners } from '../scan-listeners';

/** A deleted workspace (or the account of a personal one) takes its endpoints and their delivery logs with it. */
@EventsHandler(WorkspaceDeletedEvent)
export class DeleteWebhooksWhenWorkspaceDeletedHandler implements IEventHandler<WorkspaceDeletedEvent> {
  constructor(
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly listeners: ScanListeners,
  ) {}

  async handle({ workspaceId }: WorkspaceDeletedEvent): Promise<void> {
    await this.endpoints.forked().removeAllOf(workspaceId);
    await this.listeners.changed();
  }
}
