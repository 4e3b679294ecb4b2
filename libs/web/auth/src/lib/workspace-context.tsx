import { roleCovers, type WorkspaceRole } from '@liveqr/shared/contracts';
import { WORKSPACE_ACCESS_REFUSED } from '@liveqr/web/api-client';
import { useTranslation } from '@liveqr/web/i18n';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useAuth } from './auth-context';
import { usePageWorkspace } from './workspace-location';
import { type Membership, type WorkspaceMember, workspacesApi } from './workspaces-api';

/** My workspaces as far as they are read. */
export type WorkspaceList =
  { status: 'loading' } | { status: 'ready'; workspaces: Membership[] } | { status: 'failed' };

export interface WorkspaceContextValue {
  /**
   * The workspace the page shows, as the API names it: a team's id, or my own user id for my
   * personal workspace; undefined while signed out.
   */
  id: string | undefined;
  personal: boolean;
  /** My place there: undefined while my workspaces are read, or when I am not (or no longer) a member. */
  membership: Membership | undefined;
  /** My role there: at once in my personal workspace (its owner), in a team's once my workspaces are read. */
  role: WorkspaceRole | undefined;
  /** Whether my role there allows what `needed` may do (false while it is not known yet). */
  can(needed: WorkspaceRole): boolean;
  /** Every workspace I belong to. */
  list: WorkspaceList;
  /** Reads my workspaces again (after creating, renaming or leaving one, or a change of my role); null when that failed. */
  reload(): Promise<Membership[] | null>;
}

/**
 * Without a provider (a micro-frontend on its own dev server, a screen's test) a page is in its
 * user's personal workspace, which they own, as the API takes a call without the workspace header.
 */
const PERSONAL: WorkspaceContextValue = {
  id: undefined,
  personal: true,
  membership: undefined,
  role: 'owner',
  can: () => true,
  list: { status: 'loading' },
  reload: async () => null,
};

const WorkspaceContext = createContext<WorkspaceContextValue>(PERSONAL);

export interface WorkspaceProviderProps {
  children: ReactNode;
}

/**
 * The workspace of the page (its address names it) and my role there, for the whole app: the shell
 * shows it and lets me switch, every screen shows the controls my role allows. The server decides
 * all the same; this spares people buttons that could only be refused.
 */
export function WorkspaceProvider({ children }: WorkspaceProviderProps) {
  const { user } = useAuth();
  const userId = user?.id;
  const named = usePageWorkspace();
  const [list, setList] = useState<WorkspaceList>({ status: 'loading' });
  // The newest read wins: an older answer (another user's, before a sign-out) is dropped.
  const reads = useRef(0);

  const reload = useCallback(async () => {
    if (!userId) return null;
    const read = ++reads.current;
    try {
      const workspaces = await workspacesApi.list();
      if (read === reads.current) setList({ status: 'ready', workspaces });
      return workspaces;
    } catch {
      // A list already shown stays: it is only older.
      if (read === reads.current) setList((shown) => (shown.status === 'ready' ? shown : { status: 'failed' }));
      return null;
    }
  }, [userId]);

  useEffect(() => {
    setList({ status: 'loading' });
    void reload();
  }, [reload]);

  // My role may change while a page is open (an admin lowers it, removes me): read it again when
  // the API refuses a call for that reason, and when I come back to the tab.
  useEffect(() => {
    const readAgain = () => void reload();
    const onVisible = () => document.visibilityState === 'visible' && readAgain();
    window.addEventListener(WORKSPACE_ACCESS_REFUSED, readAgain);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener(WORKSPACE_ACCESS_REFUSED, readAgain);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [reload]);

  const value = useMemo<WorkspaceContextValue>(() => {
    const id = named ?? userId;
    const workspaces = list.status === 'ready' ? list.workspaces : [];
    const membership = workspaces.find((workspace) => workspace.id === id);
    const personal = membership?.personal ?? id === userId;
    const role = personal ? 'owner' : membership?.role;
    return {
      id,
      personal,
      membership,
      role,
      can: (needed) => role !== undefined && roleCovers(role, needed),
      list,
      reload,
    };
  }, [named, userId, list, reload]);

  return <WorkspaceContext.Provider value={value}>{children}</WorkspaceContext.Provider>;
}

/** The page's workspace and my role there. */
export function useWorkspace(): WorkspaceContextValue {
  return useContext(WorkspaceContext);
}

/** A workspace's name as people read it: the personal one has none of its own, so it is "Personal" in their language. */
export function useWorkspaceName(): (workspace: Pick<Membership, 'name'>) => string {
  const { t } = useTranslation('common');
  return useCallback((workspace) => workspace.name ?? t('workspaces.personal'), [t]);
}

/** The members of the page's workspace as far as they are read, and a way to read them again. */
export type MemberList =
  | { status: 'loading'; reload(): void }
  | { status: 'ready'; members: WorkspaceMember[]; reload(): void }
  | { status: 'failed'; error: unknown; reload(): void };

/** The members of the page's workspace, the owner first; read again on `reload` (a shown list stays meanwhile). */
export function useWorkspaceMembers(): MemberList {
  const { id } = useWorkspace();
  const [state, setState] = useState<
    { status: 'loading' } | { status: 'ready'; members: WorkspaceMember[] } | { status: 'failed'; error: unknown }
  >({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!id) return;
    let cancelled = false;
    workspacesApi.members(id).then(
      (members) => !cancelled && setState({ status: 'ready', members }),
      (error: unknown) => !cancelled && setState({ status: 'failed', error }),
    );
    return () => {
      cancelled = true;
    };
  }, [id, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}

/** The page's workspace's owner, once its members are read: whom to ask about billing or a role. */
export function useWorkspaceOwner(): WorkspaceMember | undefined {
  const members = useWorkspaceMembers();
  return members.status === 'ready' ? members.members.find((member) => member.role === 'owner') : undefined;
}
