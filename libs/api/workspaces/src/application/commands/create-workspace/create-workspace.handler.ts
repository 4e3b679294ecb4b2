import { randomUUID } from 'node:crypto';
import { WorkspaceCreatedEvent } from '@liveqr/shared/contracts';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { MAX_OWNED_WORKSPACES, WorkspacesErrorCode, WorkspacesException } from '../../../domain/workspaces.exception';
import { WorkspacesRepository } from '../../../infrastructure/workspaces.repository';
import { CreateWorkspaceCommand } from './create-workspace.command';

@CommandHandler(CreateWorkspaceCommand)
export class CreateWorkspaceHandler implements ICommandHandler<CreateWorkspaceCommand> {
  constructor(
    private readonly workspaces: WorkspacesRepository,
    private readonly events: EventBus,
  ) {}

  async execute({ name, actor }: CreateWorkspaceCommand): Promise<{ id: string; name: string }> {
    if ((await this.workspaces.countOwned(actor.userId)) >= MAX_OWNED_WORKSPACES) {
      throw new WorkspacesException(WorkspacesErrorCode.OwnedLimitReached);
    }
    const id = randomUUID();
    await this.workspaces.create(id, name, actor.userId, new Date());
    this.events.publish(new WorkspaceCreatedEvent(id, name, actor));
    return { id, name };
  }
}
