import type { AssignableWorkspaceRole } from '@liveqr/shared/contracts';
import { api, bodyOf, type components } from '@liveqr/web/api-client';

type Schemas = components['schemas'];
/** A workspace I belong to, with my role there. */
export type Membership = Schemas['MembershipResponseDto'];
/** A member of a workspace, with their role and last activity. */
export type WorkspaceMember = Schemas['WorkspaceMemberResponseDto'];
/** An invitation to a team workspace, pending or no longer. */
export type Invitation = Schemas['InvitationResponseDto'];
/** What a mailed invitation link's token opens: the workspace, the role and the invited address. */
export type InvitationPreview = Schemas['InvitationPreviewResponseDto'];

const inWorkspace = (id: string) => ({ params: { path: { id } } });
const ofMember = (id: string, userId: string) => ({ params: { path: { id, userId } } });

/** The workspaces API (`/api/workspaces`): the routes name their workspace in the path. */
export const workspacesApi = {
  list: () => bodyOf(api.GET('/api/workspaces')),
  create: (name: string) => bodyOf(api.POST('/api/workspaces', { body: { name } })),
  rename: (id: string, name: string) =>
    bodyOf(api.PATCH('/api/workspaces/{id}', { ...inWorkspace(id), body: { name } })),
  remove: (id: string) => api.DELETE('/api/workspaces/{id}', inWorkspace(id)),
  members: (id: string) => bodyOf(api.GET('/api/workspaces/{id}/members', inWorkspace(id))),
  changeRole: (id: string, userId: string, role: AssignableWorkspaceRole) =>
    api.PATCH('/api/workspaces/{id}/members/{userId}', { ...ofMember(id, userId), body: { role } }),
  /** Removes a member, or (my own user id) leaves the workspace. */
  removeMember: (id: string, userId: string) =>
    api.DELETE('/api/workspaces/{id}/members/{userId}', ofMember(id, userId)),
  transfer: (id: string, userId: string) =>
    api.POST('/api/workspaces/{id}/transfer', { ...inWorkspace(id), body: { userId } }),
  invitations: (id: string) => bodyOf(api.GET('/api/workspaces/{id}/invitations', inWorkspace(id))),
  invite: (id: string, email: string, role: AssignableWorkspaceRole) =>
    bodyOf(api.POST('/api/workspaces/{id}/invitations', { ...inWorkspace(id), body: { email, role } })),
  revokeInvitation: (id: string, invitationId: string) =>
    api.DELETE('/api/workspaces/{id}/invitations/{invitationId}', { params: { path: { id, invitationId } } }),
  previewInvitation: (token: string) => bodyOf(api.GET('/api/invitations/preview', { params: { query: { token } } })),
  /** Joins the invitation's workspace; answers its id. */
  acceptInvitation: (token: string) => bodyOf(api.POST('/api/invitations/accept', { body: { token } })),
};
