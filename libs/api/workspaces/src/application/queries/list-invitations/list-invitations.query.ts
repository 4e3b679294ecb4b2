import { Query } from '@nestjs/cqrs';
import type { InvitationView } from '../../invitation-views';

/** The workspace's invitations, newest first, each with its state. */
export class ListInvitationsQuery extends Query<InvitationView[]> {
  constructor(readonly workspaceId: string) {
    super();
  }
}
