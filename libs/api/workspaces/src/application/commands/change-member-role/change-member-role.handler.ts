import { WorkspaceMemberRoleChangedEvent } from '@liveqr/shared/contracts';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { WorkspacesErrorCode, WorkspacesException } from '../../../domain/workspaces.exception';
import { WorkspacesRepository } from '../../../infrastructure/workspaces.repository';
import { Memberships } from '../../memberships';
import { ChangeMemberRoleCommand } from './change-member-role.command';

@CommandHandler(ChangeMemberRoleCommand)
export class ChangeMemberRoleHandler implements ICommandHandler<ChangeMemberRoleCommand> {
  constructor(
    private readonly workspaces: WorkspacesRepository,
    private readonly memberships: Memberships,
    private readonly events: EventBus,
  ) {}

  async execute({ workspaceId, userId, role, actor }: ChangeMemberRoleCommand): Promise<void> {
    const previous = await this.workspaces.setRole(workspaceId, userId, role);
    if (!previous) throw await this.refusal(workspaceId, userId);
    await this.memberships.changed(workspaceId, userId);
    this.events.publish(new WorkspaceMemberRoleChangedEvent(workspaceId, userId, previous, role, actor));
  }

  private async refusal(workspaceId: string, userId: string): Promise<WorkspacesException> {
    const current = await this.workspaces.memberRole(workspaceId, userId);
    return new WorkspacesException(
      current === 'owner' ? WorkspacesErrorCode.OwnerMustTransfer : WorkspacesErrorCode.MemberNotFound,
    );
  }
}
