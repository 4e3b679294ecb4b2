import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WorkspacesErrorCode, WorkspacesException } from '../../../domain/workspaces.exception';
import { WorkspacesRepository } from '../../../infrastructure/workspaces.repository';
import { Memberships } from '../../memberships';
import { ChangeMemberRoleCommand } from './change-member-role.command';

@CommandHandler(ChangeMemberRoleCommand)
export class ChangeMemberRoleHandler implements ICommandHandler<ChangeMemberRoleCommand> {
  constructor(
    private readonly workspaces: WorkspacesRepository,
    private readonly memberships: Memberships,
  ) {}

  async execute({ workspaceId, userId, role }: ChangeMemberRoleCommand): Promise<void> {
    if (!(await this.workspaces.setRole(workspaceId, userId, role))) throw await this.refusal(workspaceId, userId);
    await this.memberships.changed(workspaceId, userId);
  }

  private async refusal(workspaceId: string, userId: string): Promise<WorkspacesException> {
    const current = await this.workspaces.memberRole(workspaceId, userId);
    return new WorkspacesException(
      current === 'owner' ? WorkspacesErrorCode.OwnerMustTransfer : WorkspacesErrorCode.MemberNotFound,
    );
  }
}
