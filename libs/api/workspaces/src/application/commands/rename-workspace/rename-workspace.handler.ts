import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WorkspacesErrorCode, WorkspacesException } from '../../../domain/workspaces.exception';
import { WorkspacesRepository } from '../../../infrastructure/workspaces.repository';
import { RenameWorkspaceCommand } from './rename-workspace.command';

@CommandHandler(RenameWorkspaceCommand)
export class RenameWorkspaceHandler implements ICommandHandler<RenameWorkspaceCommand> {
  constructor(private readonly workspaces: WorkspacesRepository) {}

  async execute({ workspaceId, name }: RenameWorkspaceCommand): Promise<{ id: string; name: string }> {
    if ((await this.workspaces.find(workspaceId))?.personal !== false) {
      throw new WorkspacesException(WorkspacesErrorCode.PersonalIsFixed);
    }
    await this.workspaces.rename(workspaceId, name);
    return { id: workspaceId, name };
  }
}
