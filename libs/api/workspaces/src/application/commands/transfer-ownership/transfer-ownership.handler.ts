import { WorkspaceOwnershipTransferredEvent } from '@liveqr/shared/contracts';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { WorkspacesErrorCode, WorkspacesException } from '../../../domain/workspaces.exception';
import { WorkspacesRepository } from '../../../infrastructure/workspaces.repository';
import { Memberships } from '../../memberships';
import { TransferOwnershipCommand } from './transfer-ownership.command';

@CommandHandler(TransferOwnershipCommand)
export class TransferOwnershipHandler implements ICommandHandler<TransferOwnershipCommand> {
  constructor(
    private readonly workspaces: WorkspacesRepository,
    private readonly memberships: Memberships,
    private readonly events: EventBus,
  ) {}

  async execute({ workspaceId, actor, userId }: TransferOwnershipCommand): Promise<void> {
    if ((await this.workspaces.find(workspaceId))?.personal !== false) {
      throw new WorkspacesException(WorkspacesErrorCode.PersonalIsFixed);
    }
    if (!(await this.workspaces.transfer(workspaceId, actor.userId, userId))) {
      const current = await this.workspaces.memberRole(workspaceId, userId);
      throw new WorkspacesException(
        current === undefined ? WorkspacesErrorCode.MemberNotFound : WorkspacesErrorCode.TransferNeedsAdmin,
      );
    }
    await this.memberships.changed(workspaceId);
    this.events.publish(new WorkspaceOwnershipTransferredEvent(workspaceId, userId, actor));
  }
}
