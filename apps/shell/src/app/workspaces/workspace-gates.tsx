import type { WorkspaceRole } from '@liveqr/shared/contracts';
import { useWorkspace, useWorkspaceName, useWorkspaceOwner } from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import { LoadingState } from '@liveqr/web/ui';
import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';
import { WorkspaceLink } from './workspace-link';
import './workspaces.css';

export interface KnownWorkspaceProps {
  children: ReactNode;
}

/**
 * The signed-in screens of a workspace I belong to. An address naming one I am not in (never was,
 * or left, or it was deleted) says so and leads to my personal workspace, instead of screens whose
 * every call the server refuses.
 */
export function KnownWorkspace({ children }: KnownWorkspaceProps) {
  const { t } = useTranslation();
  const { personal, membership, list } = useWorkspace();
  // Unread (the list failed): the screens' own calls say what is wrong.
  if (personal || membership || list.status === 'failed') return children;
  if (list.status === 'loading') return <LoadingState label={t('workspaces.loading')} />;
  return (
    <section className="workspace-note" aria-labelledby="workspace-note-title">
      <h1 id="workspace-note-title">{t('workspaces.unknown.title')}</h1>
      <p>{t('workspaces.unknown.text')}</p>
      <WorkspaceLink to="/dashboard" className="button button--primary">
        {t('workspaces.unknown.personal')}
      </WorkspaceLink>
    </section>
  );
}

export interface RequireWorkspaceRoleProps {
  /** The weakest role the screens inside may be used with. */
  needs: Extract<WorkspaceRole, 'editor' | 'owner'>;
}

/**
 * Layout route around screens a role below `needs` cannot use: instead of them, what that role may
 * do and who the owner is. The server refuses those calls all the same.
 */
export function RequireWorkspaceRole({ needs }: RequireWorkspaceRoleProps) {
  const { t } = useTranslation();
  const workspace = useWorkspace();
  if (workspace.can(needs) || (workspace.role === undefined && workspace.list.status === 'failed')) return <Outlet />;
  if (workspace.role === undefined) return <LoadingState label={t('workspaces.loading')} />;
  return <RoleTooLow needed={needs} />;
}

function RoleTooLow({ needed }: { needed: RequireWorkspaceRoleProps['needs'] }) {
  const { t } = useTranslation();
  const { membership } = useWorkspace();
  const nameOf = useWorkspaceName();
  const owner = useWorkspaceOwner();
  const workspace = membership ? nameOf(membership) : '';
  const [title, text] =
    needed === 'owner'
      ? [t('workspaces.gate.billingTitle'), t('workspaces.gate.billingText', { workspace })]
      : [t('workspaces.gate.viewerTitle'), t('workspaces.gate.viewerText', { workspace })];
  return (
    <section className="workspace-note" aria-labelledby="workspace-note-title">
      <h1 id="workspace-note-title">{title}</h1>
      <p>{text}</p>
      {owner && <p>{t('workspaces.gate.ownerIs', { name: owner.firstName, email: owner.email })}</p>}
      <Link className="button" to="/dashboard">
        {t('backToDashboard')}
      </Link>
    </section>
  );
}
