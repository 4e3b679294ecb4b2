import { openWorkspaceAt } from '@liveqr/web/auth';
import type { MouseEvent, ReactNode } from 'react';

export interface WorkspaceLinkProps {
  /** The address in the other workspace (`pathIn(workspace, path)`). */
  to: string;
  className?: string;
  'aria-current'?: 'true';
  onFollow?(): void;
  children: ReactNode;
}

/**
 * A link into another workspace: a click opens it in this tab without reloading the app; a
 * middle-click or Ctrl/Cmd-click opens it in a new tab, which then shows that workspace on its own.
 */
export function WorkspaceLink({ to, onFollow, children, ...rest }: WorkspaceLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onFollow?.();
    openWorkspaceAt(to);
  };
  return (
    <a href={to} onClick={handleClick} {...rest}>
      {children}
    </a>
  );
}
