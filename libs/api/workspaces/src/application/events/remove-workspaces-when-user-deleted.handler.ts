import { UserDeletedEvent, WorkspaceDeletedEvent } from '@liveqr/shared/contracts';
import { EventBus, EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { WorkspacesRepository } from '../../infrastructure/workspaces.repository';
import { Memberships } from '../memberships';

/**
 * A deleted account takes its personal workspace with it (every context deletes that workspace's
 * rows on WorkspaceDeletedEvent) and leaves every other workspace.
 */
@EventsHandler(UserDeletedEvent)
export class RemoveWorkspacesWhenUserDeletedHandler implements IEventHandler<UserDeletedEvent> {
  constructor(
    private readonly workspaces: WorkspacesRepository,
    private readonly memberships: Memberships,
    private readonly events: EventBus,
  ) {}

  async handle({ userId }: UserDeletedEvent): Promise<void> {
    await this.workspaces.removePerson(userId);
    await this.memberships.changed(userId);
    this.events.publish(new WorkspaceDeletedEvent(userId));
  }
}
