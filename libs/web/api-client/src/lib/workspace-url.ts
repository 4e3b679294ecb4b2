import { workspaceInPath } from '@liveqr/shared/contracts';

/** The workspace the current page shows (its address says it); undefined for the personal one. */
export function pageWorkspace(): string | undefined {
  return typeof location === 'undefined' ? undefined : workspaceInPath(location.pathname);
}
