import type { AssignableWorkspaceRole } from '@liveqr/shared/contracts';
import { Query } from '@nestjs/cqrs';

/** What the page of an invitation's link shows before it is accepted. */
export interface InvitationPreview {
  workspaceName: string;
  role: AssignableWorkspaceRole;
  /** The invited address: only its account can accept. */
  email: string;
  /** The inviter's first name; null once their account is gone. */
  invitedBy: string | null;
  expiresAt: string;
}

/** The pending invitation of a link's token, for whoever holds the link. */
export class PreviewInvitationQuery extends Query<InvitationPreview> {
  constructor(readonly token: string) {
    super();
  }
}
