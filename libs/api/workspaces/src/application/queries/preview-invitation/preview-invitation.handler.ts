import { GetMailRecipientQuery, type MailRecipientView } from '@liveqr/shared/contracts';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { WorkspacesErrorCode, WorkspacesException } from '../../../domain/workspaces.exception';
import { WorkspacesRepository } from '../../../infrastructure/workspaces.repository';
import { InvitationLookup } from '../../invitation-lookup';
import { type InvitationPreview, PreviewInvitationQuery } from './preview-invitation.query';

@QueryHandler(PreviewInvitationQuery)
export class PreviewInvitationHandler implements IQueryHandler<PreviewInvitationQuery> {
  constructor(
    private readonly lookup: InvitationLookup,
    private readonly workspaces: WorkspacesRepository,
    private readonly queries: QueryBus,
  ) {}

  async execute({ token }: PreviewInvitationQuery): Promise<InvitationPreview> {
    const invitation = await this.lookup.acceptable(token);
    const [workspace, inviter] = await Promise.all([
      this.workspaces.find(invitation.workspaceId),
      this.queries.execute<GetMailRecipientQuery, MailRecipientView | null>(
        new GetMailRecipientQuery(invitation.invitedBy),
      ),
    ]);
    // Invitations go to team workspaces only, which have a name (and take theirs along when deleted).
    if (!workspace?.name) throw new WorkspacesException(WorkspacesErrorCode.InvitationNotFound);
    return {
      workspaceName: workspace.name,
      role: invitation.role,
      email: invitation.email,
      invitedBy: inviter?.firstName ?? null,
      expiresAt: invitation.expiresAt.toISOString(),
    };
  }
}
