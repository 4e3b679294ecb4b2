import { workspaceInPath } from '@liveqr/shared/contracts';

/**
 * Said on the window when the API refuses a call because my place in the page's workspace is not
 * what the page thinks (my role was lowered, I was removed, the workspace is gone), so whatever
 * shows my role reads it again instead of waiting for a reload of the page.
 */
export const WORKSPACE_ACCESS_REFUSED = 'liveqr:workspace-access-refused';

/** The API's answers that say so (the guard's codes for a role too low and a workspace I am not in). */
const ACCESS_REFUSALS: ReadonlySet<string> = new Set(['WORKSPACE_ROLE_TOO_LOW', 'WORKSPACE_NOT_FOUND']);

/** Tells the page when a refusal says my place in its workspace changed. */
export function announceAccessRefusal(code: string | undefined): void {
  if (code && ACCESS_REFUSALS.has(code) && typeof window !== 'undefined') {
    window.dispatchEvent(new Event(WORKSPACE_ACCESS_REFUSED));
  }
}

/** The workspace the current page shows (its address says it); undefined for the personal one. */
export function pageWorkspace(): string | undefined {
  return typeof location === 'undefined' ? undefined : workspaceInPath(location.pathname);
}
