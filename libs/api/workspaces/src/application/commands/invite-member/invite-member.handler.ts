import { randomUUID } from 'node:crypto';
import { newSecretToken } from '@liveqr/api/platform';
import { GetMailRecipientQuery, type MailRecipientView, WorkspaceInvitationSentEvent } from '@liveqr/shared/contracts';
import { CommandHandler, EventBus, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { INVITATION_TTL_MS } from '../../../domain/invitation';
import { WorkspacesErrorCode, WorkspacesException } from '../../../domain/workspaces.exception';
import { InvitationsRepository } from '../../../infrastructure/invitations.repository';
import { InvitationMails } from '../../../infrastructure/mail/invitation-mails';
import { WorkspacesRepository } from '../../../infrastructure/workspaces.repository';
import { type InvitationView, invitationView } from '../../invitation-views';
import { ListWorkspaceMembersQuery } from '../../queries/list-workspace-members/list-workspace-members.query';
import { InviteMemberCommand } from './invite-member.command';

@CommandHandler(InviteMemberCommand)
export class InviteMemberHandler implements ICommandHandler<InviteMemberCommand> {
  constructor(
    private readonly workspaces: WorkspacesRepository,
    private readonly invitations: InvitationsRepository,
    private readonly mails: InvitationMails,
    private readonly queries: QueryBus,
    private readonly events: EventBus,
  ) {}

  async execute({ workspaceId, email, role, actor }: InviteMemberCommand): Promise<InvitationView> {
    const inviterId = actor.userId;
    const workspace = await this.workspaces.find(workspaceId);
    // A personal workspace goes with its account (deleting the account deletes it): nobody joins it.
    if (!workspace || workspace.personal || workspace.name === null) {
      throw new WorkspacesException(WorkspacesErrorCode.PersonalNotShared);
    }
    const members = await this.queries.execute(new ListWorkspaceMembersQuery(workspaceId));
    if (members.some((member) => member.email.toLowerCase() === email.toLowerCase())) {
      throw new WorkspacesException(WorkspacesErrorCode.AlreadyMember);
    }
    const inviter = await this.queries.execute<GetMailRecipientQuery, MailRecipientView | null>(
      new GetMailRecipientQuery(inviterId),
    );
    const { token, hash } = newSecretToken();
    const now = new Date();
    const invitation = await this.invitations.invite({
      id: randomUUID(),
      workspaceId,
      email,
      role,
      invitedBy: inviterId,
      tokenHash: hash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
    });
    if (!invitation) throw new WorkspacesException(WorkspacesErrorCode.MemberLimitReached);
    if (inviter) this.mails.send({ email, role, workspaceName: workspace.name, inviter, token });
    // A renewal keeps the open invitation's id: the log shows that invitation sent again.
    this.events.publish(new WorkspaceInvitationSentEvent(workspaceId, invitation.id, email, role, actor));
    return invitationView(invitation, now);
  }
}
