import { ConfirmEmailByInvitationCommand, WorkspaceMemberAddedEvent } from '@liveqr/shared/contracts';
import { CommandBus, CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { WorkspacesErrorCode, WorkspacesException } from '../../../domain/workspaces.exception';
import { InvitationsRepository, type JoinRefusal } from '../../../infrastructure/invitations.repository';
import { InvitationLookup } from '../../invitation-lookup';
import { Memberships } from '../../memberships';
import { AcceptInvitationCommand } from './accept-invitation.command';

const REFUSALS: Record<Exclude<JoinRefusal, 'closed'>, WorkspacesErrorCode> = {
  full: WorkspacesErrorCode.MemberLimitReached,
  member: WorkspacesErrorCode.AlreadyMember,
};

/**
 * Only the account of the invited address may accept, and accepting confirms that address (the
 * link proves its owner read the mail). A refusal leaves the invitation as it was.
 */
@CommandHandler(AcceptInvitationCommand)
export class AcceptInvitationHandler implements ICommandHandler<AcceptInvitationCommand> {
  constructor(
    private readonly lookup: InvitationLookup,
    private readonly invitations: InvitationsRepository,
    private readonly memberships: Memberships,
    private readonly commands: CommandBus,
    private readonly events: EventBus,
  ) {}

  async execute({ actor, token }: AcceptInvitationCommand): Promise<{ workspaceId: string }> {
    const { userId } = actor;
    const invitation = await this.lookup.acceptable(token);
    const invitedAddress = await this.commands.execute<ConfirmEmailByInvitationCommand, boolean>(
      new ConfirmEmailByInvitationCommand(userId, invitation.email),
    );
    if (!invitedAddress) throw new WorkspacesException(WorkspacesErrorCode.InvitationForOtherAccount);
    const refusal = await this.invitations.join(invitation, userId, new Date());
    if (refusal === 'closed') {
      // Another request used, revoked or outlived it since it was read: say which.
      await this.lookup.acceptable(token);
      throw new WorkspacesException(WorkspacesErrorCode.InvitationUsed);
    }
    if (refusal) throw new WorkspacesException(REFUSALS[refusal]);
    await this.memberships.changed(invitation.workspaceId, userId);
    this.events.publish(new WorkspaceMemberAddedEvent(invitation.workspaceId, userId, invitation.role, actor));
    return { workspaceId: invitation.workspaceId };
  }
}
