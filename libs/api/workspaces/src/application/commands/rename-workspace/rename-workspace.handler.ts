import { WorkspaceRenamedEvent } from '@liveqr/shared/contracts';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { WorkspacesErrorCode, WorkspacesException } from '../../../domain/workspaces.exception';
import { WorkspacesRepository } from '../../../infrastructure/workspaces.repository';
import { RenameWorkspaceCommand } from './rename-workspace.command';

@CommandHandler(RenameWorkspaceCommand)
export class RenameWorkspaceHandler implements ICommandHandler<RenameWorkspaceCommand> {
  constructor(
    private readonly workspaces: WorkspacesRepository,
    private readonly events: EventBus,
  ) {}

  async execute({ workspaceId, name, actor }: RenameWorkspaceCommand): Promise<{ id: string; name: string }> {
    const workspace = await this.workspaces.find(workspaceId);
    if (workspace?.personal !== false) throw new WorkspacesException(WorkspacesErrorCode.PersonalIsFixed);
    await this.workspaces.rename(workspaceId, name);
    if (workspace.name !== name) {
      this.events.publish(new WorkspaceRenamedEvent(workspaceId, workspace.name, name, actor));
    }
    return { id: workspaceId, name };
  }
}
