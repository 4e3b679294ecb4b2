import { WorkspaceInvitationRevokedEvent } from '@liveqr/shared/contracts';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { WorkspacesErrorCode, WorkspacesException } from '../../../domain/workspaces.exception';
import { InvitationsRepository } from '../../../infrastructure/invitations.repository';
import { RevokeInvitationCommand } from './revoke-invitation.command';

@CommandHandler(RevokeInvitationCommand)
export class RevokeInvitationHandler implements ICommandHandler<RevokeInvitationCommand> {
  constructor(
    private readonly invitations: InvitationsRepository,
    private readonly events: EventBus,
  ) {}

  /** Revoking a revoked invitation again changes nothing; an accepted one is a member now (remove them instead). */
  async execute({ workspaceId, invitationId, actor }: RevokeInvitationCommand): Promise<void> {
    const revoked = await this.invitations.revoke(workspaceId, invitationId, new Date());
    if (revoked) {
      this.events.publish(new WorkspaceInvitationRevokedEvent(workspaceId, invitationId, revoked.email, actor));
      return;
    }
    const invitation = await this.invitations.find(workspaceId, invitationId);
    if (!invitation) throw new WorkspacesException(WorkspacesErrorCode.InvitationNotFound);
    if (invitation.acceptedAt) throw new WorkspacesException(WorkspacesErrorCode.InvitationUsed);
  }
}
