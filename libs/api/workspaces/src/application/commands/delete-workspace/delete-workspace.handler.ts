import { WorkspaceDeletedEvent } from '@liveqr/shared/contracts';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { WorkspacesErrorCode, WorkspacesException } from '../../../domain/workspaces.exception';
import { WorkspacesRepository } from '../../../infrastructure/workspaces.repository';
import { Memberships } from '../../memberships';
import { DeleteWorkspaceCommand } from './delete-workspace.command';

@CommandHandler(DeleteWorkspaceCommand)
export class DeleteWorkspaceHandler implements ICommandHandler<DeleteWorkspaceCommand> {
  constructor(
    private readonly workspaces: WorkspacesRepository,
    private readonly memberships: Memberships,
    private readonly events: EventBus,
  ) {}

  async execute({ workspaceId }: DeleteWorkspaceCommand): Promise<void> {
    if ((await this.workspaces.find(workspaceId))?.personal !== false) {
      throw new WorkspacesException(WorkspacesErrorCode.PersonalIsFixed);
    }
    await this.workspaces.delete(workspaceId);
    await this.memberships.changed(workspaceId);
    this.events.publish(new WorkspaceDeletedEvent(workspaceId));
  }
}
