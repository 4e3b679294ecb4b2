import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { InvitationsRepository } from '../../../infrastructure/invitations.repository';
import { type InvitationView, invitationView } from '../../invitation-views';
import { ListInvitationsQuery } from './list-invitations.query';

@QueryHandler(ListInvitationsQuery)
export class ListInvitationsHandler implements IQueryHandler<ListInvitationsQuery> {
  constructor(private readonly invitations: InvitationsRepository) {}

  async execute({ workspaceId }: ListInvitationsQuery): Promise<InvitationView[]> {
    const now = new Date();
    return (await this.invitations.list(workspaceId)).map((invitation) => invitationView(invitation, now));
  }
}
