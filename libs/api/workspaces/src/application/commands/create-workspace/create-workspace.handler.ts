import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MAX_OWNED_WORKSPACES, WorkspacesErrorCode, WorkspacesException } from '../../../domain/workspaces.exception';
import { WorkspacesRepository } from '../../../infrastructure/workspaces.repository';
import { CreateWorkspaceCommand } from './create-workspace.command';

@CommandHandler(CreateWorkspaceCommand)
export class CreateWorkspaceHandler implements ICommandHandler<CreateWorkspaceCommand> {
  constructor(private readonly workspaces: WorkspacesRepository) {}

  async execute({ userId, name }: CreateWorkspaceCommand): Promise<{ id: string; name: string }> {
    if ((await this.workspaces.countOwned(userId)) >= MAX_OWNED_WORKSPACES) {
      throw new WorkspacesException(WorkspacesErrorCode.OwnedLimitReached);
    }
    const id = randomUUID();
    await this.workspaces.create(id, name, userId, new Date());
    return { id, name };
  }
}
