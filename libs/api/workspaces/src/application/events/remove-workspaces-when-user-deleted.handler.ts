import { UserDeletedEvent, WorkspaceDeletedEvent } from '@liveqr/shared/contracts';
import { EventBus, EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { WorkspacesRepository } from '../../infrastructure/workspaces.repository';
import { Memberships } from '../memberships';

/**
 * A deleted account takes its personal workspace, and the teams it owned alone, with it (every
 * context deletes a workspace's rows on WorkspaceDeletedEvent), and leaves every other workspace.
 */
@EventsHandler(UserDeletedEvent)
export class RemoveWorkspacesWhenUserDeletedHandler implements IEventHandler<UserDeletedEvent> {
  constructor(
    private readonly workspaces: WorkspacesRepository,
    private readonly memberships: Memberships,
    private readonly events: EventBus,
  ) {}

  async handle({ userId }: UserDeletedEvent): Promise<void> {
    // The personal workspace goes whether or not its row was ever made.
    const deleted = new Set([userId, ...(await this.workspaces.removePerson(userId))]);
    for (const workspaceId of deleted) {
      await this.memberships.changed(workspaceId);
      this.events.publish(new WorkspaceDeletedEvent(workspaceId));
    }
  }
}
