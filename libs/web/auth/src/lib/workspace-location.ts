import { workspacePath } from '@liveqr/shared/contracts';
import { pageWorkspace } from '@liveqr/web/api-client';
import { useSyncExternalStore } from 'react';

/** Said when the app itself moves the page into another workspace (the browser's back and forward say `popstate`). */
const WORKSPACE_OPENED = 'liveqr:workspace-opened';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(WORKSPACE_OPENED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(WORKSPACE_OPENED, onChange);
  };
}

/**
 * The team workspace the page's address names (`/w/{id}/...`), kept current as the page moves;
 * undefined in the personal workspace. The address is the only record of it: each tab has its own.
 */
export function usePageWorkspace(): string | undefined {
  return useSyncExternalStore(subscribe, pageWorkspace, () => undefined);
}

/** The address of an app path in a workspace: a team's under `/w/{id}`, the personal one's as it is. */
export function pathIn(workspace: { id: string; personal: boolean }, path: string): string {
  return workspacePath(workspace.personal ? undefined : workspace.id, path);
}

/**
 * Moves this tab to an address in another workspace (see `pathIn`), as a new history entry: the app
 * then shows that workspace, and its calls act on it.
 */
export function openWorkspaceAt(address: string): void {
  window.history.pushState(null, '', address);
  window.dispatchEvent(new Event(WORKSPACE_OPENED));
}
