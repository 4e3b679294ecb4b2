import { CreatePersonalWorkspaceCommand } from '@liveqr/shared/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WorkspacesRepository } from '../../../infrastructure/workspaces.repository';

/** A new account's personal workspace, its owner the account: made with the account (identity asks). */
@CommandHandler(CreatePersonalWorkspaceCommand)
export class CreatePersonalWorkspaceHandler implements ICommandHandler<CreatePersonalWorkspaceCommand, void> {
  constructor(private readonly workspaces: WorkspacesRepository) {}

  execute({ userId }: CreatePersonalWorkspaceCommand): Promise<void> {
    return this.workspaces.ensurePersonal(userId, new Date());
  }
}
