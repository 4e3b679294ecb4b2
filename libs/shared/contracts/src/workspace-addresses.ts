import type { AuthenticatedUser } from './auth';

/**
 * A page names the workspace it shows in its own address, so two tabs can show two workspaces: a
 * team workspace's pages live under `/w/{id}` (`/w/{id}/dashboard`), the personal workspace's at
 * the site's own paths (`/dashboard`), as they did before workspaces. The web app reads addresses
 * with this, and the server writes the ones it sends a browser to (after a payment, say).
 */
const WORKSPACE_PREFIX = /^\/w\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?=\/|$)/i;

/** The workspace a path is in; undefined for the personal workspace's paths. */
export function workspaceInPath(pathname: string): string | undefined {
  return WORKSPACE_PREFIX.exec(pathname)?.[1];
}

/** What the app's own paths are prefixed with in a workspace: `/w/{id}`, or nothing for the personal one. */
export function workspaceBasename(teamWorkspaceId: string | undefined): string {
  return teamWorkspaceId ? `/w/${teamWorkspaceId}` : '';
}

/** An app path (`/dashboard`) in a workspace, as the address bar shows it. */
export function workspacePath(teamWorkspaceId: string | undefined, path: string): string {
  return `${workspaceBasename(teamWorkspaceId)}${path}`;
}

/** The team workspace a call acts on; undefined when it acts on the caller's personal one (whose id is theirs). */
export function teamWorkspaceOf(caller: Pick<AuthenticatedUser, 'id' | 'workspaceId'>): string | undefined {
  return caller.workspaceId === caller.id ? undefined : caller.workspaceId;
}
