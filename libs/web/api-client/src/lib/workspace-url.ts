/**
 * A page names the workspace it shows in its own address, so two tabs can show two workspaces: a
 * team workspace's pages live under `/w/{id}` (`/w/{id}/dashboard`), the personal workspace's at
 * the site's own paths (`/dashboard`), as they did before workspaces.
 */
const WORKSPACE_PREFIX = /^\/w\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?=\/|$)/i;

/** The workspace a path is in; undefined for the personal workspace's paths. */
export function workspaceInPath(pathname: string): string | undefined {
  return WORKSPACE_PREFIX.exec(pathname)?.[1];
}

/** What the app's own paths are prefixed with in a workspace: `/w/{id}`, or nothing for the personal one. */
export function workspaceBasename(workspaceId: string | undefined): string {
  return workspaceId ? `/w/${workspaceId}` : '';
}

/** An app path (`/dashboard`) in a workspace, as the address bar shows it. */
export function workspacePath(workspaceId: string | undefined, path: string): string {
  return `${workspaceBasename(workspaceId)}${path}`;
}

/** The workspace the current page shows (its address says it); undefined for the personal one. */
export function pageWorkspace(): string | undefined {
  return typeof location === 'undefined' ? undefined : workspaceInPath(location.pathname);
}
