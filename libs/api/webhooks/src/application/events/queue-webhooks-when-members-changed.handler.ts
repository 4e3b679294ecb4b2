import { WorkspaceMemberAddedEvent, WorkspaceMemberRemovedEvent } from '@liveqr/shared/contracts';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { WebhookOutbox } from '../webhook-outbox';

type MemberEvent = WorkspaceMemberAddedEvent | WorkspaceMemberRemovedEvent;

/**
 * Someone joined the workspace, or stopped being a member (removed, or left): a message to each of
 * its endpoints that asked for it. `at` is when LiveQR heard of it, just after the change.
 */
@EventsHandler(WorkspaceMemberAddedEvent, WorkspaceMemberRemovedEvent)
export class QueueWebhooksWhenMembersChangedHandler implements IEventHandler<MemberEvent> {
  constructor(private readonly outbox: WebhookOutbox) {}

  async handle(event: MemberEvent): Promise<void> {
    const { workspaceId, userId } = event;
    const at = new Date().toISOString();
    if (event instanceof WorkspaceMemberAddedEvent) {
      await this.outbox.publish(workspaceId, 'member.added', { workspaceId, userId, role: event.role, at });
    } else {
      await this.outbox.publish(workspaceId, 'member.removed', { workspaceId, userId, at });
    }
  }
}
