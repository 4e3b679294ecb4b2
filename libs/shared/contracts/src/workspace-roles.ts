/**
 * The roles of a workspace's members, weakest first: each may do everything the ones before it may.
 * A viewer reads; an editor changes codes, folders, tags, brand kits and imports; an admin also
 * manages members, invitations, API keys and webhooks; the one owner also billing and the workspace.
 */
export const WORKSPACE_ROLES = ['viewer', 'editor', 'admin', 'owner'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/** The roles a member can be given; ownership only moves by a transfer. */
export const ASSIGNABLE_WORKSPACE_ROLES = ['viewer', 'editor', 'admin'] as const;
export type AssignableWorkspaceRole = (typeof ASSIGNABLE_WORKSPACE_ROLES)[number];

/** Whether `role` may do what `needed` may. */
export function roleCovers(role: WorkspaceRole, needed: WorkspaceRole): boolean {
  return WORKSPACE_ROLES.indexOf(role) >= WORKSPACE_ROLES.indexOf(needed);
}
