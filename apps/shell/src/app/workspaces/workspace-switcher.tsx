import { apiErrorText } from '@liveqr/web/api-client';
import {
  type Membership,
  openWorkspaceAt,
  pathIn,
  useAuth,
  useWorkspace,
  useWorkspaceName,
  workspacesApi,
} from '@liveqr/web/auth';
import { useTranslation } from '@liveqr/web/i18n';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { sectionPath } from './section-path';
import { WorkspaceLink } from './workspace-link';
import './workspaces.css';

/** What the API takes as a workspace's name (WorkspaceNameRequestDto). */
const MAX_NAME_LENGTH = 100;

/**
 * The top bar's workspace switcher: the page's workspace and my role there; open, every workspace
 * I belong to (each opens at the screen I am on), its members and settings, and a new workspace.
 * A disclosure: Tab walks through it, Escape closes it and returns to its button.
 */
export function WorkspaceSwitcher() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const workspace = useWorkspace();
  const nameOf = useWorkspaceName();
  const { pathname } = useLocation();
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);

  // A click anywhere else closes it.
  useEffect(() => {
    if (!open) return;
    const handlePointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [open]);

  if (!user) return null;

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const handleToggle = () => {
    // Opening reads the list again: a workspace made or joined in another tab shows up.
    if (!open) void workspace.reload();
    setOpen(!open);
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  };
  const current = workspace.membership
    ? nameOf(workspace.membership)
    : workspace.personal
      ? t('workspaces.personal')
      : t('workspaces.switcher.loadingName');

  return (
    <div
      ref={root}
      className="workspace-switcher"
      onKeyDown={handleKeyDown}
      onBlur={(event) => {
        // Tabbing out of it closes it (a click on its own text moves focus nowhere: it stays open).
        if (event.relatedTarget && !root.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="workspace-switcher__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={handleToggle}
      >
        <span className="visually-hidden">{t('workspaces.switcher.label')} </span>
        <span className="workspace-switcher__name">{current}</span>{' '}
        {workspace.role && <span className="workspace-role">{t(`workspaces.roles.${workspace.role}`)}</span>}
      </button>
      {open && (
        <div
          id={panelId}
          className="workspace-switcher__panel"
          role="group"
          aria-label={t('workspaces.switcher.title')}
        >
          <WorkspaceChoices section={sectionPath(pathname)} onChosen={() => setOpen(false)} />
          <Link className="workspace-switcher__members" to="/members" onClick={() => setOpen(false)}>
            {t('workspaces.switcher.members')}
          </Link>
          <NewWorkspace section={sectionPath(pathname)} onCreated={() => setOpen(false)} />
        </div>
      )}
    </div>
  );
}

interface WorkspaceChoicesProps {
  /** The screen each workspace opens at. */
  section: string;
  onChosen(): void;
}

/** Every workspace I belong to, with my role, as it loads. */
function WorkspaceChoices({ section, onChosen }: WorkspaceChoicesProps) {
  const { t } = useTranslation();
  const { id, list, reload } = useWorkspace();
  const nameOf = useWorkspaceName();
  if (list.status === 'loading')
    return (
      <p className="workspace-switcher__note" role="status">
        {t('workspaces.switcher.loading')}
      </p>
    );
  if (list.status === 'failed')
    return (
      <div className="workspace-switcher__note" role="alert">
        <p>{t('workspaces.switcher.failed')}</p>
        <button type="button" className="button" onClick={() => void reload()}>
          {t('workspaces.switcher.retry')}
        </button>
      </div>
    );
  return (
    <ul className="workspace-switcher__list">
      {list.workspaces.map((workspace: Membership) => (
        <li key={workspace.id}>
          <WorkspaceLink
            to={pathIn(workspace, section)}
            className="workspace-switcher__choice"
            aria-current={workspace.id === id ? 'true' : undefined}
            onFollow={onChosen}
          >
            <span className="workspace-switcher__name">{nameOf(workspace)}</span>{' '}
            <span className="workspace-role">{t(`workspaces.roles.${workspace.role}`)}</span>
          </WorkspaceLink>
        </li>
      ))}
    </ul>
  );
}

interface NewWorkspaceProps {
  /** The screen the new workspace opens at. */
  section: string;
  onCreated(): void;
}

/** "New workspace": a name, and the new workspace opens, with me as its owner. */
function NewWorkspace({ section, onCreated }: NewWorkspaceProps) {
  const { t } = useTranslation();
  const { reload } = useWorkspace();
  const inputId = useId();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(t('workspaces.create.nameRequired'));
    setBusy(true);
    setError('');
    try {
      const created = await workspacesApi.create(name.trim());
      // Listed before it opens, so the new page knows my role there.
      await reload();
      onCreated();
      openWorkspaceAt(pathIn({ id: created.id, personal: false }, section));
    } catch (failure) {
      setError(apiErrorText(t, failure, t('workspaces.create.failed')));
    } finally {
      setBusy(false);
    }
  };

  if (!editing)
    return (
      <button type="button" className="button workspace-switcher__new" onClick={() => setEditing(true)}>
        {t('workspaces.create.open')}
      </button>
    );
  return (
    <form className="workspace-switcher__form" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <label htmlFor={inputId}>{t('workspaces.create.name')}</label>
      <input
        id={inputId}
        value={name}
        maxLength={MAX_NAME_LENGTH}
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        onChange={(event) => setName(event.target.value)}
      />
      {error && (
        <p id={`${inputId}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="workspace-switcher__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('workspaces.create.creating') : t('workspaces.create.submit')}
        </button>
        <button type="button" className="button" onClick={() => setEditing(false)}>
          {t('dialog.cancel')}
        </button>
      </div>
    </form>
  );
}
