import type { AssignableWorkspaceRole } from '@liveqr/shared/contracts';
import { type Invitation, type InvitationState, invitationState } from '../domain/invitation';

/** An invitation as the workspace's admins see it in its list. */
export interface InvitationView {
  id: string;
  email: string;
  role: AssignableWorkspaceRole;
  state: InvitationState;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
}

export function invitationView(invitation: Invitation, now: Date): InvitationView {
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    state: invitationState(invitation, now),
    invitedBy: invitation.invitedBy,
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}
