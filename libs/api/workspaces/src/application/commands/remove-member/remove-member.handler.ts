import { WorkspaceAccessErrorCode, WorkspaceAccessException } from '@liveqr/api/platform';
import { roleCovers, WorkspaceMemberRemovedEvent } from '@liveqr/shared/contracts';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { WorkspacesErrorCode, WorkspacesException } from '../../../domain/workspaces.exception';
import { WorkspacesRepository } from '../../../infrastructure/workspaces.repository';
import { Memberships } from '../../memberships';
import { RemoveMemberCommand } from './remove-member.command';

@CommandHandler(RemoveMemberCommand)
export class RemoveMemberHandler implements ICommandHandler<RemoveMemberCommand> {
  constructor(
    private readonly workspaces: WorkspacesRepository,
    private readonly memberships: Memberships,
    private readonly events: EventBus,
  ) {}

  /** The workspace keeps every code the member made; their keys for it are revoked (identity, on the event). */
  async execute({ workspaceId, actor, callerRole, userId }: RemoveMemberCommand): Promise<void> {
    if (userId !== actor.userId && !roleCovers(callerRole, 'admin')) {
      throw new WorkspaceAccessException(WorkspaceAccessErrorCode.RoleTooLow, undefined, { requiredRole: 'admin' });
    }
    if (!(await this.workspaces.remove(workspaceId, userId))) {
      const current = await this.workspaces.memberRole(workspaceId, userId);
      throw new WorkspacesException(
        current === 'owner' ? WorkspacesErrorCode.OwnerMustTransfer : WorkspacesErrorCode.MemberNotFound,
      );
    }
    await this.memberships.changed(workspaceId, userId);
    this.events.publish(new WorkspaceMemberRemovedEvent(workspaceId, userId, actor));
  }
}
