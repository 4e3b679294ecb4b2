import { usePageWorkspace } from '@liveqr/web/auth';
import { workspaceBasename } from '@liveqr/shared/contracts';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';

export interface WorkspaceRouterProps {
  children: ReactNode;
}

/**
 * The app's router, inside the workspace the address names: a team's pages live under `/w/{id}`,
 * which the router keeps on every link and navigation of the shell and its micro-frontends (their
 * paths stay `/dashboard`, `/analytics/…`). Another workspace is a new router: nothing a screen
 * read in one workspace is shown in the next.
 */
export function WorkspaceRouter({ children }: WorkspaceRouterProps) {
  const basename = workspaceBasename(usePageWorkspace());
  return (
    <BrowserRouter key={basename} basename={basename || undefined}>
      {children}
    </BrowserRouter>
  );
}
