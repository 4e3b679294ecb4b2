import { UserDeletedEvent, WorkspaceDeletedEvent, WorkspaceMemberRemovedEvent } from '@liveqr/shared/contracts';
import { EventBus, EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { WorkspacesRepository } from '../../infrastructure/workspaces.repository';
import { Memberships } from '../memberships';

/**
 * A deleted account takes its personal workspace, and the teams it owned alone, with it (every
 * context deletes a workspace's rows on WorkspaceDeletedEvent), and leaves every other workspace: to
 * those it is a member who left (their audit log, their `member.removed` webhooks).
 */
@EventsHandler(UserDeletedEvent)
export class RemoveWorkspacesWhenUserDeletedHandler implements IEventHandler<UserDeletedEvent> {
  constructor(
    private readonly workspaces: WorkspacesRepository,
    private readonly memberships: Memberships,
    private readonly events: EventBus,
  ) {}

  async handle({ userId }: UserDeletedEvent): Promise<void> {
    const { deleted, left } = await this.workspaces.removePerson(userId);
    // The personal workspace goes whether or not its row was ever made.
    for (const workspaceId of new Set([userId, ...deleted])) {
      await this.memberships.changed(workspaceId);
      this.events.publish(new WorkspaceDeletedEvent(workspaceId));
    }
    for (const workspaceId of left) {
      await this.memberships.changed(workspaceId, userId);
      this.events.publish(new WorkspaceMemberRemovedEvent(workspaceId, userId, { userId, apiKeyId: null }));
    }
  }
}
