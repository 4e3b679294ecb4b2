import type { AssignableWorkspaceRole } from '@liveqr/shared/contracts';
import { WorkspacesErrorCode, WorkspacesException } from './workspaces.exception';

/** How long an invitation's link works. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const INVITATION_STATES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** An invitation to join a workspace, mailed to an address; its link's token is stored hashed only. */
export interface Invitation {
  id: string;
  workspaceId: string;
  email: string;
  role: AssignableWorkspaceRole;
  invitedBy: string;
  createdAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
}

/** Accepted and revoked are for good; a pending invitation expires by the clock alone. */
export function invitationState(invitation: Invitation, now: Date): InvitationState {
  if (invitation.acceptedAt) return 'accepted';
  if (invitation.revokedAt) return 'revoked';
  return invitation.expiresAt <= now ? 'expired' : 'pending';
}

const REFUSALS: Record<Exclude<InvitationState, 'pending'>, WorkspacesErrorCode> = {
  accepted: WorkspacesErrorCode.InvitationUsed,
  revoked: WorkspacesErrorCode.InvitationRevoked,
  expired: WorkspacesErrorCode.InvitationExpired,
};

/** Throws why the invitation can no longer be accepted, if it cannot. */
export function assertAcceptable(invitation: Invitation, now: Date): void {
  const state = invitationState(invitation, now);
  if (state !== 'pending') throw new WorkspacesException(REFUSALS[state]);
}
