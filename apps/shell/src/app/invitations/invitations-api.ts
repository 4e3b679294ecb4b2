import type { AssignableWorkspaceRole } from '@liveqr/shared/contracts';
import { api, bodyOf } from '@liveqr/web/api-client';

/** What GET /api/invitations/preview answers for a pending invitation's token. */
export interface InvitationPreview {
  workspaceName: string;
  role: AssignableWorkspaceRole;
  /** The invited address: only its account can accept. */
  email: string;
  /** The inviter's first name; null once their account is gone. */
  invitedBy: string | null;
  expiresAt: string;
}

type Call = (
  path: string,
  init: { params?: { query?: Record<string, string> }; body?: unknown },
) => Promise<{ data?: unknown }>;

/**
 * The client with these routes' paths as plain strings (the generated contract types paths it
 * lists): calls still go through its session refresh, and a refusal still arrives as an ApiError.
 */
const client = api as unknown as { GET: Call; POST: Call };

/** The invitation routes a mailed link's page calls. */
export const invitationsApi = {
  preview: (token: string) =>
    bodyOf(client.GET('/api/invitations/preview', { params: { query: { token } } })) as Promise<InvitationPreview>,
  /** Joins the invitation's workspace; answers its id. */
  accept: (token: string) =>
    bodyOf(client.POST('/api/invitations/accept', { body: { token } })) as Promise<{ workspaceId: string }>,
};
